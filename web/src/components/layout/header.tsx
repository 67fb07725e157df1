import { ArrowLeft, ChevronDown, GraduationCap, Menu, Moon, Sun, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { areaHome, areaOf } from '../../app/area-sections';
import { isPortalPath, paths, roleHome, roleProfile } from '../../app/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useCollege } from '../../lib/college';
import { loadDocument } from '../../lib/navigation';
import { useIsStaticPage } from '../../lib/static-page';
import { useT, type TranslationKey } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';
import { buttonClass } from '../ui/button';
import { cn } from '../ui/cn';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notification-bell';

const PUBLIC_LINKS: { to: string; label: TranslationKey }[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.departments, label: 'nav.departments' },
  { to: paths.admissions, label: 'nav.admissions' },
  { to: paths.contact, label: 'nav.contact' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-slate-800 dark:text-blue-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
  );

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export function Header() {
  const t = useT();
  const college = useCollege();
  const isStatic = useIsStaticPage();
  const location = useLocation();
  const navigate = useNavigate();
  const { theme, toggle } = useTheme();
  // Menus remember the page they were opened on, so they close by themselves when the page changes.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobileOpenOn === location.pathname;
  const area = areaOf(location.pathname);
  const { user } = useAuth();
  // Signed in, a phone's header keeps room for the bell and the account: language and theme move into the
  // account menu below the `sm` width.
  const compact = !isStatic && !!user;

  // React Router marks the entry a visit started on with the key 'default': behind it is another site.
  const firstOfVisit = location.key === 'default';
  /** One step back while it stays in the portal; on the first page of a visit, the area's home instead. */
  const goBack = () => {
    if (!firstOfVisit) void navigate(-1);
    else void navigate(area ? areaHome(area) : paths.home);
  };
  // On the area's home as a visit's first page Back would lead where the reader already is.
  const backLeadsSomewhere = !(firstOfVisit && area && location.pathname === areaHome(area));

  return (
    <header className="sticky print:hidden top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        {isPortalPath(location.pathname) && backLeadsSomewhere && (
          <button type="button" className={iconButton} onClick={goBack} aria-label={t('nav.back')}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </button>
        )}
        <Link
          to={paths.home}
          reloadDocument
          title={college.name}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-blue-800 dark:text-blue-200"
        >
          {/* In Urdu a phone gives the cap's room to the name: two lines of Nastaliq, whole (styles.css). */}
          <GraduationCap aria-hidden="true" className="size-8 shrink-0 rtl:max-sm:hidden" />
          <span className="college-name truncate text-sm sm:text-base">{college.name}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="ms-auto hidden md:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end reloadDocument className={navLinkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex shrink-0 items-center gap-1 md:ms-2">
          <LanguageSwitch className={cn(compact && 'max-sm:hidden')} />
          <button
            type="button"
            className={cn(iconButton, compact && 'max-sm:hidden')}
            onClick={toggle}
            aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            data-theme-toggle=""
            data-label-dark={t('theme.toDark')}
            data-label-light={t('theme.toLight')}
          >
            {/* Both icons are in the page; the `dark` class on <html> picks one, before any script runs. */}
            <Sun aria-hidden="true" className="hidden size-5 dark:block" />
            <Moon aria-hidden="true" className="size-5 dark:hidden" />
          </button>
          {!isStatic && <NotificationBell />}
          {isStatic ? <StaticAccountControl /> : <AccountControl />}
          <button
            type="button"
            className={cn(iconButton, 'group md:hidden')}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-label-open={t('nav.openMenu')}
            data-label-close={t('nav.closeMenu')}
            onClick={() => setMobileOpenOn(mobileOpen ? null : location.pathname)}
          >
            <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
            <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t('nav.mobile')}
        hidden={!mobileOpen}
        className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
      >
        <ul className="flex flex-col gap-1">
          {PUBLIC_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                reloadDocument
                className={(state) => cn(navLinkClass(state), 'block py-3 text-base')}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

const accountButtonClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';
const accountPanelClass =
  'absolute inset-e-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const accountItemClass =
  'flex w-full items-center rounded-md px-3 py-2.5 text-start text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * On a server-rendered page nobody is known yet: the page shows Sign In, and carries the account menu as a
 * template that the page script fills in and swaps in when the browser holds a session. A browser that holds
 * one (marked by public/theme-init.js before first paint) sees a neutral placeholder meanwhile, never Sign In.
 */
function StaticAccountControl() {
  const t = useT();
  const byRole = (to: (role: string) => string) => ({
    'data-href-admin': to('admin'),
    'data-href-faculty': to('faculty'),
    'data-href-student': to('student'),
  });
  return (
    <>
      <a href={paths.login} className={buttonClass('primary', 'whitespace-nowrap px-3')} data-sign-in="">
        {t('nav.signIn')}
      </a>
      <span
        data-account-pending=""
        aria-hidden="true"
        className="hidden min-h-11 items-center px-3 text-slate-400 dark:text-slate-500"
      >
        <UserRound className="size-6 animate-pulse" />
      </span>
      <template data-account-menu="">
        <div className="relative">
          <button
            type="button"
            className={accountButtonClass}
            aria-expanded="false"
            aria-controls="account-menu"
          >
            <span className="sr-only">{t('nav.accountMenu')}: </span>
            <UserRound aria-hidden="true" className="size-5 sm:hidden" />
            <span className="sr-only max-w-32 truncate sm:not-sr-only" data-user-name="" />
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
          <div id="account-menu" hidden className={accountPanelClass}>
            <p className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-400" data-user-email="" />
            <ul className="flex flex-col">
              <li>
                <a href={roleHome('student')} className={accountItemClass} {...byRole(roleHome)}>
                  {t('nav.dashboard')}
                </a>
              </li>
              <li>
                <a href={roleProfile('student')} className={accountItemClass} {...byRole(roleProfile)}>
                  {t('nav.profile')}
                </a>
              </li>
              <li data-admin-only="">
                <a href={paths.admin.registrations} className={accountItemClass}>
                  {t('nav.registrations')}
                </a>
              </li>
              <li data-admin-only="">
                <a href={paths.admin.messages} className={accountItemClass}>
                  {t('nav.messages')}
                </a>
              </li>
              <li data-admin-only="">
                <a href={paths.admin.audit} className={accountItemClass}>
                  {t('nav.audit')}
                </a>
              </li>
              <li>
                <button
                  type="button"
                  className={cn(accountItemClass, 'text-red-700 dark:text-red-300')}
                  data-sign-out=""
                >
                  {t('nav.signOut')}
                </button>
              </li>
            </ul>
          </div>
        </div>
      </template>
    </>
  );
}

/** Sign In for visitors; for a signed-in user a menu with Dashboard, Profile, (Registrations, Messages, Audit Trail) and Sign Out. */
function AccountControl() {
  const t = useT();
  const { user, logout } = useAuth();
  const { theme, toggle: toggleTheme } = useTheme();
  // A plain flag, closed by choosing an item: a flag keyed to the route would swallow a click made while
  // a navigation is still pending (the router's location lags behind until the next page has loaded).
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to={paths.login} className={buttonClass('primary', 'whitespace-nowrap px-3')}>
        {t('nav.signIn')}
      </Link>
    );
  }

  const signOut = async () => {
    setOpen(false);
    await logout();
    // The home page is a server page; loading it in place of this entry leaves nothing personal behind Back.
    loadDocument(paths.home);
  };
  const itemClass = accountItemClass;

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        className={accountButtonClass}
        aria-expanded={open}
        aria-controls="account-menu"
        title={user.name}
        onClick={() => setOpen(!open)}
      >
        <span className="sr-only">{t('nav.accountMenu')}: </span>
        <UserRound aria-hidden="true" className="size-5 sm:hidden" />
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{user.name}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <div id="account-menu" hidden={!open} className={accountPanelClass}>
        <p className="px-3 pt-2 text-sm font-medium break-words text-slate-900 sm:hidden dark:text-slate-100">
          {user.name}
        </p>
        <p className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-400" title={user.email}>
          {user.email}
        </p>
        <ul className="flex flex-col">
          <li>
            <Link to={roleHome(user.role)} className={itemClass} onClick={close}>
              {t('nav.dashboard')}
            </Link>
          </li>
          <li>
            <Link to={roleProfile(user.role)} className={itemClass} onClick={close}>
              {t('nav.profile')}
            </Link>
          </li>
          {user.role === 'admin' && (
            <>
              <li>
                <Link to={paths.admin.registrations} className={itemClass} onClick={close}>
                  {t('nav.registrations')}
                </Link>
              </li>
              <li>
                <Link to={paths.admin.messages} className={itemClass} onClick={close}>
                  {t('nav.messages')}
                </Link>
              </li>
              <li>
                <Link to={paths.admin.audit} className={itemClass} onClick={close}>
                  {t('nav.audit')}
                </Link>
              </li>
            </>
          )}
          <li className="border-t border-slate-200 pt-1 sm:hidden dark:border-slate-700">
            <LanguageSwitch named className={cn(itemClass, 'gap-1.5')} />
          </li>
          <li className="sm:hidden">
            <button type="button" className={cn(itemClass, 'gap-1.5')} onClick={toggleTheme}>
              <Sun aria-hidden="true" className="hidden size-5 dark:block" />
              <Moon aria-hidden="true" className="size-5 dark:hidden" />
              {theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={cn(itemClass, 'text-red-700 dark:text-red-300')}
              onClick={signOut}
            >
              {t('nav.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
