import { Search } from 'lucide-react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@contract/audit-actions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { ACTION_LABELS, ENTITY_LABELS } from './labels';
import type { useAuditFilters } from './use-audit-filters';

/** Action, record type, who, and a date range; every change goes to the URL and from there to the server. */
export function AuditFilters({ filters }: { filters: ReturnType<typeof useAuditFilters> }) {
  const t = useT();
  return (
    <Card role="search" aria-label={t('audit.filters')} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field id="audit-action" label={t('audit.filter.action')}>
          <Select
            id="audit-action"
            value={filters.action ?? ''}
            onChange={(e) => filters.setFilters({ action: e.target.value })}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(ACTION_LABELS[action]) }))}
            placeholder={t('audit.filter.allActions')}
          />
        </Field>
        <Field id="audit-entity" label={t('audit.filter.entity')}>
          <Select
            id="audit-entity"
            value={filters.entity ?? ''}
            // Another record type cannot hold the record whose history was shown.
            onChange={(e) => filters.setFilters({ entity: e.target.value, entity_id: '' })}
            options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(ENTITY_LABELS[entity]) }))}
            placeholder={t('audit.filter.allEntities')}
          />
        </Field>
        <Field id="audit-actor" label={t('audit.filter.actor')}>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id="audit-actor"
              type="search"
              className="ps-9"
              value={filters.actorText}
              placeholder={t('audit.filter.actorPlaceholder')}
              onChange={(e) => filters.setActorText(e.target.value)}
            />
          </div>
        </Field>
        <Field id="audit-from" label={t('audit.filter.from')}>
          <Input
            id="audit-from"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => filters.setFilters({ from: e.target.value })}
          />
        </Field>
        <Field id="audit-to" label={t('audit.filter.to')}>
          <Input
            id="audit-to"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => filters.setFilters({ to: e.target.value })}
          />
        </Field>
      </div>
      {filters.filtered && (
        <div>
          <Button variant="secondary" onClick={filters.clear}>
            {t('audit.filter.clear')}
          </Button>
        </div>
      )}
    </Card>
  );
}
