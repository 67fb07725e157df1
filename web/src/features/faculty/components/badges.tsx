import type { ReactNode } from 'react';
import { badgeClass, badgeTone, type Tone } from '../../../components/tones';
import { cn } from '../../../components/ui/cn';
import { useT, type TranslationKey } from '../../../lib/i18n';

export type SubmissionLabel = 'graded' | 'late' | 'pending';

/** Spec part 2 §4, faculty submission label: Graded, else Late (submitted after the due date), else Pending. */
export function submissionLabel(submission: {
  status: 'submitted' | 'graded';
  is_late: boolean;
}): SubmissionLabel {
  if (submission.status === 'graded') return 'graded';
  return submission.is_late ? 'late' : 'pending';
}

const LABELS: Record<SubmissionLabel, { label: TranslationKey; tone: Tone }> = {
  graded: { label: 'faculty.submission.graded', tone: 'green' },
  late: { label: 'faculty.submission.late', tone: 'orange' },
  pending: { label: 'faculty.submission.pending', tone: 'yellow' },
};

export function SubmissionBadge({
  submission,
}: {
  submission: { status: 'submitted' | 'graded'; is_late: boolean };
}) {
  const t = useT();
  const { label, tone } = LABELS[submissionLabel(submission)];
  return <span className={cn(badgeClass, badgeTone[tone])}>{t(label)}</span>;
}

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={cn(badgeClass, badgeTone[tone])}>{children}</span>;
}
