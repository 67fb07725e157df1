import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlannedOfferingChange, TermPlan } from '@contract/terms';
import { api } from '../../../lib/api-client';

export const termPlanKey = (
  id: string,
  holdBack: readonly string[],
  offerings: readonly PlannedOfferingChange[] = [],
) => ['admin', 'term-plan', id, [...holdBack].sort(), offerings] as const;

/** POST /api/admin/terms/:id/start with `dry_run: true`: what starting the term would do; nothing is written. */
export const previewTermStart = (
  id: string,
  holdBack: readonly string[],
  offerings: readonly PlannedOfferingChange[] = [],
  signal?: AbortSignal,
) =>
  api<{ plan: TermPlan }>(`/admin/terms/${encodeURIComponent(id)}/start`, {
    method: 'POST',
    body: { dry_run: true, hold_back: holdBack, offerings },
    signal,
  }).then(({ plan }) => plan);

/**
 * The preview of a term's start with these students held back and these offerings changed; the last plan stays
 * shown while the next comes.
 */
export const useTermStartPreview = (
  id: string,
  holdBack: readonly string[],
  offerings: readonly PlannedOfferingChange[] = [],
) =>
  useQuery({
    queryKey: termPlanKey(id, holdBack, offerings),
    queryFn: ({ signal }) => previewTermStart(id, holdBack, offerings, signal),
    placeholderData: keepPreviousData,
    // A plan reads the whole college: asked again only when asked for (another hold-back, a new preview).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
