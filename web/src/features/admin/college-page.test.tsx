import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLEGE_INFO, type CollegeInfo } from '@contract/college';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();
const college: CollegeInfo = { ...DEFAULT_COLLEGE_INFO, name: 'Test College' };

describe('/admin/college', () => {
  it('is in the admin area’s navigation', async () => {
    mockApi({ 'GET /api/auth/me': ok({ user: admin }), 'GET /api/college': ok(college) });
    const app = renderApp('/admin/college', { signedInAs: admin });
    await screen.findByLabelText('Office phone');
    const links = screen.getAllByRole('link', { name: 'College details' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/admin/college');
    expect(app.location()).toBe('/admin/college');
  });

  it('an admin sets the office phone, the hours and two social links, and sees it saved beside the button', async () => {
    const api = mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/college': ok(college),
      'PUT /api/admin/college': (call) =>
        ok({ ...college, ...(call.body as object) }, 'College details saved'),
    });
    const { user } = renderApp('/admin/college', { signedInAs: admin });
    const phone = await screen.findByLabelText('Office phone');
    expect((phone as HTMLInputElement).value).toBe(DEFAULT_COLLEGE_INFO.officePhone);

    await user.clear(phone);
    await user.type(phone, '+92 62 9255010');
    const hours = screen.getByLabelText('Office hours');
    await user.clear(hours);
    await user.type(hours, 'Mon-Fri 9:00-16:00');
    await user.type(screen.getByLabelText('Facebook'), 'https://www.facebook.com/gac');
    await user.type(screen.getByLabelText('WhatsApp'), ' https://wa.me/92629255010 ');
    await user.clear(screen.getByLabelText('Phone 2'));
    await user.click(screen.getByRole('button', { name: 'Save College details' }));

    const saved = await screen.findByText('College details saved');
    expect(
      saved.closest('div.flex-col')?.contains(screen.getByRole('button', { name: 'Save College details' })),
    ).toBe(true);
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      address: DEFAULT_COLLEGE_INFO.address,
      // The emptied box is left out.
      phones: [DEFAULT_COLLEGE_INFO.phones[0]],
      latitude: DEFAULT_COLLEGE_INFO.latitude,
      officePhone: '+92 62 9255010',
      officeHours: 'Mon-Fri 9:00-16:00',
      social: { facebook: 'https://www.facebook.com/gac', whatsapp: 'https://wa.me/92629255010' },
    });
  });

  it("the page's own footer follows the save, without a reload", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/college': ok(college),
      'PUT /api/admin/college': (call) =>
        ok({ ...college, ...(call.body as object) }, 'College details saved'),
    });
    const { user } = renderApp('/admin/college', { signedInAs: admin });
    const hours = await screen.findByLabelText('Office hours');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).not.toContain('Mon-Sat 8:30-15:30');
    await user.clear(hours);
    await user.type(hours, 'Mon-Sat 8:30-15:30');
    await user.click(screen.getByRole('button', { name: 'Save College details' }));
    await screen.findByText('College details saved');
    await waitFor(() => expect(footer.textContent).toContain('Mon-Sat 8:30-15:30'));
  });

  it('says which link is not an https address and sends nothing; the message goes once it is changed', async () => {
    const api = mockApi({ 'GET /api/auth/me': ok({ user: admin }), 'GET /api/college': ok(college) });
    const { user } = renderApp('/admin/college', { signedInAs: admin });
    const instagram = await screen.findByLabelText('Instagram');
    await user.type(instagram, 'http://instagram.com/gac');
    await user.click(screen.getByRole('button', { name: 'Save College details' }));
    const message = 'Instagram must be a full link starting with https://';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(instagram);
    expect(instagram.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(instagram, 's');
    expect(screen.queryByText(message)).toBeNull();
  });

  it("shows the server's refusal at the field it names", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/college': ok(college),
      'PUT /api/admin/college': fail(400, 'Validation failed', [
        { field: 'social.linkedin', message: 'LinkedIn must be a full link starting with https://' },
      ]),
    });
    const { user } = renderApp('/admin/college', { signedInAs: admin });
    await user.type(await screen.findByLabelText('LinkedIn'), 'https://linkedin.com/school/gac');
    await user.click(screen.getByRole('button', { name: 'Save College details' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('LinkedIn')));
    expect(screen.getByText('LinkedIn must be a full link starting with https://')).toBeTruthy();
  });

  it('reads in Urdu', async () => {
    mockApi({ 'GET /api/auth/me': ok({ user: admin }), 'GET /api/college': ok(college) });
    const app = renderApp('/admin/college', { signedInAs: admin });
    await screen.findByLabelText('Office phone');
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    expect(await screen.findByLabelText('دفتر کا فون')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'کالج کی تفصیل محفوظ کریں' })).toBeTruthy();
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    await screen.findByLabelText('Office phone');
  });
});
