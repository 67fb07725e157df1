import type { MissingStudent } from '@contract/submission-loop';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';

/** The course's enrolled students who have not submitted this assignment, by name. */
export function NotSubmittedSection({ students }: { students: MissingStudent[] }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="not-submitted" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="not-submitted" className="text-lg font-semibold">
          {t('loop.missing.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {students.length > 0 && t('loop.missing.count', { n: students.length })}
        </p>
      </div>
      {students.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('loop.missing.none')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {students.map((s) => (
            <li key={s._id} className="flex flex-col rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800">
              <span dir="auto" className="font-medium">
                {s.name}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                <bdi dir="ltr">{s.student_id}</bdi> · {t('loop.missing.section', { section: s.section })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
