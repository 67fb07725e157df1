import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@contract/account-messages';
import { MESSAGES } from '@contract/messages';
import { buildAdmin, buildCourse, buildFaculty, buildStudent } from '../../test/factories';
import { fail, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fakePeopleApi } from '../../test/fake-people-api';

const admin = buildAdmin();
const ayesha = buildStudent();
const bilal = buildFaculty();

type App = ReturnType<typeof renderApp>;

/** The Add form: the region named by its heading, Add Student or Add Faculty. */
const form = async () =>
  (await screen.findByRole('region', { name: /^Add (Student|Faculty)$/ }, { timeout: 3000 })) as HTMLElement;

async function fillStudent({ user }: App) {
  await user.type(await screen.findByLabelText('Full Name'), 'Ali Raza');
  await user.type(screen.getByLabelText('Email'), 'ali@example.edu');
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

async function fillTeacher({ user }: App) {
  await user.type(await screen.findByLabelText('Full Name'), 'Dr. Hina Shah');
  await user.type(screen.getByLabelText('Email'), 'hina@example.edu');
  await user.type(screen.getByLabelText('Phone'), '03001234567');
  await user.type(screen.getByLabelText('Date of Birth'), '1985-03-14');
  await user.type(screen.getByLabelText('Emergency Contact'), '03009998887');
  await user.type(screen.getByLabelText('Address'), 'Satellite Town, Bahawalpur');
  await user.type(screen.getByLabelText('Employee ID'), 'EMP-100');
  await user.selectOptions(screen.getByLabelText('Department'), 'Information Technology');
  await user.selectOptions(screen.getByLabelText('Designation'), 'Lecturer');
  await user.selectOptions(screen.getByLabelText('Qualification'), 'MS/MSc');
  await user.type(screen.getByLabelText('Specialization'), 'Databases');
  await user.type(screen.getByLabelText('Joining Date'), '2020-09-01');
  await user.type(screen.getByLabelText('Experience'), '5 years');
}

describe("the admin's Add Student and Add Faculty forms", () => {
  it('Add Student opens the admin form in place, with the registration fields but no password to invent', async () => {
    fakePeopleApi({ admin, students: [ayesha] });
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    await app.user.click(screen.getByRole('button', { name: 'Add Student' }));
    const region = await form();
    expect(within(region).getByRole('heading', { name: 'Add Student' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/admin/students'));
    await waitFor(() => expect(app.currentLocation().search).toBe('?add=1'));
    expect(await within(region).findByLabelText('Guardian Name')).toBeTruthy();
    expect(within(region).getByLabelText('Student ID')).toBeTruthy();
    expect(within(region).queryByLabelText('Confirm Password')).toBeNull();
    // Without e-mail set up, the temporary password is the only way, and the form says so.
    const temporary = within(region).getByRole('radio', { name: /Show a temporary password here/ });
    expect((temporary as HTMLInputElement).checked).toBe(true);
    expect(within(region).queryByRole('radio', { name: /E-mail them a link/ })).toBeNull();
    expect(await within(region).findByText(/E-mail is not set up on this portal/)).toBeTruthy();
    // The list is back after Cancel.
    await app.user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('rowheader', { name: /^Ayesha Khan/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Add Student' })).toBeNull();
  });

  it('shows the errors at their fields, from the form and from the server (a taken student ID)', async () => {
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        'POST /api/admin/students': fail(409, MESSAGES.studentIdTaken, [
          { field: 'studentId', message: MESSAGES.studentIdTaken },
        ]),
      },
    });
    const app = renderApp('/admin/students?add=1', { signedInAs: admin });
    const region = await form();
    await app.user.click(await within(region).findByRole('button', { name: 'Create Account' }));
    expect(await within(region).findByText('Name is required')).toBeTruthy();
    expect(within(region).getByText('Student ID is required')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/students')).toHaveLength(0);

    await fillStudent(app);
    await app.user.click(within(region).getByRole('button', { name: 'Create Account' }));
    const error = await within(region).findByText(MESSAGES.studentIdTaken, { selector: '[id$="-error"]' });
    expect(error.id).toBe('studentId-error');
    await waitFor(() => expect(document.activeElement?.id).toBe('studentId'));
  });

  it('creates the student and shows the temporary password once, with Copy, until Done', async () => {
    const created = buildStudent({ name: 'Ali Raza', email: 'ali@example.edu', mustChangePassword: true });
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        'POST /api/admin/students': ok(
          {
            user: created,
            passwordSetup: 'temporary',
            temporaryPassword: 'Kp7mWq3xRt9a',
            coursesNotAssigned: [],
          },
          ACCOUNT_MESSAGES.accountCreatedTemporary,
        ),
      },
    });
    const app = renderApp('/admin/students', { signedInAs: admin });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(await screen.findByRole('button', { name: 'Add Student' }));
    const region = await form();
    await fillStudent(app);
    await app.user.click(within(region).getByRole('button', { name: 'Create Account' }));

    expect(await within(region).findByText('Kp7mWq3xRt9a')).toBeTruthy();
    expect(within(region).getByText(ACCOUNT_MESSAGES.accountCreatedTemporary)).toBeTruthy();
    expect(
      within(region).getByText(/Temporary password for Ali Raza. It is shown only this once/),
    ).toBeTruthy();
    const sent = server.callsTo('POST /api/admin/students')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Ali Raza',
      studentId: 'BSIT-2025-044',
      semester: 1,
      passwordSetup: 'temporary',
    });
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('confirmPassword');

    await app.user.click(within(region).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Kp7mWq3xRt9a');
    expect(await within(region).findByText('Copied')).toBeTruthy();
    expect(localStorage.getItem('user') ?? '').not.toContain('Kp7mWq3xRt9a');

    await app.user.click(within(region).getByRole('button', { name: 'Done' }));
    expect(within(region).queryByText('Kp7mWq3xRt9a')).toBeNull();
    expect(within(region).getByRole('link', { name: 'View Ali Raza' }).getAttribute('href')).toBe(
      `/admin/students/${created._id}`,
    );
    // Add Another starts an empty form.
    await app.user.click(within(region).getByRole('button', { name: 'Add Another' }));
    const fresh = await form();
    expect(((await within(fresh).findByLabelText('Full Name')) as HTMLInputElement).value).toBe('');
    expect(within(fresh).queryByText(ACCOUNT_MESSAGES.accountCreatedTemporary)).toBeNull();
  });

  it('Add Faculty opens the teacher form; with e-mail set up a link can be sent, and courses with a teacher are named', async () => {
    const free = buildCourse({ code: 'IT-201', name: 'Databases' });
    const taken = buildCourse({ code: 'IT-202', name: 'Networks' });
    const created = buildFaculty({ name: 'Dr. Hina Shah', email: 'hina@example.edu' });
    const { server } = fakePeopleApi({
      admin,
      faculty: [bilal],
      courses: [free, taken],
      override: {
        'GET /api/auth/password-reset': ok({ byEmail: true }),
        'POST /api/admin/faculty': ok(
          {
            user: created,
            passwordSetup: 'email',
            coursesNotAssigned: [{ _id: taken._id, code: 'IT-202', name: 'Networks' }],
          },
          ACCOUNT_MESSAGES.accountCreatedLinkEmailed.replace('{email}', 'hina@example.edu'),
        ),
      },
    });
    const app = renderApp('/admin/faculty', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Add Faculty' }));
    const region = await form();
    expect(within(region).getByRole('heading', { name: 'Add Faculty' })).toBeTruthy();
    await fillTeacher(app);
    await app.user.click(await within(region).findByRole('checkbox', { name: 'IT-201 - Databases' }));
    await app.user.click(within(region).getByRole('checkbox', { name: 'IT-202 - Networks' }));
    await app.user.click(await within(region).findByRole('radio', { name: /E-mail them a link/ }));
    await app.user.click(within(region).getByRole('button', { name: 'Create Account' }));

    expect(
      await within(region).findByText(
        'Account created. A link to choose a password was e-mailed to hina@example.edu.',
      ),
    ).toBeTruthy();
    expect(
      within(region).getByText(/These courses already have a teacher and were not assigned to Dr. Hina Shah/),
    ).toBeTruthy();
    expect(within(region).getByText('IT-202 - Networks')).toBeTruthy();
    const sent = server.callsTo('POST /api/admin/faculty')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ employeeId: 'EMP-100', passwordSetup: 'email' });
    expect(sent.courses).toEqual([free._id, taken._id]);
    await app.user.click(within(region).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('rowheader', { name: new RegExp(`^${bilal.name}`) })).toBeTruthy();
  });
});
