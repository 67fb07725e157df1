import { useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';
import { CONTENTS_ID, type ReportSpec } from './report-section';

/**
 * The list of the page's sections, each a link to its #id with its number of rows. Beside the reports from
 * the `lg` width (and staying in view while they scroll); above them on a phone, where each section ends with
 * a link back here.
 */
export function ReportContents({ specs }: { specs: readonly ReportSpec[] }) {
  const t = useT();
  const { hash } = useLocation();
  const titleId = `${CONTENTS_ID}-title`;
  return (
    <nav
      id={CONTENTS_ID}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:self-start dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={titleId} className="mb-2 text-sm font-semibold">
        {t('reports.contents')}
      </h2>
      <ol className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {specs.map((spec) => {
          const current = hash === `#${spec.id}`;
          return (
            <li key={spec.id}>
              <a
                href={`#${spec.id}`}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800',
                  current
                    ? 'bg-blue-50 font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200'
                    : 'text-blue-700 dark:text-blue-300',
                )}
              >
                <span>{spec.title}</span>
                <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {spec.rows.length}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
