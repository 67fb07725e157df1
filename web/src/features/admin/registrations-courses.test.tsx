/** Issue 23: the approval queue says which requested courses approving will not give, before and after. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Approval, Registration } from '@contract/registrations';
import { buildAdmin, buildFaculty, buildRegistration } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

const free = {
  _id: 'c-free',
  code: 'IT-101',
  name: 'Programming Fundamentals',
  instructor: null,
  archived: false,
};
const taken = {
  _id: 'c-taken',
  code: 'IT-205',
  name: 'Web Development',
  instructor: { _id: 'f-imran', name: 'Dr. Imran Ali' },
  archived: false,
};
const closed = { _id: 'c-closed', code: 'IT-310', name: 'Old Databases', instructor: null, archived: true };

const hina = buildRegistration({
  ...buildFaculty({ name: 'Dr. Hina Shah', email: 'hina@example.edu', status: 'pending' }),
  courses: [free, taken, closed],
});

/** A queue of one pending teacher whose approval answers `approval`. */
function queue(registration: Registration, approval: Approval) {
  let status: Registration['status'] = 'pending';
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/registrations': (call) =>
      ok({
        registrations:
          (call.query.get('status') ?? 'pending') === status ? [{ ...registration, status }] : [],
      }),
    [`POST /api/admin/registrations/${registration._id}/approve`]: () => {
      status = 'approved';
      return ok(approval, 'Registration approved');
    },
  });
}

describe('requested courses in the approval queue', () => {
  it('the queue shows, before approving, which requested courses already have a teacher', async () => {
    queue(hina, { assigned: [], notAssigned: [] });
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Dr. Hina Shah' });

    const note = within(card).getByRole('status');
    expect(within(note).getByText('Approving will not assign these requested courses:')).toBeTruthy();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'IT-205 - Web Development: already taught by Dr. Imran Ali, who keeps it',
      'IT-310 - Old Databases: archived, so it takes no one new',
    ]);

    await app.user.click(within(card).getByRole('button', { name: 'Show details' }));
    const chosen = within(card).getByText('Courses to teach').nextElementSibling as HTMLElement;
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'IT-101 - Programming Fundamentals',
      'IT-205 - Web Development (already taught by Dr. Imran Ali)',
      'IT-310 - Old Databases (archived)',
    ]);
  });

  it("in Urdu the card names the teacher's department and designation in Urdu", async () => {
    queue(hina, { assigned: [], notAssigned: [] });
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    await screen.findByRole('article', { name: 'Dr. Hina Shah' });
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    const card = () => screen.getByRole('article', { name: 'Dr. Hina Shah' });
    await waitFor(() => expect(within(card()).getByText('کمپیوٹر سائنس')).toBeTruthy());
    expect(within(card()).getByText('اسسٹنٹ پروفیسر')).toBeTruthy();
    expect(within(card()).queryByText('Computer Science')).toBeNull();
    // Back to English for the tests after this one: the language is kept for the whole page.
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    await waitFor(() => expect(within(card()).getByText('Computer Science')).toBeTruthy());
  });

  it('a registration whose courses can all be given shows no such note', async () => {
    queue(buildRegistration({ ...hina, courses: [free] }), { assigned: [], notAssigned: [] });
    renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Dr. Hina Shah' });
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('after approving, beside the Approve button, says which courses were assigned and which not and why, until dismissed', async () => {
    queue(hina, {
      assigned: [{ _id: free._id, code: free.code, name: free.name }],
      notAssigned: [
        {
          _id: taken._id,
          code: taken.code,
          name: taken.name,
          reason: 'has_teacher',
          teacher: taken.instructor,
        },
        { _id: closed._id, code: closed.code, name: closed.name, reason: 'archived', teacher: null },
      ],
    });
    const app = renderApp('/admin/registrations', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Dr. Hina Shah' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(card).getByRole('button', { name: 'Approve' }));

    const answer = await within(card).findByRole('status');
    expect(within(answer).getByText('Registration approved')).toBeTruthy();
    expect(within(answer).getByText('Assigned to teach: IT-101 - Programming Fundamentals.')).toBeTruthy();
    expect(within(answer).getByText('Not assigned:')).toBeTruthy();
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'IT-205 - Web Development: already taught by Dr. Imran Ali, who keeps it',
      'IT-310 - Old Databases: archived, so it takes no one new',
    ]);
    // The answer is where the button was, and the note from before approving has gone.
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card).queryByText('Approving will not assign these requested courses:')).toBeNull();

    // It left the queue, but what it says needs reading: it stays past the usual 3 seconds.
    expect(await screen.findByText('0 pending')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(within(card).getByText('Registration approved')).toBeTruthy();
    await app.user.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dr. Hina Shah' })).toBeNull());
    expect(screen.getByText('No pending registrations')).toBeTruthy();
  });
});
