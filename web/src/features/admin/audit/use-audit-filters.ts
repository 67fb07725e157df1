import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@contract/audit-actions';
import { SEARCH_DELAY_MS } from '../../../lib/use-debounced-value';
import type { AuditFilters } from '../api/get-audit-entries';

type Name = 'action' | 'entity' | 'entity_id' | 'actor' | 'from' | 'to';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
const dateOrNothing = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * The filters and page of the audit trail, kept in the URL (`?action=&entity=&entity_id=&actor=&from=&to=&page=`)
 * so that a view can be shared or bookmarked; a changed filter goes back to the first page.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const action = oneOf<AuditAction>(params.get('action'), AUDIT_ACTIONS);
  const entity = oneOf<AuditEntity>(params.get('entity'), AUDIT_ENTITIES);
  const entityId = params.get('entity_id')?.trim() || undefined;
  const actor = (params.get('actor') ?? '').trim();
  const from = dateOrNothing(params.get('from'));
  const to = dateOrNothing(params.get('to'));
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  // setSearchParams resolves an update against the params of its own render, so the debounced search below
  // must use the setter of the latest render.
  const setFilters = useCallback(
    (changes: Partial<Record<Name, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set('page', String(value));
      else next.delete('page');
      return next;
    });

  // The box shows what is typed; the URL (and the request) follows after a pause.
  const [actorText, setActorText] = useState(actor);
  const [seenActor, setSeenActor] = useState(actor);
  if (actor !== seenActor) {
    // The URL changed by other means (Back, Clear Filters): show its search.
    setSeenActor(actor);
    if (actorText.trim() !== actor) setActorText(actor);
  }
  useEffect(() => {
    const wanted = actorText.trim();
    if (wanted === actor) return;
    const timer = setTimeout(() => setFilters({ actor: wanted }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [actorText, actor, setFilters]);

  const query: AuditFilters = {
    action,
    entity,
    entity_id: entityId,
    actor: actor || undefined,
    from,
    to,
    page: page > 1 ? page : undefined,
  };

  return {
    query,
    action,
    entity,
    entityId,
    from,
    to,
    page,
    actorText,
    setActorText,
    setFilters,
    setPage,
    filtered: Boolean(action || entity || entityId || actor || from || to),
    clear: () => {
      setActorText('');
      setParams(new URLSearchParams(), { replace: true });
    },
  };
}
