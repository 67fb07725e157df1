import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStudent } from '../test/factories';
import { mockApi, ok, type Handler } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { twoTerms } from '../features/student/test/factories';

const student = buildStudent();
const LINK = `http://localhost/api/calendar/${'a'.repeat(43)}.ics`;

function serve(handlers: Record<string, Handler>) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/profile': ok({ user: student }),
    ...handlers,
  });
}

const open = async () => {
  const app = renderApp('/student/profile', { signedInAs: student });
  await screen.findByRole('region', { name: 'Calendar Feed' }, { timeout: 5000 });
  return app;
};

describe('the calendar feed card', () => {
  it('makes a link, shows it once with its warning, and copies it', async () => {
    let active = false;
    const server = serve({
      'GET /api/calendar-feed': () => ok({ active, created_at: active ? '2025-03-01T09:00:00.000Z' : null }),
      'POST /api/calendar-feed': () => {
        active = true;
        return ok({ url: LINK, created_at: '2025-03-01T09:00:00.000Z' });
      },
    });
    const app = await open();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await app.user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    expect(((await screen.findByLabelText('Your calendar link')) as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByText(/Keep this link private/)).toBeTruthy();
    expect(server.callsTo('POST /api/calendar-feed')).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('puts the chosen term into the link shown and copied: this term and later by default, another or all', async () => {
    const { spring, calendar } = twoTerms();
    serve({
      'GET /api/terms': ok(calendar),
      'GET /api/calendar-feed': () => ok({ active: false, created_at: null }),
      'POST /api/calendar-feed': () => ok({ url: LINK, created_at: '2025-03-01T09:00:00.000Z' }),
    });
    const app = await open();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await app.user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const link = (await screen.findByLabelText('Your calendar link')) as HTMLInputElement;
    const terms = screen.getByLabelText('Terms in the calendar') as HTMLSelectElement;
    expect(terms.value).toBe('');
    expect(link.value).toBe(LINK);
    await app.user.selectOptions(terms, 'Spring 2026');
    expect(link.value).toBe(`${LINK}?term=${spring._id}`);
    await app.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${LINK}?term=${spring._id}`);
    await app.user.selectOptions(terms, 'All terms');
    expect(link.value).toBe(`${LINK}?term=all`);
  });

  it('an active link can be turned off after confirmation, and is not shown again', async () => {
    let active = true;
    const server = serve({
      'GET /api/calendar-feed': () => ok({ active, created_at: active ? '2025-03-01T09:00:00.000Z' : null }),
      'DELETE /api/calendar-feed': () => {
        active = false;
        return ok({});
      },
    });
    const app = await open();
    expect(await screen.findByText(/Your calendar link is active since/)).toBeTruthy();
    expect(screen.queryByLabelText('Your calendar link')).toBeNull();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await app.user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(server.callsTo('DELETE /api/calendar-feed')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Calendar link turned off')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
  });
});
