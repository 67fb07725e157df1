import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../lib/navigation';
import { buildAdmin, buildFaculty, buildStudent } from '../test/factories';
import { fail, mockApi, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';

const meReturns = (user: ReturnType<typeof buildStudent>) => mockApi({ 'GET /api/auth/me': ok({ user }) });

describe('route guards', () => {
  it('a visitor who is not signed in is sent from /student to /login', async () => {
    mockApi({});
    const app = renderApp('/student');
    await screen.findByRole('heading', { name: 'Sign in to the portal' });
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('a student visiting /admin is sent to /', async () => {
    const student = buildStudent();
    meReturns(student);
    const app = renderApp('/admin', { signedInAs: student });
    await waitFor(() => expect(app.location()).toBe('/'));
    // The home page is rendered by the server, so the app loads it as a document.
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/'));
  });

  it('a student visiting an unknown admin page (/admin/courses) is still sent to /', async () => {
    const student = buildStudent();
    meReturns(student);
    const app = renderApp('/admin/courses', { signedInAs: student });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('a faculty member visiting /student is sent to /', async () => {
    const teacher = buildFaculty();
    meReturns(teacher);
    const app = renderApp('/student', { signedInAs: teacher });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('shows the page of a session kept on this device while the server still checks it', async () => {
    const student = buildStudent();
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({ 'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)) });
    const app = renderApp('/student', { signedInAs: student });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeTruthy();
    answer(ok({ user: student }));
    await waitFor(() => expect(app.location()).toBe('/student'));
  });

  it("the student dashboard's welcome line shows the profile from /api/auth/me", async () => {
    const stored = buildStudent({ department: 'Computer Science' });
    meReturns({ ...stored, name: 'Ayesha Malik', department: 'Information Technology' });
    renderApp('/student', { signedInAs: stored });
    expect(await screen.findByText('Welcome back, Ayesha Malik!')).toBeTruthy();
    expect(screen.getByText('Student ID: BSIT-2025-001 · Information Technology')).toBeTruthy();
  });

  it("the faculty dashboard's welcome line shows the employee ID, designation and department", async () => {
    const teacher = buildFaculty();
    meReturns(teacher);
    renderApp('/faculty', { signedInAs: teacher });
    expect(await screen.findByText('Welcome back, Dr. Imran Ali!')).toBeTruthy();
    expect(
      screen.getByText('Employee ID: EMP-042 · Role: Assistant Professor · Computer Science'),
    ).toBeTruthy();
  });

  it('an admin reaches /admin and sees the way to the registrations', async () => {
    const admin = buildAdmin();
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admin/registrations': ok({ registrations: [] }),
    });
    renderApp('/admin', { signedInAs: admin });
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(await screen.findByText('0 pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review registrations' }).getAttribute('href')).toBe(
      '/admin/registrations',
    );
  });

  it('an unknown page inside an area shows "Page not found" behind the guard', async () => {
    const student = buildStudent();
    meReturns(student);
    renderApp('/student/nothing-here', { signedInAs: student });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/student',
    );
  });

  it('/classroom/:classId needs a signed-in user of any role', async () => {
    mockApi({});
    const app = renderApp('/classroom/abc');
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('an address outside the portal is loaded from the server, which renders public pages and 404s', async () => {
    mockApi({});
    renderApp('/no-such-page?x=1');
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/no-such-page?x=1'));
  });

  it('a stored session the server refuses (401) is cleared and the visitor is sent to /login', async () => {
    mockApi({ 'GET /api/auth/me': fail(401, 'Your session has expired. Please sign in again.') });
    const app = renderApp('/student', { signedInAs: buildStudent() });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
