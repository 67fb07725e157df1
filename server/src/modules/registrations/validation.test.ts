/** Every validation rule of spec part 1 §5 and the exact messages of §8, enforced by the server. */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { buildCourse, facultyPayload, studentPayload } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const userCount = async () => (await app.db.select({ n: count() }).from(users))[0].n;
const register = (role: 'student' | 'faculty', payload: object) =>
  app.inject({ method: 'POST', url: `/api/auth/register/${role}`, payload });

/** A refused registration answers 400 with the message on the field, and creates nobody. */
async function expectRefused(role: 'student' | 'faculty', payload: object, field: string, message: string) {
  const before = await userCount();
  const res = await register(role, payload);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.errors).toContainEqual(expect.objectContaining({ field, message }));
  expect(await userCount()).toBe(before);
}

describe('student registration validation', () => {
  it("refuses a confirmation that differs with 'Passwords do not match'", () =>
    expectRefused(
      'student',
      studentPayload({ confirmPassword: 'different1' }),
      'confirmPassword',
      'Passwords do not match',
    ));

  it("refuses a 5-character password with 'Password must be at least 6 characters long'", () =>
    expectRefused(
      'student',
      studentPayload({ password: 'abcde', confirmPassword: 'abcde' }),
      'password',
      'Password must be at least 6 characters long',
    ));

  it.each([
    ['name', 'Name is required'],
    ['phone', 'Phone is required'],
    ['dateOfBirth', 'Date of birth is required'],
    ['address', 'Address is required'],
    ['guardianName', 'Guardian name is required'],
    ['guardianPhone', 'Guardian phone is required'],
    ['emergencyContact', 'Emergency contact is required'],
    ['studentId', 'Student ID is required'],
    ['batch', 'Batch is required'],
    ['section', 'Section is required'],
    ['email', 'Email is required'],
  ])('requires %s', (field, message) =>
    expectRefused('student', studentPayload({ [field]: '' }), field, message),
  );

  it.each([
    ['guardianRelation', 'Uncle', 'Choose a valid guardian relation'],
    ['department', 'Education', 'Choose a valid department'],
    ['program', 'MBBS', 'Choose a valid program'],
    ['bloodGroup', 'C+', 'Choose a valid blood group'],
    ['semester', 9, 'Semester must be between 1 and 8'],
    ['semester', 0, 'Semester must be between 1 and 8'],
    ['section', 'AB', 'Section must be at most 1 characters'],
    ['email', 'not-an-email', 'Enter a valid email address'],
    ['dateOfBirth', '2999-01-01', 'Date of birth must be in the past'],
    ['phone', 'call me', 'Phone must be a valid phone number'],
  ])('refuses %s = %j', (field, value, message) =>
    expectRefused('student', studentPayload({ [field]: value } as object), field, message),
  );

  it('accepts an absent blood group and fills the defaults: nationality Pakistani, religion Islam, semester 1', async () => {
    const payload = studentPayload({
      bloodGroup: '',
      nationality: '',
      religion: undefined,
      semester: undefined,
    } as object);
    expect((await register('student', payload)).statusCode).toBe(201);
    const row = await app.db.query.studentProfiles.findFirst({
      where: (p, { eq }) => eq(p.studentId, payload.studentId),
    });
    expect(row).toMatchObject({ nationality: 'Pakistani', religion: 'Islam', semester: 1, bloodGroup: null });
  });

  it('refuses courses that do not exist, or that are not offered in the chosen semester', async () => {
    await expectRefused(
      'student',
      studentPayload({ courses: ['00000000-0000-4000-8000-000000000000'] }),
      'courses',
      'One or more selected courses do not exist',
    );
    const semester5 = await buildCourse(app, { semester: 5 });
    await expectRefused(
      'student',
      studentPayload({ semester: 1, courses: [semester5.id] }),
      'courses',
      'Choose courses offered in semester 1',
    );
  });
});

describe('faculty registration validation', () => {
  it.each([
    ['employeeId', 'Employee ID is required'],
    ['specialization', 'Specialization is required'],
    ['joiningDate', 'Joining date is required'],
    ['experience', 'Experience is required'],
    ['emergencyContact', 'Emergency contact is required'],
  ])('requires %s', (field, message) =>
    expectRefused('faculty', facultyPayload({ [field]: '' }), field, message),
  );

  it.each([
    ['designation', 'Dean', 'Choose a valid designation'],
    ['qualification', 'Diploma', 'Choose a valid qualification'],
    ['department', 'Medicine', 'Choose a valid department'],
  ])('refuses %s = %j', (field, value, message) =>
    expectRefused('faculty', facultyPayload({ [field]: value } as object), field, message),
  );

  it('accepts the Education department, which only faculty may choose', async () => {
    expect((await register('faculty', facultyPayload({ department: 'Education' }))).statusCode).toBe(201);
  });

  it("refuses a confirmation that differs with 'Passwords do not match'", () =>
    expectRefused(
      'faculty',
      facultyPayload({ confirmPassword: 'nope-nope' }),
      'confirmPassword',
      'Passwords do not match',
    ));

  it('refuses courses of another department', async () => {
    const english = await buildCourse(app, { department: 'English' });
    await expectRefused(
      'faculty',
      facultyPayload({ department: 'Information Technology', courses: [english.id] }),
      'courses',
      'Choose courses offered by your department',
    );
  });
});

describe('duplicates', () => {
  it('answers an email already registered, whatever its case, as a new one, and creates nobody', async () => {
    await register('student', studentPayload({ email: 'twice@example.com' }));
    const before = await userCount();
    const res = await register('faculty', facultyPayload({ email: 'TWICE@Example.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your faculty account has been created. Please wait for admin approval before logging in.',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a student ID already registered (case-insensitively)', async () => {
    await register('student', studentPayload({ studentId: 'BIT-2025-001' }));
    const res = await register('student', studentPayload({ studentId: 'bit-2025-001' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject([
      expect.objectContaining({ field: 'studentId', message: 'This student ID is already registered' }),
    ]);
  });

  it('refuses an employee ID already registered', async () => {
    await register('faculty', facultyPayload({ employeeId: 'EMP-777' }));
    const res = await register('faculty', facultyPayload({ employeeId: 'EMP-777' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject([
      expect.objectContaining({ field: 'employeeId', message: 'This employee ID is already registered' }),
    ]);
  });
});

describe('malformed requests', () => {
  it('a body that is not JSON answers 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register/student',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('login requires email and password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', message: 'Email is required' }),
        expect.objectContaining({ field: 'password', message: 'Password is required' }),
      ]),
    );
  });
});
