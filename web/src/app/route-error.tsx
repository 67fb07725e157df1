import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { useT } from '../lib/i18n';
import { paths } from './paths';

/** Shown when a page throws or its code cannot be downloaded (for example after a new release). */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  console.error(error);
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('error.body')}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to={paths.home} className={buttonClass('secondary')} reloadDocument>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
