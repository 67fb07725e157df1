/**
 * The only script of the server-rendered public pages: it enhances the HTML instead of hydrating it
 * (react-dom alone would exceed the page's JavaScript budget). Theme toggle, mobile menu, the signed-in
 * account menu, live department counts for admins, the admissions program selector, the contact form and
 * the checklist's print button.
 */
import './styles.css';
import type { User } from '@contract/auth';
import { isLocale, localeCookie } from '@contract/locale';
import { readStoredUser, readToken, clearStoredSession, storeUser } from './lib/auth/storage';
import { currentTheme, setTheme } from './lib/theme-store';

const $ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) =>
  root.querySelector<T & HTMLElement>(selector);
const $$ = <T extends Element = HTMLElement>(selector: string, root: ParentNode = document) => [
  ...root.querySelectorAll<T & HTMLElement>(selector),
];

async function api<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ ok: boolean; status: number; body: T }> {
  const token = readToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`/api${path}`, { ...init, headers });
  return { ok: res.ok, status: res.status, body: (await res.json().catch(() => ({}))) as T };
}

function themeToggle() {
  const button = $('[data-theme-toggle]');
  if (!button) return;
  const sync = () => {
    const dark = currentTheme() === 'dark';
    button.setAttribute('aria-label', (dark ? button.dataset.labelLight : button.dataset.labelDark) ?? '');
    button.setAttribute('aria-pressed', String(dark));
  };
  sync();
  button.addEventListener('click', () => {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    sync();
  });
}

/** The mobile menu opens and closes from its button, closes on Escape, and keeps focus inside while open. */
function mobileMenu() {
  const toggle = $('[aria-controls="mobile-menu"]');
  const menu = $('#mobile-menu');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    if (open) $('a', menu)?.focus();
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden));
  document.addEventListener('keydown', (event) => {
    if (menu.hidden) return;
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.focus();
    } else if (event.key === 'Tab') {
      const stops = [toggle, ...$$('a', menu)];
      const index = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? stops.length - 1 : index - 1) : (index + 1) % stops.length;
      event.preventDefault();
      stops[next].focus();
    }
  });
}

/** For a signed-in visitor the Sign In link becomes the account menu rendered into <template data-account-menu>. */
function accountMenu() {
  const user = readStoredUser();
  const signIn = $('[data-sign-in]');
  const template = $<HTMLTemplateElement>('template[data-account-menu]');
  if (!user || !readToken()) {
    // theme-init.js saw stored keys that are no session after all: Sign In again instead of the placeholder.
    document.documentElement.removeAttribute('data-session');
    return;
  }
  if (!signIn || !template) return;
  const menu = (template as HTMLTemplateElement).content.firstElementChild!.cloneNode(true) as HTMLElement;
  const button = $('button', menu)!;
  const list = $('#account-menu', menu)!;
  $('[data-user-name]', menu)!.textContent = user.name;
  $('[data-user-email]', menu)!.textContent = user.email;
  for (const link of $$<HTMLAnchorElement>('a[data-href-by-role]', menu)) {
    link.href = link.dataset[`href${user.role[0].toUpperCase()}${user.role.slice(1)}`] ?? link.href;
  }
  for (const item of $$('[data-admin-only]', menu)) if (user.role !== 'admin') item.remove();
  const setOpen = (open: boolean) => {
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) $('a, button', list)?.focus();
  };
  button.addEventListener('click', () => setOpen(list.hidden));
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !list.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  });
  $('[data-sign-out]', menu)?.addEventListener('click', async () => {
    // Signed out here even if the server cannot be reached (spec part 1 §4).
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStoredSession();
    window.location.assign('/');
  });
  signIn.replaceWith(menu);
  $('[data-account-pending]')?.remove();
}

type DepartmentCounts = { name: string; students: number; faculty: number; courses: number };

/** Admins see live counts on the Departments page; a failed load counts as empty. */
async function departmentCounts() {
  const cards = $$('[data-admin-counts]');
  if (cards.length === 0 || readStoredUser()?.role !== 'admin') return;
  let departments: DepartmentCounts[] = [];
  try {
    const res = await api<{ data?: { departments: DepartmentCounts[] } }>('/admin/departments');
    if (res.ok) departments = res.body.data?.departments ?? [];
  } catch {
    departments = [];
  }
  for (const card of cards) {
    const counts = departments.find((d) => d.name === card.dataset.adminCounts);
    for (const kind of ['students', 'faculty', 'courses'] as const) {
      $(`[data-count="${kind}"]`, card)!.textContent = String(counts?.[kind] ?? 0);
    }
    card.hidden = false;
    card.parentElement?.querySelector<HTMLElement>('[data-visitor-only]')?.setAttribute('hidden', '');
  }
}

