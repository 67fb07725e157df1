import type { ExamEligibility } from '@contract/rules/attendance';
import { useT } from '../lib/i18n';
import { badgeClass, badgeTone, type Tone } from './tones';
import { cn } from './ui/cn';

const TONE: Record<ExamEligibility, Tone> = {
  eligible: 'green',
  permitted: 'blue',
  needs_permission: 'yellow',
  may_repeat: 'red',
};

/** Where a student stands for a course's final exam (spec part 2 §9), in words and colour. */
export function ExamEligibilityBadge({ eligibility }: { eligibility: ExamEligibility }) {
  const t = useT();
  return (
    <span className={cn(badgeClass, badgeTone[TONE[eligibility]])} data-eligibility={eligibility}>
      {t(`eligibility.${eligibility}`)}
    </span>
  );
}
