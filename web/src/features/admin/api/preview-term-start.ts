import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TermPlan } from '@contract/terms';
import { api } from '../../../lib/api-client';

export const termPlanKey = (id: string, holdBack: readonly string[]) =>
  ['admin', 'term-plan', id, [...holdBack].sort()] as const;

/** POST /api/admin/terms/:id/start with `dry_run: true`: what starting the term would do; nothing is written. */
export const previewTermStart = (id: string, holdBack: readonly string[], signal?: AbortSignal) =>
  api<{ plan: TermPlan }>(`/admin/terms/${encodeURIComponent(id)}/start`, {
    method: 'POST',
    body: { dry_run: true, hold_back: holdBack },
    signal,
  }).then(({ plan }) => plan);

/** The preview of a term's start with these students held back; the last plan stays shown while the next comes. */
export const useTermStartPreview = (id: string, holdBack: readonly string[]) =>
  useQuery({
    queryKey: termPlanKey(id, holdBack),
    queryFn: ({ signal }) => previewTermStart(id, holdBack, signal),
    placeholderData: keepPreviousData,
    // A plan reads the whole college: asked again only when asked for (another hold-back, a new preview).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