function programSelector() {
  const selector = $('[data-program-selector]');
  if (!selector) return;
  const show = () => {
    const chosen = $<HTMLInputElement>('input:checked', selector)?.value;
    for (const panel of $$('[data-program-details]', selector))
      panel.hidden = panel.dataset.programDetails !== chosen;
  };
  selector.addEventListener('change', show);
  show();
}

type Said = { message: string; code?: string; params?: Record<string, string | number> };

/** The server's sentences by their codes: an Urdu page shows them in Urdu. */
async function inPageLanguage(said: Said[]): Promise<string[]> {
  if (document.documentElement.lang !== 'ur') return said.map((s) => s.message);
  const { urduMessages } = await import('./lib/i18n/messages-ur');
  return said.map((s) => urduMessages.said(s) ?? s.message);
}

type Envelope = Partial<Said> & { success?: boolean; errors?: ({ field: string } & Said)[] };

/** The contact form sends to POST /api/contact; the server's validation messages appear under the fields. */
function contactForm() {
  const form = $<HTMLFormElement>('form[data-contact-form]') as HTMLFormElement | null;
  if (!form) return;
  const status = $('[data-contact-status]', form)!;
  const submit = $<HTMLButtonElement>('button[type="submit"]', form) as HTMLButtonElement;
  const idleLabel = submit.textContent;
  const showStatus = (text: string, ok: boolean) => {
    status.textContent = text;
    status.className = `rounded-lg p-3 text-sm font-medium ${ok ? 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'}`;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const error of $$('[data-error-for]', form)) error.textContent = '';
    for (const field of $$('[aria-invalid]', form)) field.removeAttribute('aria-invalid');
    status.textContent = '';
    submit.disabled = true;
    submit.textContent = submit.dataset.busyLabel ?? idleLabel;
    try {
      const payload = Object.fromEntries(new FormData(form));
      const res = await api<Envelope>('/contact', { method: 'POST', body: JSON.stringify(payload) });
      const errors = res.body.errors ?? [];
      const { message: said = '', code, params } = res.body;
      const [message = '', ...fieldMessages] = await inPageLanguage([
        { message: said, code, params },
        ...errors,
      ]);
      if (res.ok) {
        form.reset();
        showStatus(message, true);
        return;
      }
      for (const [i, { field }] of errors.entries()) {
        const message = fieldMessages[i]!;
        const slot = $(`[data-error-for="${field}"]`, form);
        if (slot && !slot.textContent) slot.textContent = message;
        const control = form.elements.namedItem(field);
        if (control instanceof HTMLElement) control.setAttribute('aria-invalid', 'true');
      }
      showStatus(message || (form.dataset.failed ?? ''), false);
      $('[aria-invalid="true"]', form)?.focus();
    } catch {
      showStatus(form.dataset.networkError ?? '', false);
    } finally {
      submit.disabled = false;
      submit.textContent = idleLabel;
    }
  });
}

/**
 * English / اردو: the cookie tells the server which language to render; a signed-in account remembers the
 * choice too. Then the page comes back in the other language.
 */
function languageSwitch() {
  const button = $('[data-language-switch]');
  const next = button?.dataset.languageSwitch;
  if (!button || !isLocale(next)) return;
  button.addEventListener('click', async () => {
    document.cookie = localeCookie(next);
    const user = readStoredUser();
    if (user && readToken()) {
      const res = await api<{ data?: { user: User } }>('/auth/preferences', {
        method: 'PUT',
        body: JSON.stringify({ language: next }),
      }).catch(() => undefined);
      if (res?.ok && res.body.data) storeUser(res.body.data.user);
    }
    location.reload();
  });
}

function printButton() {
  $('[data-print]')?.addEventListener('click', () => window.print());
}

themeToggle();
languageSwitch();
mobileMenu();
accountMenu();
programSelector();
contactForm();
printButton();
void departmentCounts();
