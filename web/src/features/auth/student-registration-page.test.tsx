import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall } from '../../test/mock-api';
import { paged } from '../../test/paging';
import { renderApp } from '../../test/render-app';

const semester1 = [
  buildCourse({ code: 'IT-101', name: 'Programming Fundamentals', semester: 1 }),
  buildCourse({ code: 'IT-102', name: 'Calculus', semester: 1 }),
];
const semester2 = [buildCourse({ code: 'IT-201', name: 'Data Structures', semester: 2 })];

function catalogue(call: ApiCall) {
  const semester = call.query.get('semester');
  const courses = semester === '2' ? [semester2[0], semester1[1]] : semester === '1' ? semester1 : [];
  return ok(paged('courses', courses, call.query));
}

type App = ReturnType<typeof renderApp>;

async function fillValidForm(app: App) {
  const { user } = app;
  await user.type(await screen.findByLabelText('Full Name'), 'Ali Raza');
  await user.type(screen.getByLabelText('Email'), 'ali@example.edu');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
  await user.type(screen.getByLabelText('Phone'), '03001234567');
  await user.type(screen.getByLabelText('Date of Birth'), '2005-03-14');
  await user.type(screen.getByLabelText('Address'), 'House 5, Model Town A, Bahawalpur');
  await user.type(screen.getByLabelText('Guardian Name'), 'Raza Ahmed');
  await user.type(screen.getByLabelText('Guardian Phone'), '03007654321');
  await user.selectOptions(screen.getByLabelText('Guardian Relation'), 'Father');
  await user.type(screen.getByLabelText('Emergency Contact'), '03009998887');
  await user.type(screen.getByLabelText('Student ID'), 'BSIT-2025-044');
  await user.selectOptions(screen.getByLabelText('Department'), 'Information Technology');
  await user.selectOptions(screen.getByLabelText('Program'), 'BS Information Technology');
  await user.type(screen.getByLabelText('Batch'), '2025-2029');
  await user.type(screen.getByLabelText('Section'), 'a');
}

