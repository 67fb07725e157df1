import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdmin, buildFaculty, buildStudent } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fakePeopleApi } from '../../test/fake-people-api';

const admin = buildAdmin();
const ayesha = buildStudent();
const bilal = buildStudent({
  name: 'Bilal Ahmed',
  email: 'bilal@example.edu',
  student_id: 'BSCS-2024-017',
  department: 'Computer Science',
  program: 'BS Computer Science',
  semester: 5,
  phone: '03111234567',
  status: 'deactivated',
});

// happy-dom has no browser dialogs; give the window a confirm() for the tests to spy on.

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('Manage Students', () => {
  it('lists the students with email, student ID, department, semester, phone and a Deactivated badge', async () => {
    fakePeopleApi({ admin, students: [ayesha, bilal] });
    renderApp('/admin/students', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Students' })).toBeTruthy();
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    const cells = within(row('Ayesha Khan'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'ayesha@example.edu',
      'BSIT-2025-001',
      'Information Technology',
      '3',
      '03001234567',
    ]);
    expect(within(row('Bilal Ahmed')).getByText('Deactivated')).toBeTruthy();
    expect(within(row('Ayesha Khan')).queryByText('Deactivated')).toBeNull();
    expect(screen.getByText('Showing 2 students')).toBeTruthy();
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of students' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View Ayesha Khan' }).getAttribute('href')).toBe(
      `/admin/students/${ayesha._id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit Ayesha Khan' }).getAttribute('href')).toBe(
      `/admin/students/${ayesha._id}?edit=1`,
    );
    expect(screen.getByRole('button', { name: 'Delete Ayesha Khan' })).toBeTruthy();
    // Add Student opens the admin's own form (add-account-form.test.tsx), not the public registration.
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Student' })).toBeNull();
  });

  it("in Urdu names each student's department in Urdu, as the department filter does", async () => {
    fakePeopleApi({ admin, students: [ayesha, bilal] });
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    await waitFor(() => expect(within(row('Bilal Ahmed')).getByText('کمپیوٹر سائنس')).toBeTruthy());
    expect(within(row('Bilal Ahmed')).queryByText('Computer Science')).toBeNull();
  });

  it('the department filter is preset from ?department= and sent to the server', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha, bilal] });
    renderApp('/admin/students?department=Information%20Technology', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    expect(screen.queryByRole('rowheader', { name: /^Bilal Ahmed/ })).toBeNull();
    const select = screen.getByLabelText('Department') as HTMLSelectElement;
    expect(select.value).toBe('Information Technology');
    expect(select.selectedOptions[0].textContent).toBe('BS Information Technology');
    const queries = server.callsTo('GET /api/admin/students').map((c) => c.query.get('department'));
    expect(queries).toEqual(['Information Technology']);
  });

  it('offers the departments of spec §9 plus Computer Science, each sending the department name, and keeps the choice in the URL', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha, bilal] });
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    const select = screen.getByLabelText('Department') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.textContent, o.value])).toEqual([
      ['All departments', ''],
      ['BS Urdu', 'Urdu'],
      ['BS Information Technology', 'Information Technology'],
      ['BS Computer Science', 'Computer Science'],
      ['BS English', 'English'],
      ['BS Botany', 'Botany'],
      ['BS Zoology', 'Zoology'],
      ['BBA (Business Administration)', 'Business Administration'],
      ['B.Ed (1.5 years program)', 'Education'],
    ]);
    await app.user.selectOptions(select, 'Computer Science');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Ayesha Khan/ })).toBeNull());
    expect(screen.getByRole('rowheader', { name: /^Bilal Ahmed/ })).toBeTruthy();
    await waitFor(() => expect(app.currentLocation().search).toBe('?department=Computer+Science'));
    expect(server.callsTo('GET /api/admin/students').at(-1)!.query.get('department')).toBe(
      'Computer Science',
    );
  });

  it('search sends the query, and the semester filter sends the semester', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha, bilal] });
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    await app.user.type(screen.getByLabelText('Search'), 'bscs');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Ayesha Khan/ })).toBeNull());
    expect(screen.getByRole('rowheader', { name: /^Bilal Ahmed/ })).toBeTruthy();
    const searches = server.callsTo('GET /api/admin/students').map((c) => c.query.get('search'));
    // One request for the whole word, not one per key.
    expect(searches).toEqual([null, 'bscs']);
    await waitFor(() => expect(app.currentLocation().search).toBe('?search=bscs'));
    expect(screen.getByText('Showing 1 student')).toBeTruthy();

    await app.user.clear(screen.getByLabelText('Search'));
    await app.user.selectOptions(screen.getByLabelText('Semester'), '3');
    expect(await screen.findByRole('rowheader', { name: /^Ayesha Khan/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Bilal Ahmed/ })).toBeNull());
    expect(server.callsTo('GET /api/admin/students').at(-1)!.query.toString()).toBe('semester=3');
  });

  it("narrows to a term's students (enrolled in it) with the term filter, everyone by default, in the URL", async () => {
    const term = (id: string, name: string, startsOn: string) => ({
      _id: id,
      name,
      season: name.startsWith('Fall') ? ('Fall' as const) : ('Spring' as const),
      year: Number(name.slice(-4)),
      starts_on: startsOn,
      ends_on: startsOn,
      status: 'ended' as const,
      started_at: `${startsOn}T03:00:00.000Z`,
      closed_at: null,
    });
    const fall = term('00000000-0000-4000-a000-000000002026', 'Fall 2026', '2026-09-01');
    const spring = term('00000000-0000-4000-a000-000000002027', 'Spring 2027', '2027-02-01');
    const { server } = fakePeopleApi({
      admin,
      students: [ayesha, bilal],
      override: { 'GET /api/terms': ok({ terms: [fall, spring], current: spring, in_view: spring }) },
    });
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    const filter = (await screen.findByLabelText('Enrolled in')) as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Any term (everyone)',
      'Spring 2027',
      'Fall 2026',
    ]);
    expect(server.callsTo('GET /api/admin/students')[0]!.query.get('term')).toBeNull();
    await app.user.selectOptions(filter, fall._id);
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/students').at(-1)!.query.get('term')).toBe(fall._id),
    );
    expect(app.currentLocation().search).toBe(`?term=${fall._id}`);
  });

  it("pages through the students with the page in the URL, 'Showing 51–100 of 120 students', and a new filter starts again at the first page", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      buildStudent({
        name: `Student ${String(i + 1).padStart(3, '0')}`,
        email: `student${i + 1}@example.edu`,
        student_id: `BSIT-2025-${String(i + 1).padStart(3, '0')}`,
        semester: 1 + (i % 2),
      }),
    );
    const { server } = fakePeopleApi({ admin, students: many });
    const app = renderApp('/admin/students', { signedInAs: admin });
    expect(await screen.findByText('Showing 1–50 of 120 students')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of students' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByText('1–50 of 120')).toBeTruthy();

    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: /^Student 051/ })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /^Student 001/ })).toBeNull();
    await waitFor(() => expect(app.currentLocation().search).toBe('?page=2'));
    expect(server.callsTo('GET /api/admin/students').at(-1)!.query.toString()).toBe('page=2');
    expect(await screen.findByText('Showing 51–100 of 120 students')).toBeTruthy();
    expect(within(pages).getByText('51–100 of 120')).toBeTruthy();
    // Back from a student's page returns to this page of the list.
    await app.user.click(screen.getByRole('link', { name: 'View Student 051' }));
    await app.user.click(await screen.findByRole('link', { name: 'Back to Students' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe('/admin/students'));
    await waitFor(() => expect(app.currentLocation().search).toBe('?page=2'));
    expect(await screen.findByRole('rowheader', { name: /^Student 051/ })).toBeTruthy();

    await app.user.selectOptions(screen.getByLabelText('Semester'), '2');
    expect(await screen.findByText('Showing 1–50 of 60 students')).toBeTruthy();
    await waitFor(() => expect(app.currentLocation().search).toBe('?semester=2'));
    expect(server.callsTo('GET /api/admin/students').at(-1)!.query.toString()).toBe('semester=2');
  });

  it('opens the page the URL names', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      buildStudent({ name: `Student ${String(i + 1).padStart(3, '0')}` }),
    );
    const { server } = fakePeopleApi({ admin, students: many });
    renderApp('/admin/students?page=2', { signedInAs: admin });
    expect(await screen.findByText('Showing 51–60 of 60 students')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/students').map((c) => c.query.toString())).toEqual(['page=2']);
  });

  it('a page past the end (an old link, its last students deleted) goes to the last page', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      buildStudent({ name: `Student ${String(i + 1).padStart(3, '0')}` }),
    );
    const { server } = fakePeopleApi({ admin, students: many });
    const app = renderApp('/admin/students?page=5', { signedInAs: admin });
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(app.currentLocation().search).toBe('?page=2'));
    expect(await screen.findByRole('rowheader', { name: /^Student 060/ })).toBeTruthy();
    expect(server.callsTo('GET /api/admin/students').map((c) => c.query.get('page'))).toEqual(['5', '2']);
  });

  it('shows the empty states, with and without filters', async () => {
    fakePeopleApi({ admin, students: [] });
    const app = renderApp('/admin/students', { signedInAs: admin });
    expect(await screen.findByText('No students found.')).toBeTruthy();
    await app.user.selectOptions(screen.getByLabelText('Department'), 'Botany');
    expect(
      await screen.findByText('No students match your filters. Try adjusting your search criteria.'),
    ).toBeTruthy();
  });

  it('delete confirmation refused does nothing', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = renderApp('/admin/students', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Ayesha Khan' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this student?');
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: /^Ayesha Khan/ })).toBeTruthy();
  });

  it("delete confirmation accepted deletes the student and shows 'Student deleted successfully!' for 3 seconds", async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha, bilal] });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(screen.getByRole('button', { name: 'Delete Ayesha Khan' }));
    expect(await screen.findByText('Student deleted successfully!')).toBeTruthy();
    expect(server.callsTo(`DELETE /api/admin/students/${ayesha._id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Ayesha Khan/ })).toBeNull());
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Student deleted successfully!')).toBeNull());
  });

  it("shows 'Failed to delete student.' when the server refuses, and clears it after 3 seconds", async () => {
    fakePeopleApi({
      admin,
      students: [ayesha],
      override: { 'DELETE /api/admin/students/:id': { status: 500 } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/students', { signedInAs: admin });
    await screen.findByRole('rowheader', { name: /^Ayesha Khan/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(screen.getByRole('button', { name: 'Delete Ayesha Khan' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to delete student.'));
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("shows 'Failed to load students.' with the server's message when the list cannot be loaded", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admin/students': fail(500, 'Database unavailable'),
    });
    renderApp('/admin/students', { signedInAs: admin });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to load students. Database unavailable'),
    );
  });

  it('a faculty member cannot reach /admin/students (sent to /)', async () => {
    const teacher = buildFaculty();
    const server = mockApi({ 'GET /api/auth/me': ok({ user: teacher }) });
    const app = renderApp('/admin/students', { signedInAs: teacher });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(server.callsTo('GET /api/admin/students')).toHaveLength(0);
  });
});
