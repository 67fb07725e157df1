import { badgeClass, badgeTone } from '../../../components/tones';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';

/**
 * A virtual session that is not the course's weekly timetable class (rules/timetable.ts isTimetableClass) says
 * so in words, so that a review on a Sunday never reads like the week's class.
 */
export function ExtraSessionNote() {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span className={cn(badgeClass, badgeTone.orange)}>{t('student.virtual.extra')}</span>
      {t('student.virtual.extraHint')}
    </p>
  );
}
