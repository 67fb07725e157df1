/** The sheet behind the bottom bar's "More", loaded when first opened (area-nav.tsx). */
import { Link } from 'react-router';
import { isCurrentSection, type AreaSection } from '../../app/area-sections';
import { paths } from '../../app/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { useT } from '../../lib/i18n';
import { loadDocument } from '../../lib/navigation';
import { Dialog } from '../ui/dialog';
import { cn } from '../ui/cn';

const sheetItemClass =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-start text-base font-medium';

/** The sections that do not fit on the bar, and the account's Sign Out, in a sheet from the bottom. */
export default function MoreSheet({
  onClose,
  sections,
  pathname,
}: {
  onClose: () => void;
  sections: readonly AreaSection[];
  pathname: string;
}) {
  const t = useT();
  const { user, logout } = useAuth();
  const signOut = async () => {
    onClose();
    await logout();
    // The home page is a server page; loading it in place of this entry leaves nothing personal behind Back.
    loadDocument(paths.home);
  };
  return (
    <Dialog open onClose={onClose} title={t('nav.moreTitle')}>
      <ul className="flex flex-col gap-1">
        {sections.map((section) => {
          const current = isCurrentSection(section, pathname);
          return (
            <li key={section.to}>
              <Link
                to={section.to}
                aria-current={current ? 'page' : undefined}
                onClick={onClose}
                className={cn(
                  sheetItemClass,
                  current
                    ? 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100'
                    : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                )}
              >
                <span className="min-w-0 break-words">{t(section.label)}</span>
              </Link>
            </li>
          );
        })}
        {user && (
          <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
            <button
              type="button"
              onClick={() => void signOut()}
              className={cn(
                sheetItemClass,
                'text-red-700 hover:bg-slate-100 dark:text-red-300 dark:hover:bg-slate-800',
              )}
            >
              {t('nav.signOut')}
            </button>
          </li>
        )}
      </ul>
    </Dialog>
  );
}
