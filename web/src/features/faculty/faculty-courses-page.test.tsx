import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFaculty, buildStudent } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyCourse } from './test/factories';

const teacher = buildFaculty();
const databases = buildFacultyCourse({
  code: 'CS-301',
  name: 'Databases',
  semester: 5,
  enrolledCount: 28,
  credits: 3,
});
const web = buildFacultyCourse({
  code: 'CS-305',
  name: 'Web Development',
  semester: 5,
  is_virtual: true,
  enrolledCount: 20,
  credits: 4,
  schedule: { days: ['Tuesday', 'Thursday'], time: '11:00 - 12:30', room: '' },
});
const structures = buildFacultyCourse({
  code: 'CS-201',
  name: 'Data Structures',
  semester: 3,
  enrolledCount: 26,
  credits: 3,
});

const serve = (courses = [databases, web, structures]) =>
  mockApi({ 'GET /api/auth/me': ok({ user: teacher }), 'GET /api/faculty/courses': ok({ courses }) });

const card = (name: string) => screen.getByRole('article', { name });
const stat = (label: string) => within(screen.getByRole('group', { name: label }));

describe('faculty courses', () => {
  it('shows each course card with its badge, figures and links, and the summary cards', async () => {
    serve();
    renderApp('/faculty/courses', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Databases' }, { timeout: 5000 });
    const db = within(card('Databases'));
    expect(db.getByText('On-Campus')).toBeTruthy();
    expect(db.getByText('CS-301')).toBeTruthy();
    expect(db.getByText('28')).toBeTruthy();
    expect(db.getByText('Monday, Wednesday · 09:00 - 10:30')).toBeTruthy();
    expect(db.getByText('CS')).toBeTruthy();
    expect(db.getByRole('link', { name: 'View Students: Databases' }).getAttribute('href')).toBe(
      `/faculty/students?course=${databases._id}`,
    );
    expect(db.getByRole('link', { name: 'Enter grades for Databases' }).getAttribute('href')).toBe(
      `/faculty/enter-grades?course=${databases._id}`,
    );
    expect(db.queryByRole('link', { name: /Start the class/ })).toBeNull();
    const wd = within(card('Web Development'));
    expect(wd.getByText('Virtual')).toBeTruthy();
    expect(wd.getByRole('link', { name: 'Start Class: Web Development' }).getAttribute('href')).toBe(
      `/classroom/${web._id}`,
    );
    expect(wd.queryByRole('link', { name: /View the students/ })).toBeNull();

    expect(stat('Courses Shown').getByText('3')).toBeTruthy();
    // Enrollments summed, named for what they count (a student in two courses counts twice).
    expect(stat('Enrollments').getByText('74')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Total Students' })).toBeNull();
    expect(stat('Virtual Classes').getByText('1')).toBeTruthy();
    expect(stat('Total Credits').getByText('10')).toBeTruthy();
  });

  it("filters by semester and by course, shows 'No Courses Found' and Clear Filters brings every course back", async () => {
    serve();
    const app = renderApp('/faculty/courses', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Databases' }, { timeout: 5000 });
    await app.user.selectOptions(screen.getByLabelText('Semester'), '3');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `course-${structures._id}`,
    ]);
    expect(stat('Courses Shown').getByText('1')).toBeTruthy();
    await app.user.selectOptions(screen.getByLabelText('Course'), databases._id);
    expect(screen.getByText('No Courses Found')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect((screen.getByLabelText('Semester') as HTMLSelectElement).value).toBe('');
  });

  it("shows 'No Courses Assigned' to a teacher without courses", async () => {
    serve([]);
    renderApp('/faculty/courses', { signedInAs: teacher });
    expect(await screen.findByText('No Courses Assigned', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Semester')).toBeNull();
  });

  it("shows 'Failed to load courses' when the list cannot be loaded", async () => {
    mockApi({ 'GET /api/auth/me': ok({ user: teacher }), 'GET /api/faculty/courses': fail(500) });
    renderApp('/faculty/courses', { signedInAs: teacher });
    expect(await screen.findByText('Failed to load courses', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('a student visiting /faculty/courses is sent to /', async () => {
    const student = buildStudent();
    mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp('/faculty/courses', { signedInAs: student });
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
