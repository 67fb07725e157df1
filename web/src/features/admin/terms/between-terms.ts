import type { TermList } from '@contract/terms';

/**
 * The term that has ended with no next one started
 * (docs/decisions/0033-a-course-is-an-offering-in-one-term.md, "between terms"):
 * the term in view once its last day has passed, while no term holds today or the one that does has not
 * started. A next term the admin started ahead of its first day counts as started: nothing waits for them.
 * The state is the server's, on the college's today, so a clock set elsewhere does not disagree.
 */
export function endedWithoutNext(list: TermList | undefined) {
  const inView = list?.in_view;
  if (!list || !inView) return null;
  const ended = inView.status === 'ended' || inView.status === 'closed';
  const nextStarted =
    list.current?.started_at != null ||
    list.terms.some((term) => term.starts_on > inView.ends_on && term.started_at !== null);
  return ended && !nextStarted ? inView : null;
}
