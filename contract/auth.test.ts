import { describe, expect, it } from 'vitest';
import { AdminCreateUserSchema, ChangePasswordSchema, LoginSchema, StudentRegistrationSchema } from './auth';
import { EmailSchema, SectionSchema, SemesterSchema } from './fields';
import { formatMessage, MESSAGES } from './messages';

const student = {
  name: 'Ali',
  email: 'ali@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  phone: '0300 1234567',
  dateOfBirth: '2004-01-31',
  address: 'Bahawalpur',
  guardianName: 'Ahmed',
  guardianPhone: '+92 300 7654321',
  guardianRelation: 'Mother',
  emergencyContact: '0300-1111111',
  studentId: 'BIT-1',
  department: 'Urdu',
  program: 'BS Urdu',
  batch: '2025',
  section: 'b',
};

describe('fields', () => {
  it('emails are trimmed and lower-cased, so they compare case-insensitively', () => {
    expect(EmailSchema.parse('  Ali.Khan@Example.COM ')).toBe('ali.khan@example.com');
  });
  it('a section is one character, stored upper-case', () => {
    expect(SectionSchema.parse('b')).toBe('B');
    expect(SectionSchema.safeParse('AB').success).toBe(false);
  });
  it('semesters run from 1 to 8 and accept form strings', () => {
    expect(SemesterSchema.parse('8')).toBe(8);
    expect(SemesterSchema.safeParse('9').success).toBe(false);
    expect(SemesterSchema.safeParse(2.5).success).toBe(false);
  });
});

describe('student registration', () => {
  it('fills the defaults of the specification: nationality Pakistani, religion Islam, semester 1, no courses', () => {
    expect(StudentRegistrationSchema.parse(student)).toMatchObject({
      nationality: 'Pakistani',
      religion: 'Islam',
      semester: 1,
      courses: [],
      section: 'B',
    });
  });
  it("says 'Passwords do not match' on the confirmation field", () => {
    const result = StudentRegistrationSchema.safeParse({ ...student, confirmPassword: 'other12' });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch }),
    );
  });
  it("says 'Password must be at least 6 characters long' for five characters", () => {
    const result = StudentRegistrationSchema.safeParse({
      ...student,
      password: '12345',
      confirmPassword: '12345',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'Password must be at least 6 characters long',
    });
  });
  it('drops duplicate course choices', () => {
    const id = '6f1c2c8e-7d0b-4d7e-9a51-2b9f0f7b6a11';
    expect(StudentRegistrationSchema.parse({ ...student, courses: [id, id] }).courses).toEqual([id]);
  });
});

describe('other schemas', () => {
  it('login needs both fields', () => {
    expect(LoginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });
  it('an admin-created account names its role', () => {
    const admin = AdminCreateUserSchema.parse({
      role: 'admin',
      name: 'Root',
      email: 'ROOT@x.edu',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(admin).toMatchObject({ role: 'admin', email: 'root@x.edu' });
  });
  it('a password change may confirm the new password', () => {
    expect(
      ChangePasswordSchema.safeParse({
        currentPassword: 'a',
        newPassword: 'abcdef',
        confirmPassword: 'abcdeg',
      }).success,
    ).toBe(false);
  });
  it('messages fill their placeholders', () => {
    expect(formatMessage(MESSAGES.tooManyLoginAttempts, { minutes: 7 })).toBe(
      'Too many failed sign-in attempts. Please try again in 7 minutes.',
    );
  });
});

describe('password confirmation', () => {
  it("reports 'Passwords do not match' even when other fields are invalid too", () => {
    const result = StudentRegistrationSchema.safeParse({ ...student, name: '', confirmPassword: 'other12' });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Name is required', MESSAGES.passwordsDoNotMatch]));
  });
});
