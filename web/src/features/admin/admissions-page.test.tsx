import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMISSIONS } from '@contract/admissions-content';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

describe('/admin/admissions', () => {
  it('an admin changes the year, a date, a fee and which programs are offered, and sees it saved beside the button', async () => {
    const api = mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admissions': ok(DEFAULT_ADMISSIONS),
      'PUT /api/admin/admissions': (call) => ok(call.body, 'Admissions details saved'),
    });
    const { user } = renderApp('/admin/admissions', { signedInAs: admin });
    const year = await screen.findByLabelText('Admission year');
    expect((year as HTMLInputElement).value).toBe('2025');

    await user.clear(year);
    await user.type(year, '2026');
    const open = screen.getByLabelText('Applications open');
    await user.clear(open);
    await user.type(open, '2025-02-20');
    const se = screen.getByRole('group', { name: 'BS Software Engineering' });
    const fee = within(se).getByLabelText('Fee per semester (PKR)');
    await user.clear(fee);
    await user.type(fee, '170000');
    await user.click(
      within(screen.getByRole('group', { name: 'BS Computer Science' })).getByLabelText(
        'Taking students this year',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save Admissions' }));

    const saved = await screen.findByText('Admissions details saved');
    // Where the person is looking: in the block of the Save button.
    expect(
      saved.closest('div.flex-col')?.contains(screen.getByRole('button', { name: 'Save Admissions' })),
    ).toBe(true);
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      year: 2026,
      dates: { ...DEFAULT_ADMISSIONS.dates, open: '2025-02-20' },
      programs: [
        DEFAULT_ADMISSIONS.programs[0],
        { ...DEFAULT_ADMISSIONS.programs[1], offered: false },
        { ...DEFAULT_ADMISSIONS.programs[2], feePerSemester: 170_000 },
      ],
    });
  });

  it('says which date is out of order and sends nothing; the message goes once the date is changed', async () => {
    const api = mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admissions': ok(DEFAULT_ADMISSIONS),
    });
    const { user } = renderApp('/admin/admissions', { signedInAs: admin });
    const test = await screen.findByLabelText('Entrance test');
    await user.clear(test);
    await user.type(test, '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Save Admissions' }));
    expect(await screen.findByText('Each date must be on or after the one above it')).toBeTruthy();
    expect(document.activeElement).toBe(test);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(test);
    await user.type(test, '2025-07-15');
    expect(screen.queryByText('Each date must be on or after the one above it')).toBeNull();
  });

  it("shows the server's refusal at the field it names", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admissions': ok(DEFAULT_ADMISSIONS),
      'PUT /api/admin/admissions': fail(400, 'Validation failed', [
        { field: 'programs.2.feePerSemester', message: 'Fee per semester must be at most 5000000' },
      ]),
    });
    const { user } = renderApp('/admin/admissions', { signedInAs: admin });
    await screen.findByLabelText('Admission year');
    await user.click(screen.getByRole('button', { name: 'Save Admissions' }));
    const se = screen.getByRole('group', { name: 'BS Software Engineering' });
    await waitFor(() =>
      expect(within(se).getByText('Fee per semester must be at most 5000000')).toBeTruthy(),
    );
  });
});
