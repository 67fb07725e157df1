import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdmin, buildCourse, buildStudent } from '../../test/factories';
import { fail, file } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fakePeopleApi } from '../../test/fake-people-api';

const admin = buildAdmin();
const ayesha = buildStudent({
  date_of_birth: '2004-05-01',
  blood_group: 'B+',
  address: 'Street 1, Model Town, Bahawalpur',
  nationality: 'Pakistani',
  religion: 'Islam',
  guardian_name: 'Tariq Khan',
  guardian_phone: '03001112223',
  guardian_relation: 'Father',
  emergency_contact: '03001112224',
});
const programming = buildCourse({ code: 'IT-301', name: 'Data Structures', semester: 3, credits: 4 });
const databases = buildCourse({ code: 'IT-302', name: 'Database Systems', semester: 3, is_virtual: true });
const oldCourse = buildCourse({ code: 'IT-399', name: 'Legacy Systems', semester: 3, archived: true });

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;
const detailOf = (label: string, container: HTMLElement) =>
  within(container).getByText(label).nextElementSibling?.textContent;

describe('Student detail', () => {
  it('View opens the detail with every profile field and the enrollments, and Back returns to the filtered list', async () => {
    fakePeopleApi({
      admin,
      students: [ayesha],
      courses: [programming, databases],
      enrollments: { [ayesha._id]: [programming] },
    });
    const app = renderApp('/admin/students?department=Information%20Technology', { signedInAs: admin });
    await app.user.click(await screen.findByRole('link', { name: 'View Ayesha Khan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`/admin/students/${ayesha._id}`));

    const academic = section('Academic Information');
    expect(detailOf('Student ID', academic)).toBe('BSIT-2025-001');
    expect(detailOf('Program', academic)).toBe('BS Information Technology');
    expect(detailOf('Batch', academic)).toBe('2024-2028');
    expect(detailOf('Semester', academic)).toBe('3');
    expect(detailOf('Section', academic)).toBe('A');
    const personal = section('Personal Information');
    expect(detailOf('Date of Birth', personal)).toBe('1 May 2004');
    expect(detailOf('Blood Group', personal)).toBe('B+');
    expect(detailOf('Address', personal)).toBe('Street 1, Model Town, Bahawalpur');
    const guardian = section('Guardian Information');
    expect(detailOf('Guardian Name', guardian)).toBe('Tariq Khan');
    expect(detailOf('Guardian Relation', guardian)).toBe('Father');
    expect(detailOf('Emergency Contact', guardian)).toBe('03001112224');

    const enrollments = section('Enrolled Courses');
    expect(within(enrollments).getByText('IT-301 - Data Structures')).toBeTruthy();
    expect(within(enrollments).getByText('4 credit hours, semester 3')).toBeTruthy();

    await app.user.click(screen.getByRole('link', { name: 'Back to Students' }));
    await waitFor(() => expect(app.location()).toBe('/admin/students'));
    await waitFor(() => expect(app.currentLocation().search).toBe('?department=Information+Technology'));
  });

  it("editing a student's semester sends it and shows 'Student updated successfully!' for 3 seconds", async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha] });
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form loads when Edit is pressed.
    const form = await screen.findByRole('form', { name: 'Edit Student' });
    expect((within(form).getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ayesha Khan');
    expect((within(form).getByLabelText('Guardian Relation') as HTMLSelectElement).value).toBe('Father');
    expect((within(form).getByLabelText('Department') as HTMLSelectElement).value).toBe(
      'Information Technology',
    );
    await app.user.selectOptions(within(form).getByLabelText('Semester'), '4');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Student updated successfully!')).toBeTruthy();
    // Only what changed is sent.
    expect(server.callsTo(`PUT /api/admin/students/${ayesha._id}`).map((c) => c.body)).toEqual([
      { semester: 4 },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Student' })).toBeNull());
    expect(detailOf('Semester', section('Academic Information'))).toBe('4');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Student updated successfully!')).toBeNull());
  });

  it('the Edit link of the list opens the form at once, and the form checks the fields with the contract', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha] });
    const app = renderApp('/admin/students?semester=3', { signedInAs: admin });
    await app.user.click(await screen.findByRole('link', { name: 'Edit Ayesha Khan' }));
    const form = await screen.findByRole('form', { name: 'Edit Student' });
    await app.user.clear(within(form).getByLabelText('Section'));
    await app.user.type(within(form).getByLabelText('Section'), '#');
    await app.user.clear(within(form).getByLabelText('Full Name'));
    await app.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Section must be a single letter or digit')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Full Name'));
    expect(server.callsTo(`PUT /api/admin/students/${ayesha._id}`)).toHaveLength(0);

    // Cancel closes the form; Back still returns to the list as it was filtered.
    await app.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Student' })).toBeNull());
    await app.user.click(screen.getByRole('link', { name: 'Back to Students' }));
    await waitFor(() => expect(app.currentLocation().search).toBe('?semester=3'));
  });

  it('a 409 duplicate student ID appears under the field', async () => {
    fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        'PUT /api/admin/students/:id': fail(409, 'This student ID is already registered', [
          { field: 'studentId', message: 'This student ID is already registered' },
        ]),
      },
    });
    const app = renderApp(`/admin/students/${ayesha._id}?edit=1`, { signedInAs: admin });
    const form = await screen.findByRole('form', { name: 'Edit Student' });
    const field = within(form).getByLabelText('Student ID');
    await app.user.clear(field);
    await app.user.type(field, 'BSIT-2025-002');
    await app.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const error = await within(form).findByText('This student ID is already registered');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByText('Student updated successfully!')).toBeNull();
  });

  it('deactivate asks for confirmation and shows Reactivate afterwards', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const account = await screen.findByRole('heading', { level: 2, name: 'Account' });
    const card = account.closest('div')!.parentElement!;
    expect(within(card).getByText(/signs Ayesha Khan out at once/)).toBeTruthy();

    await app.user.click(within(card).getByRole('button', { name: 'Deactivate Account' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Deactivate the account of Ayesha Khan? They are signed out at once and cannot sign in until you reactivate the account.',
    );
    expect(server.callsTo(`POST /api/admin/users/${ayesha._id}/deactivate`)).toHaveLength(0);

    await app.user.click(within(card).getByRole('button', { name: 'Deactivate Account' }));
    expect(await screen.findByText('Account deactivated')).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/users/${ayesha._id}/deactivate`)).toHaveLength(1);
    const reactivate = await screen.findByRole('button', { name: 'Reactivate Account' });
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Deactivated')).toBeTruthy();

    await app.user.click(reactivate);
    expect(confirm).toHaveBeenLastCalledWith(
      'Reactivate the account of Ayesha Khan? They will be able to sign in again.',
    );
    expect(await screen.findByText('Account reactivated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Deactivate Account' })).toBeTruthy();
  });

  it('Sign Out Everywhere asks first and reports how many sessions ended', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const button = await screen.findByRole('button', { name: 'Sign Out Everywhere' });

    await app.user.click(button);
    expect(confirm).toHaveBeenLastCalledWith('Sign Ayesha Khan out on every device now?');
    expect(server.callsTo(`POST /api/admin/users/${ayesha._id}/end-sessions`)).toHaveLength(0);

    await app.user.click(button);
    expect(await screen.findByText('Signed out everywhere: 2 active sessions ended')).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/users/${ayesha._id}/end-sessions`)).toHaveLength(1);
  });

  it('shows until when sign-in attempts are slowed, and Lift Slow-down asks first, then lifts it', async () => {
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      slowedUntil: { [ayesha._id]: '2026-03-10T09:45:00.000Z' },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const account = await screen.findByRole('heading', { level: 2, name: 'Account' });
    const card = account.closest('section, div')!.parentElement!;
    expect(await within(card).findByText(/^Sign-in attempts slowed until .*2026/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Lift Slow-down' });

    await app.user.click(button);
    expect(confirm).toHaveBeenLastCalledWith(
      'Let sign-ins to the account of Ayesha Khan be tried again at once, from anywhere?',
    );
    expect(server.callsTo(`DELETE /api/admin/users/${ayesha._id}/sign-in-slowdown`)).toHaveLength(0);

    await app.user.click(button);
    expect(await screen.findByText('Sign-in attempts are no longer slowed down')).toBeTruthy();
    expect(server.callsTo(`DELETE /api/admin/users/${ayesha._id}/sign-in-slowdown`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Lift Slow-down' })).toBeNull();
    expect(screen.queryByText(/^Sign-in attempts slowed until/)).toBeNull();
  });

  it('says nothing of a slow-down while there is none', async () => {
    fakePeopleApi({ admin, students: [ayesha] });
    renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    await screen.findByRole('button', { name: 'Sign Out Everywhere' });
    expect(screen.queryByRole('button', { name: 'Lift Slow-down' })).toBeNull();
  });

  it("add and drop a course: the semester's open courses are offered, Drop asks first", async () => {
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      courses: [programming, databases, oldCourse],
      enrollments: { [ayesha._id]: [programming] },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const select = (await screen.findByLabelText('Add a course')) as HTMLSelectElement;
    // Not the course already taken, not the archived one.
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Choose…',
      'IT-302 - Database Systems',
    ]);
    expect(server.callsTo('GET /api/courses')[0].query.toString()).toBe('semester=3&page=1&page_size=100');

    await app.user.selectOptions(select, databases._id);
    await app.user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('Student enrolled in the course')).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/students/${ayesha._id}/enrollments`).map((c) => c.body)).toEqual([
      { course_id: databases._id },
    ]);
    const enrollments = section('Enrolled Courses');
    expect(within(enrollments).getByText('IT-302 - Database Systems')).toBeTruthy();
    expect(await within(enrollments).findByText('No other course is offered in semester 3.')).toBeTruthy();

    await app.user.click(within(enrollments).getByRole('button', { name: 'Drop IT-301 - Data Structures' }));
    expect(confirm).toHaveBeenCalledWith(
      'Drop IT-301 - Data Structures for Ayesha Khan? Their attendance and grades in it are kept.',
    );
    expect(await screen.findByText('Course dropped')).toBeTruthy();
    expect(
      server.callsTo(`DELETE /api/admin/students/${ayesha._id}/enrollments/${programming._id}`),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(enrollments)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('p')?.textContent),
      ).toEqual(['IT-302 - Database Systems Virtual']),
    );
    // The dropped course is offered again.
    expect(within(screen.getByLabelText('Add a course')).getByText('IT-301 - Data Structures')).toBeTruthy();
  });

  it("offers every open course of the semester, beyond the catalogue's first page", async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      buildCourse({ code: `IT-${String(i + 1).padStart(3, '0')}`, name: `Course ${i + 1}`, semester: 3 }),
    );
    const { server } = fakePeopleApi({ admin, students: [ayesha], courses: many });
    renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const select = (await screen.findByLabelText('Add a course')) as HTMLSelectElement;
    expect(select.options).toHaveLength(1 + 130);
    expect(within(select).getByText('IT-130 - Course 130')).toBeTruthy();
    expect(server.callsTo('GET /api/courses').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it("shows the server's message when an enrollment is refused", async () => {
    fakePeopleApi({
      admin,
      students: [ayesha],
      courses: [databases],
      override: {
        [`POST /api/admin/students/${ayesha._id}/enrollments`]: fail(
          409,
          'The student is already enrolled in this course',
        ),
      },
    });
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    await app.user.selectOptions(await screen.findByLabelText('Add a course'), databases._id);
    await app.user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The student is already enrolled in this course'),
    );
  });

  it("shows 'Failed to load the student.' with the reason when the student cannot be loaded", async () => {
    const ghost = buildStudent({ name: 'Ghost' });
    const { db } = fakePeopleApi({ admin, students: [ghost] });
    db.students = [];
    renderApp(`/admin/students/${ghost._id}`, { signedInAs: admin });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to load the student. Student not found'),
    );
    expect(screen.getByRole('link', { name: 'Back to Students' })).toBeTruthy();
  });
});

describe('Issue Transcript', () => {
  it("issues the student's transcript with the admin's token and saves the PDF", async () => {
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:transcript'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        [`POST /api/admin/students/${ayesha._id}/transcript`]: file('%PDF-1.7', {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="transcript-BSIT-2025-001.pdf"',
        }),
      },
    });
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const card = within(await screen.findByRole('region', { name: 'Transcript' }));
    await app.user.click(card.getByRole('button', { name: 'Issue Transcript' }));
    await waitFor(() => expect(names).toEqual(['transcript-BSIT-2025-001.pdf']));
    const [call] = server.callsTo(`POST /api/admin/students/${ayesha._id}/transcript`);
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("shows the server's reason when the transcript cannot be issued", async () => {
    fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        [`POST /api/admin/students/${ayesha._id}/transcript`]: fail(
          409,
          'There are no final results to put on a transcript yet.',
        ),
      },
    });
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Issue Transcript' }));
    expect(await screen.findByText('There are no final results to put on a transcript yet.')).toBeTruthy();
  });

  it('is not offered for a deactivated account', async () => {
    const gone = buildStudent({ status: 'deactivated' });
    fakePeopleApi({ admin, students: [gone] });
    renderApp(`/admin/students/${gone._id}`, { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(gone.name) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue Transcript' })).toBeNull();
  });
});
