import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlannedOfferingChange, TermPlan, TermStartProgress } from '@contract/terms';
import { api } from '../../../lib/api-client';
import { termsKey } from '../../../lib/terms';

/**
 * POST /api/admin/terms/:id/start with `dry_run: false`: offers the courses, promotes and enrols the students,
 * in one transaction, once (a term started already adds nothing; a start under way elsewhere answers 409).
 * `onProgress` is told each step as the server begins it.
 */
export const startTerm = ({
  id,
  holdBack,
  offerings = [],
  onProgress,
}: {
  id: string;
  holdBack: readonly string[];
  /** The admin's changes to the planned offerings, as previewed. */
  offerings?: readonly PlannedOfferingChange[];
  onProgress?: (progress: TermStartProgress) => void;
}) =>
  api<{ plan: TermPlan }>(`/admin/terms/${encodeURIComponent(id)}/start`, {
    method: 'POST',
    body: { dry_run: false, hold_back: holdBack, offerings },
    ...(onProgress && { onProgress: (progress: unknown) => onProgress(progress as TermStartProgress) }),
  }).then(({ plan }) => plan);

export const useStartTerm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTerm,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: termsKey }),
        // Its preview is out of date once the term has started.
        queryClient.removeQueries({ queryKey: ['admin', 'term-plan'] }),
      ]),
  });
};
