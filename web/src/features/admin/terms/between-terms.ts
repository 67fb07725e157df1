import type { TermList } from '@contract/terms';

/**
 * The term that has ended with no next one started (docs/decisions/terms-and-offerings.md, "between terms"):
 * the term in view once its last day has passed, while no term holds today or the one that does has not
 * started. The state is the server's, on the college's today, so a clock set elsewhere does not disagree.
 */
export function endedWithoutNext(list: TermList | undefined) {
  if (!list?.in_view) return null;
  const ended = list.in_view.status === 'ended' || list.in_view.status === 'closed';
  const nextStarted = list.current !== null && list.current.started_at !== null;
  return ended && !nextStarted ? list.in_view : null;
}
