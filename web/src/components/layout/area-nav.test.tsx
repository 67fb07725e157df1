import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { returnPath } from '../../app/return-path';
import { buildAdmin, buildFaculty, buildStudent } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const PEOPLE = { student: buildStudent(), faculty: buildFaculty(), admin: buildAdmin() };

/** Every section of each area, in the navigation's order: the four main ones first (the phone's bar). */
const SECTIONS = {
  student: [
    ['Dashboard', '/student'],
    ['My Assignments', '/student/assignments'],
    ['Grades', '/student/grades'],
    ['Attendance', '/student/attendance'],
    ['Courses', '/student/courses'],
    ['Virtual Classes', '/student/virtual-classes'],
    ['Announcements', '/student/announcements'],
    ['Profile', '/student/profile'],
  ],
  faculty: [
    ['Dashboard', '/faculty'],
    ['My Courses', '/faculty/courses'],
    ['Mark Attendance', '/faculty/mark-attendance'],
    ['Assignments', '/faculty/assignments'],
    ['My Students', '/faculty/students'],
    ['Enter Grades', '/faculty/enter-grades'],
    ['Exam Eligibility', '/faculty/exam-eligibility'],
    ['Schedule Class', '/faculty/schedule-class'],
    ['Virtual Classes', '/faculty/virtual-classes'],
    ['Announcements', '/faculty/announcements'],
    ['Profile', '/faculty/profile'],
  ],
  admin: [
    ['Dashboard', '/admin'],
    ['Registrations', '/admin/registrations'],
    ['Students', '/admin/students'],
    ['Faculty', '/admin/faculty'],
    ['Courses', '/admin/courses'],
    ['Terms', '/admin/terms'],
    ['Announcements', '/admin/announcements'],
    ['Messages', '/admin/messages'],
    ['Admissions', '/admin/admissions'],
    ['College details', '/admin/college'],
    ['Reports', '/admin/reports'],
    ['Audit Trail', '/admin/audit'],
    ['Profile', '/admin/profile'],
  ],
} as const;

const NAV_NAMES = { student: 'Student area', faculty: 'Faculty area', admin: 'Administration area' };

function signedInAt(role: keyof typeof PEOPLE, path: string) {
  mockApi({ 'GET /api/auth/me': ok({ user: PEOPLE[role] }) });
  return renderApp(path, { signedInAs: PEOPLE[role] });
}

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe("the area's navigation", () => {
  it.each(['student', 'faculty', 'admin'] as const)(
    'every section of the %s area is one tap away, in order',
    async (role) => {
      signedInAt(role, SECTIONS[role][0][1]);
      const nav = await screen.findByRole('navigation', { name: NAV_NAMES[role] });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual(SECTIONS[role]);
      expect(current(nav)).toEqual(['Dashboard']);
    },
  );

  it.each([
    ['student', '/student/grades', 'Grades'],
    ['student', '/student/courses/c-1', 'Courses'],
    ['faculty', '/faculty/dashboard', 'Dashboard'],
    ['faculty', '/faculty/grade-submissions?assignment=a-1', 'Assignments'],
    ['admin', '/admin/students/s-1', 'Students'],
    ['admin', '/admin/audit', 'Audit Trail'],
    ['admin', '/admin/reports#grade-distribution', 'Reports'],
  ] as const)('on %s %s the current section is %s', async (role, path, section) => {
    signedInAt(role, path);
    const nav = await screen.findByRole('navigation', { name: NAV_NAMES[role] });
    expect(current(nav)).toEqual([section]);
  });

  it('More opens the sections past the bar and Sign Out, with the current one marked', async () => {
    const app = signedInAt('faculty', '/faculty/enter-grades');
    const nav = await screen.findByRole('navigation', { name: 'Faculty area' });
    const more = within(nav).getByRole('button', { name: 'More' });
    await app.user.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More sections' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS.faculty.slice(4).map(([name]) => name));
    expect(within(sheet).getByRole('link', { name: 'Enter Grades' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await app.user.click(within(sheet).getByRole('link', { name: 'Virtual Classes' }));
    await waitFor(() => expect(app.location()).toBe('/faculty/virtual-classes'));
    expect(screen.queryByRole('dialog', { name: 'More sections' })).toBeNull();
  });

  it('public pages have no area navigation', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('navigation', { name: /area$/ })).toBeNull();
  });
});

describe("the header's Back button", () => {
  it("on the first page of a visit goes to the area's home, never off the site", async () => {
    const app = signedInAt('student', '/student/grades');
    await app.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/student'));
  });
});

describe('signing in returns to the page asked for', () => {
  it('a visitor sent from /student/grades to the login page lands on /student/grades after signing in', async () => {
    const student = PEOPLE.student;
    mockApi({ 'POST /api/auth/login': ok({ user: student, token: 'tok-1' }) });
    const app = renderApp('/student/grades?semester=2');
    await waitFor(() => expect(app.location()).toBe('/login'));
    await waitFor(() =>
      expect(app.currentLocation().search).toBe(`?next=${encodeURIComponent('/student/grades?semester=2')}`),
    );
    await app.user.type(await screen.findByLabelText('Email'), student.email);
    await app.user.type(screen.getByLabelText('Password'), 'secret1');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe('/student/grades'));
    await waitFor(() => expect(app.currentLocation().search).toBe('?semester=2'));
  });

  it.each([
    ['//evil.example/student', '/student'],
    ['https://evil.example/student', '/student'],
    ['/\\evil.example', '/student'],
    ['javascript:alert(1)', '/student'],
    ['/admin/students', '/student'],
    ['/faculty', '/student'],
    [null, '/student'],
    ['/student/attendance', '/student/attendance'],
    ['/classroom/abc', '/classroom/abc'],
  ])('for a student, next=%s leads to %s', (next, expected) => {
    expect(returnPath(next, 'student')).toBe(expected);
  });
});