describe('student registration', () => {
  it('has every section and the defaults of the specification', async () => {
    mockApi({ 'GET /api/courses': catalogue });
    renderApp('/register/student');
    for (const section of [
      'Personal Information',
      'Guardian Information',
      'Academic Information',
      'Course Enrollment',
    ]) {
      expect(await screen.findByRole('group', { name: section })).toBeTruthy();
    }
    expect((screen.getByLabelText('Nationality') as HTMLInputElement).value).toBe('Pakistani');
    expect((screen.getByLabelText('Religion') as HTMLInputElement).value).toBe('Islam');
    expect((screen.getByLabelText('Semester') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByLabelText('Section').getAttribute('maxlength')).toBe('1');
    const bloodGroups = Array.from(
      (screen.getByLabelText('Blood Group (optional)') as HTMLSelectElement).options,
    ).map((o) => o.value);
    expect(bloodGroups).toEqual(['', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    const relations = Array.from(
      (screen.getByLabelText('Guardian Relation') as HTMLSelectElement).options,
    ).map((o) => o.value);
    expect(relations).toEqual(['', 'Father', 'Mother', 'Guardian']);
  });

  it("registration shows 'Passwords do not match' when the confirmation differs", async () => {
    const server = mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/student');
    await fillValidForm(app);
    await app.user.clear(screen.getByLabelText('Confirm Password'));
    await app.user.type(screen.getByLabelText('Confirm Password'), 'different');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toBe('confirmPassword-error');
    expect(document.activeElement).toBe(confirm);
    expect(server.callsTo('POST /api/auth/register/student')).toHaveLength(0);
  });

  it("registration shows 'Passwords do not match' even while other fields are still empty", async () => {
    mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/student');
    await app.user.type(await screen.findByLabelText('Password'), 'secret12');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'secret13');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(document.getElementById('confirmPassword-error')?.textContent).toBe('Passwords do not match');
  });

  it("registration shows 'Password must be at least 6 characters long' for a short password", async () => {
    mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/student');
    await app.user.type(await screen.findByLabelText('Password'), 'abc');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();
    // The first invalid field in the form's order gets the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Student ID is required')).toBeTruthy();
  });

  it('choosing a semester reloads the offered courses and drops choices no longer offered', async () => {
    const server = mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/student');
    const fundamentals = await screen.findByLabelText('IT-101 - Programming Fundamentals');
    await app.user.click(fundamentals);
    await app.user.click(screen.getByLabelText('IT-102 - Calculus'));
    expect(screen.getByText('2 selected')).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText('Semester'), '2');
    expect(await screen.findByLabelText('IT-201 - Data Structures')).toBeTruthy();
    expect(server.callsTo('GET /api/courses').map((c) => c.query.toString())).toEqual([
      'semester=1&page=1&page_size=100',
      'semester=2&page=1&page_size=100',
    ]);
    expect(screen.queryByLabelText('IT-101 - Programming Fundamentals')).toBeNull();
    // Calculus is offered in both lists, so it stays chosen.
    expect((screen.getByLabelText('IT-102 - Calculus') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('once a department is chosen, lists only its courses of the semester', async () => {
    const server = mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/student');
    await screen.findByLabelText('IT-101 - Programming Fundamentals');
    await app.user.selectOptions(screen.getByLabelText('Department'), 'Information Technology');
    await waitFor(() =>
      expect(server.callsTo('GET /api/courses').map((c) => c.query.toString())).toEqual([
        'semester=1&page=1&page_size=100',
        'semester=1&department=Information+Technology&page=1&page_size=100',
      ]),
    );
  });

  it("registration picker offers courses beyond the catalogue's first page", async () => {
    const many = Array.from({ length: 230 }, (_, i) =>
      buildCourse({ code: `GEN-${String(i + 1).padStart(3, '0')}`, name: `Elective ${i + 1}`, semester: 1 }),
    );
    const server = mockApi({ 'GET /api/courses': (call: ApiCall) => ok(paged('courses', many, call.query)) });
    renderApp('/register/student');
    expect(await screen.findByLabelText('GEN-230 - Elective 230')).toBeTruthy();
    expect(screen.getByLabelText('GEN-101 - Elective 101')).toBeTruthy();
    expect(server.callsTo('GET /api/courses').map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('submits the payload, shows the success screen and goes to /login after 3 seconds', async () => {
    const server = mockApi({
      'GET /api/courses': catalogue,
      'POST /api/auth/register/student': { status: 201, body: { success: true, message: 'ok' } },
    });
    const app = renderApp('/register/student');
    await fillValidForm(app);
    await app.user.click(await screen.findByLabelText('IT-101 - Programming Fundamentals'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your student account has been created. Please wait for admin approval before logging in.',
      ),
    ).toBeTruthy();
    const [call] = server.callsTo('POST /api/auth/register/student');
    expect(call.body).toMatchObject({
      name: 'Ali Raza',
      email: 'ali@example.edu',
      password: 'secret12',
      confirmPassword: 'secret12',
      nationality: 'Pakistani',
      religion: 'Islam',
      guardianRelation: 'Father',
      studentId: 'BSIT-2025-044',
      program: 'BS Information Technology',
      semester: 1,
      section: 'A',
      courses: [semester1[0]._id],
    });
    await waitFor(() => expect(app.location()).toBe('/register/student'));
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it("shows the server's message and its field errors under the fields (409 duplicate email)", async () => {
    mockApi({
      'GET /api/courses': catalogue,
      'POST /api/auth/register/student': fail(409, 'An account with this email already exists', [
        { field: 'email', message: 'An account with this email already exists' },
      ]),
    });
    const app = renderApp('/register/student');
    await fillValidForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('email-error')?.textContent).toBe(
      'An account with this email already exists',
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'An account with this email already exists',
    );
    expect(document.activeElement).toBe(email);
  });

  it("shows 'Registration failed' when the server gives no message", async () => {
    mockApi({ 'GET /api/courses': catalogue, 'POST /api/auth/register/student': { status: 500 } });
    const app = renderApp('/register/student');
    await fillValidForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
  });

  it("shows 'Network error. Please try again.' when the server cannot be reached", async () => {
    mockApi({ 'GET /api/courses': catalogue, 'POST /api/auth/register/student': 'network-error' });
    const app = renderApp('/register/student');
    await fillValidForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });

  it('Cancel goes to /', async () => {
    mockApi({ 'GET /api/courses': catalogue });
    const app = renderApp('/register/student');
    await app.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
