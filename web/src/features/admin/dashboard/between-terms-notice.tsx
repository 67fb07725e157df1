import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useTerms } from '../../../lib/terms';
import { endedWithoutNext } from '../terms/between-terms';
import { termSaid } from '../../../lib/term-said';

/** Between terms (issue 34 item 8): the term in view has ended and no next one has started; the way to start it. */
export function BetweenTermsNotice() {
  const t = useT();
  const terms = useTerms();
  const ended = endedWithoutNext(terms.data);
  if (!ended) return null;
  return (
    <section
      aria-labelledby="between-terms"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p id="between-terms" className="flex items-start gap-2 font-medium">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {termSaid('term.betweenTerms', { name: ended.name, last: ended.ends_on })}
      </p>
      <Link to={paths.admin.terms} className={buttonClass('primary', 'shrink-0')}>
        {t('dashboard.betweenTerms.link')}
      </Link>
    </section>
  );
}
