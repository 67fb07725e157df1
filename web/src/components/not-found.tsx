import { Link } from 'react-router';
import { paths } from '../app/paths';
import { useT } from '../lib/i18n';
import { useIsStaticPage } from '../lib/static-page';
import { buttonClass } from './ui/button';

/** "Page not found", for unknown public URLs and unknown pages inside a portal area. */
export function NotFound({ homeTo = paths.home }: { homeTo?: string }) {
  const t = useT();
  // A server-rendered page gets its <title> from the server.
  const isStatic = useIsStaticPage();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {!isStatic && <title>{`${t('notFound.title')} | ${t('app.name')}`}</title>}
      <p className="text-5xl font-bold text-blue-700 dark:text-blue-300" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('notFound.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('notFound.body')}</p>
      <Link to={homeTo} reloadDocument={homeTo === paths.home} className={buttonClass('primary')}>
        {homeTo === paths.home ? t('notFound.home') : t('notFound.area')}
      </Link>
    </section>
  );
}
