import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildStudent } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { loadDocument } from '../../lib/navigation';

describe('header and footer', () => {
  it('shows the public links and a Sign In link to /login for a visitor', async () => {
    mockApi({});
    renderApp('/login');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Departments', '/departments'],
      ['Admissions', '/admissions'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('the footer links to About Us, Departments, Admissions and Student Portal and shows the contact details', async () => {
    mockApi({});
    renderApp('/login');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(within(footer).getByRole('link', { name: 'Student Portal' }).getAttribute('href')).toBe(
      '/student',
    );
    expect(within(footer).getByText('Model Town A, Bahawalpur, Punjab, Pakistan')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '+92 62 9255001' }).getAttribute('href')).toBe(
      'tel:+92629255001',
    );
    expect(within(footer).getByRole('link', { name: '+92 62 9255002' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'info@college.edu.pk' }).getAttribute('href')).toBe(
      'mailto:info@college.edu.pk',
    );
  });

  it('the mobile menu toggle reports whether the menu is open', async () => {
    mockApi({});
    const app = renderApp('/login');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(document.getElementById('mobile-menu')?.hidden).toBe(true);
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(document.getElementById('mobile-menu')?.hidden).toBe(false);
    const mobileLinks = within(screen.getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
    expect(mobileLinks.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/departments',
      '/admissions',
      '/contact',
    ]);
    // Moving to another page closes it.
    await act(() => app.navigate('/register/student'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });

  it('a page under /student has a Back button that goes one step back', async () => {
    const student = buildStudent();
    mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp('/register/student', { signedInAs: student });
    await act(() => app.navigate('/student'));
    await app.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/register/student'));
  });

  it('a visit that starts on the area home has no Back button, which would lead nowhere; the next page has one', async () => {
    const student = buildStudent();
    mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp('/student', { signedInAs: student });
    await screen.findByRole('button', { name: /Ayesha Khan/ });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await act(() => app.navigate('/student/grades'));
    await app.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/student'));
  });

  it("a signed-in student's menu has Dashboard, Profile and Sign Out", async () => {
    const student = buildStudent();
    mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp('/login', { signedInAs: student });
    const button = await screen.findByRole('button', { name: /Ayesha Khan/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById('account-menu')!;
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/student');
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/student/profile');
    expect(within(menu).queryByRole('link', { name: 'Registrations' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await app.user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("an admin's menu also links to Registrations and the Audit Trail", async () => {
    const admin = buildAdmin();
    mockApi({ 'GET /api/auth/me': ok({ user: admin }) });
    const app = renderApp('/login', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: /Sana Admin/ }));
    const menu = document.getElementById('account-menu')!;
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/admin/profile');
    expect(within(menu).getByRole('link', { name: 'Registrations' }).getAttribute('href')).toBe(
      '/admin/registrations',
    );
    expect(within(menu).getByRole('link', { name: 'Audit Trail' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('Sign Out ends the session and shows Sign In again', async () => {
    const student = buildStudent();
    const server = mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'POST /api/auth/logout': ok(undefined, 'Signed out'),
    });
    const app = renderApp('/student', { signedInAs: student });
    await app.user.click(await screen.findByRole('button', { name: /Ayesha Khan/ }));
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(loadDocument).toHaveBeenCalledWith('/');
    expect(server.callsTo('POST /api/auth/logout')[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the theme toggle switches the dark class on <html> and remembers the choice', async () => {
    mockApi({});
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await app.user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('says on every page that this is the demo college while its accounts keep the published password', async () => {
    mockApi({});
    const embedded = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'college-info',
      textContent: JSON.stringify({ demo: true }),
    });
    document.head.append(embedded);
    try {
      renderApp('/login');
      const sentence = await screen.findByText(
        'A demo college for trying the portal: its accounts share a published password.',
      );
      // Inside a landmark of its own, which a screen reader moving by landmarks reaches.
      expect(screen.getByRole('region', { name: 'Demo college' }).contains(sentence)).toBe(true);
    } finally {
      embedded.remove();
    }
  });

  it('shows no demo banner for a real college', async () => {
    mockApi({});
    renderApp('/login');
    await screen.findByRole('banner');
    expect(screen.queryByText(/A demo college/)).toBeNull();
  });
});
