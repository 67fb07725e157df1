import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Registration } from '@contract/registrations';
import { buildAdmin, buildFaculty, buildRegistration, buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

/** A fake approval queue: lists by status and role, and approve / reject change a person's status. */
function queue(initial: Registration[], decisions: { approve?: Handler; reject?: Handler } = {}) {
  const people = [...initial];
  const decide = (id: string, status: 'approved' | 'rejected', message: string) => () => {
    const index = people.findIndex((p) => p._id === id);
    people[index] = { ...people[index], status };
    return ok(status === 'approved' ? { assigned: [], notAssigned: [] } : undefined, message);
  };
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/registrations': (call: ApiCall) => {
      const status = call.query.get('status') ?? 'pending';
      const role = call.query.get('role');
      return ok({ registrations: people.filter((p) => p.status === status && (!role || p.role === role)) });
    },
  };
  for (const person of initial) {
    handlers[`POST /api/admin/registrations/${person._id}/approve`] =
      decisions.approve ?? decide(person._id, 'approved', 'Registration approved');
    handlers[`POST /api/admin/registrations/${person._id}/reject`] =
      decisions.reject ?? decide(person._id, 'rejected', 'Registration rejected');
  }
  return { server: mockApi(handlers), people };
}

const ali = buildRegistration({
  name: 'Ali Raza',
  email: 'ali@example.edu',
  student_id: 'BSIT-2025-044',
  courses: [
    { _id: 'c1', code: 'IT-101', name: 'Programming Fundamentals', instructor: null, archived: false },
  ],
});
const hina = buildRegistration({
  ...buildFaculty({ name: 'Dr. Hina Shah', email: 'hina@example.edu', status: 'pending' }),
  guardian_name: undefined,
  specialization: 'Databases',
});

describe('admin registrations', () => {
  it('lists the pending registrations with their summary, the pending count and the details on demand', async () => {
    queue([ali, hina]);
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Ali Raza' });
    expect(screen.getByText('2 pending')).toBeTruthy();
    expect(within(card).getByText('ali@example.edu')).toBeTruthy();
    expect(within(card).getByText('BSIT-2025-044')).toBeTruthy();
    expect(within(card).getByText('Semester 3, Section A')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Dr. Hina Shah' })).getByText('Assistant Professor'),
    ).toBeTruthy();

    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Tariq Khan')).toBeTruthy();
    expect(within(card).getByText('IT-101 - Programming Fundamentals')).toBeTruthy();
  });

  it('filters by status and role through the selects', async () => {
    const { server } = queue([
      ali,
      hina,
      buildRegistration({ name: 'Old One', status: 'approved', decidedAt: '2025-02-01T10:00:00Z' }),
    ]);
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    await screen.findByRole('article', { name: 'Ali Raza' });
    await app.user.selectOptions(screen.getByLabelText('Role'), 'faculty');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ali Raza' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Dr. Hina Shah' })).toBeTruthy();
    await app.user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(await screen.findByText('No approved registrations')).toBeTruthy();
    await app.user.selectOptions(screen.getByLabelText('Role'), '');
    expect(await screen.findByRole('article', { name: 'Old One' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const queries = server.callsTo('GET /api/admin/registrations').map((c) => c.query.toString());
    expect(queries).toContain('status=pending&role=faculty');
    expect(queries).toContain('status=approved');
  });

  it("shows 'No pending registrations' when the queue is empty", async () => {
    queue([]);
    renderApp('/admin/registrations', { signedInAs: admin });
    expect(await screen.findByText('No pending registrations')).toBeTruthy();
    expect(screen.getByText('0 pending')).toBeTruthy();
  });

  it('Approve calls the server, shows its message for 3 seconds and refreshes the list', async () => {
    const { server } = queue([ali]);
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Ali Raza' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('Registration approved')).toBeTruthy();
    expect(await screen.findByText('0 pending')).toBeTruthy();
    expect(
      server.callsTo(`POST /api/admin/registrations/${ali._id}/approve`)[0].headers.get('authorization'),
    ).toBe('Bearer test-token');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Registration approved')).toBeNull());
    expect(await screen.findByText('No pending registrations')).toBeTruthy();
  });

  it('Reject asks for an optional reason and sends it', async () => {
    const { server } = queue([ali]);
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Ali Raza' });
    await app.user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the registration of Ali Raza?' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason (optional)'));
    await app.user.type(
      within(dialog).getByLabelText('Reason (optional)'),
      'Student ID does not match our records',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm Rejection' }));
    expect(await screen.findByText('Registration rejected')).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/registrations/${ali._id}/reject`).map((c) => c.body)).toEqual([
      { reason: 'Student ID does not match our records' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('No pending registrations')).toBeTruthy();
  });

  it('Escape closes the reject dialog without a call', async () => {
    const { server } = queue([ali]);
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Ali Raza' });
    await app.user.click(within(card).getByRole('button', { name: 'Reject' }));
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message when an approval fails", async () => {
    queue([ali], { approve: fail(409, 'This registration has already been decided') });
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    await app.user.click(
      within(await screen.findByRole('article', { name: 'Ali Raza' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This registration has already been decided');
  });

  it('a student cannot open /admin/registrations', async () => {
    const student = buildStudent();
    mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp('/admin/registrations', { signedInAs: student });
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
