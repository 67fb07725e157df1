import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { TermPlan } from '@contract/terms';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { termSaid } from '../../../lib/term-said';

/** The first warnings; the rest on request (a college without teachers assigned has hundreds). */
const FIRST = 10;

/** A plan's warnings (a course without a teacher, a clash, a student held back), in the reader's language. */
export function PlanWarnings({ warnings }: { warnings: TermPlan['warnings'] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  const shown = all ? warnings : warnings.slice(0, FIRST);
  return (
    <section
      aria-labelledby="plan-warnings"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h3 id="plan-warnings" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {t('plan.warnings', { count: warnings.length })}
      </h3>
      {warnings.length === 0 ? (
        <p className="text-sm">{t('plan.noWarnings')}</p>
      ) : (
        <ul className="flex list-disc flex-col gap-1 ps-5 text-sm break-words">
          {shown.map((warning, index) => (
            <li key={index}>{termSaid(warning.code, warning.params)}</li>
          ))}
        </ul>
      )}
      {warnings.length > FIRST && (
        <Button variant="ghost" className="self-start" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('plan.showFewerWarnings') : t('plan.showAllWarnings', { count: warnings.length })}
        </Button>
      )}
    </section>
  );
}
