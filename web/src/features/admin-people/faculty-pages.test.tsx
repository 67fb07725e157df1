import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdmin, buildCourse, buildFaculty, buildStudent } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fakePeopleApi } from '../../test/fake-people-api';

const admin = buildAdmin();
const imran = buildFaculty({
  date_of_birth: '1985-02-10',
  address: 'Faculty Housing 4, Bahawalpur',
  nationality: 'Pakistani',
  religion: 'Islam',
  emergency_contact: '03009998887',
  specialization: 'Machine Learning',
  joining_date: '2019-09-01',
  experience: '6 years',
});
const sadia = buildFaculty({
  name: 'Ms. Sadia Noor',
  email: 'sadia@example.edu',
  employee_id: 'EMP-077',
  department: 'English',
  designation: 'Lecturer',
  qualification: 'M.Phil.',
  phone: '03331234567',
});
const ai = buildCourse({ code: 'CS-401', name: 'Artificial Intelligence', semester: 7 });

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;
const detailOf = (label: string, container: HTMLElement) =>
  within(container).getByText(label).nextElementSibling?.textContent;

describe('Manage Faculty', () => {
  it('lists the faculty with email, employee ID, department, designation, phone and qualification', async () => {
    fakePeopleApi({ admin, faculty: [imran, sadia] });
    renderApp('/admin/faculty', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Faculty' })).toBeTruthy();
    await screen.findByRole('rowheader', { name: /^Dr. Imran Ali/ });
    expect(
      within(row('Dr. Imran Ali'))
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual([
      'imran@example.edu',
      'EMP-042',
      'Computer Science',
      'Assistant Professor',
      '03007654321',
      'Ph.D.',
    ]);
    expect(screen.getByText('Showing 2 faculty members')).toBeTruthy();
    expect(screen.queryByLabelText('Semester')).toBeNull();
    // Add Faculty opens the admin's own form (add-account-form.test.tsx), not the public registration.
    expect(screen.getByRole('button', { name: 'Add Faculty' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Faculty' })).toBeNull();
  });

  it('the department filter is preset from ?department= and sent to the server', async () => {
    const { server } = fakePeopleApi({ admin, faculty: [imran, sadia] });
    renderApp('/admin/faculty?department=English', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ms. Sadia Noor/ });
    expect(screen.queryByRole('rowheader', { name: /^Dr. Imran Ali/ })).toBeNull();
    expect((screen.getByLabelText('Department') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
      'BS English',
    );
    expect(server.callsTo('GET /api/admin/faculty').map((c) => c.query.toString())).toEqual([
      'department=English',
    ]);
  });

  it('search sends the query (a designation finds its faculty)', async () => {
    const { server } = fakePeopleApi({ admin, faculty: [imran, sadia] });
    const app = renderApp('/admin/faculty', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Dr. Imran Ali/ });
    await app.user.type(screen.getByLabelText('Search'), 'Lecturer');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Dr. Imran Ali/ })).toBeNull());
    expect(server.callsTo('GET /api/admin/faculty').at(-1)!.query.get('search')).toBe('Lecturer');
  });

  it("pages through the faculty, 'Showing 51–75 of 75 faculty members', with the page in the URL", async () => {
    const many = Array.from({ length: 75 }, (_, i) =>
      buildFaculty({ name: `Teacher ${String(i + 1).padStart(3, '0')}`, employee_id: `EMP-${i + 1}` }),
    );
    const { server } = fakePeopleApi({ admin, faculty: many });
    const app = renderApp('/admin/faculty', { signedInAs: admin });
    expect(await screen.findByText('Showing 1–50 of 75 faculty members')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of faculty members' });
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–75 of 75 faculty members')).toBeTruthy();
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(app.currentLocation().search).toBe('?page=2'));
    expect(server.callsTo('GET /api/admin/faculty').at(-1)!.query.toString()).toBe('page=2');
  });

  it('delete asks for confirmation; refused does nothing, accepted deletes with the success message', async () => {
    const { server } = fakePeopleApi({ admin, faculty: [imran, sadia] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const app = renderApp('/admin/faculty', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Ms. Sadia Noor' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this faculty member?');
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Delete Ms. Sadia Noor' }));
    expect(await screen.findByText('Faculty member deleted successfully!')).toBeTruthy();
    expect(server.callsTo(`DELETE /api/admin/faculty/${sadia._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Ms. Sadia Noor/ })).toBeNull());
  });

  it("shows 'Failed to delete faculty member.' with the server's reason", async () => {
    fakePeopleApi({
      admin,
      faculty: [imran],
      override: { 'DELETE /api/admin/faculty/:id': fail(409, 'This faculty member still teaches courses') },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/faculty', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Dr. Imran Ali' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to delete faculty member. This faculty member still teaches courses',
      ),
    );
  });

  it("shows 'Failed to load faculty.' with the server's message", async () => {
    mockApi({ 'GET /api/auth/me': ok({ user: admin }), 'GET /api/admin/faculty': 'network-error' });
    renderApp('/admin/faculty', { signedInAs: admin });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Failed to load faculty. Network error. Please try again.',
      ),
    );
  });

  it('View opens the detail with every field and the courses taught', async () => {
    fakePeopleApi({ admin, faculty: [imran], taught: { [imran._id]: [ai] } });
    const app = renderApp('/admin/faculty', { signedInAs: admin });
    await app.user.click(await screen.findByRole('link', { name: 'View Dr. Imran Ali' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Imran Ali' })).toBeTruthy();
    const professional = section('Professional Information');
    expect(detailOf('Employee ID', professional)).toBe('EMP-042');
    expect(detailOf('Specialization', professional)).toBe('Machine Learning');
    expect(detailOf('Joining Date', professional)).toBe('1 Sept 2019');
    expect(detailOf('Experience', professional)).toBe('6 years');
    const personal = section('Personal Information');
    expect(detailOf('Emergency Contact', personal)).toBe('03009998887');
    expect(detailOf('Blood Group', personal)).toBe('Not provided');
    expect(within(section('Courses Taught')).getByText('CS-401 - Artificial Intelligence')).toBeTruthy();
  });

  it("editing a faculty member's designation sends it and shows the success message", async () => {
    const { server } = fakePeopleApi({ admin, faculty: [imran] });
    const app = renderApp(`/admin/faculty/${imran._id}`, { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form loads when Edit is pressed.
    const form = await screen.findByRole('form', { name: 'Edit Faculty Member' });
    expect((within(form).getByLabelText('Qualification') as HTMLSelectElement).value).toBe('Ph.D.');
    expect((within(form).getByLabelText('Joining Date') as HTMLInputElement).value).toBe('2019-09-01');
    await app.user.selectOptions(within(form).getByLabelText('Designation'), 'Associate Professor');
    await app.user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Faculty member updated successfully!')).toBeTruthy();
    expect(server.callsTo(`PUT /api/admin/faculty/${imran._id}`).map((c) => c.body)).toEqual([
      { designation: 'Associate Professor' },
    ]);
    await waitFor(() =>
      expect(detailOf('Designation', section('Professional Information'))).toBe('Associate Professor'),
    );
  });

  it('a duplicate employee ID appears under the field even when the server names no field', async () => {
    fakePeopleApi({
      admin,
      faculty: [imran],
      override: { 'PUT /api/admin/faculty/:id': fail(409, 'This employee ID is already registered') },
    });
    const app = renderApp(`/admin/faculty/${imran._id}?edit=1`, { signedInAs: admin });
    const field = await screen.findByLabelText('Employee ID');
    await app.user.clear(field);
    await app.user.type(field, 'EMP-077');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const error = await screen.findByText('This employee ID is already registered');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('deactivate asks for confirmation and shows Reactivate afterwards', async () => {
    const { server } = fakePeopleApi({ admin, faculty: [imran] });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp(`/admin/faculty/${imran._id}`, { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate Account' }));
    expect(await screen.findByRole('button', { name: 'Reactivate Account' })).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/users/${imran._id}/deactivate`)).toHaveLength(1);
  });

  it('a student cannot reach /admin/faculty (sent to /)', async () => {
    const student = buildStudent();
    const server = mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp(`/admin/faculty/${imran._id}`, { signedInAs: student });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(server.calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });
});
