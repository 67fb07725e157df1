import { AUDIT_PAGE_SIZE } from '@contract/audit-actions';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useAuditEntries } from './api/get-audit-entries';
import { AuditFilters } from './audit/audit-filters';
import { AuditTable } from './audit/audit-table';
import { ENTITY_LABELS } from './audit/labels';
import { useAuditFilters } from './audit/use-audit-filters';

/**
 * /admin/audit: who changed grades, attendance, approvals, accounts and deletions, when, from where, and
 * what each record was before and after. Filters and page live in the URL.
 */
export default function AuditPage() {
  const t = useT();
  const filters = useAuditFilters();
  const list = useAuditEntries(filters.query);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('audit.title')} | ${t('app.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('audit.title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('audit.subtitle')}</p>
      </div>

      <AuditFilters filters={filters} />

      {filters.entityId && (
        <Alert tone="info" className="items-center">
          <span className="flex flex-wrap items-center gap-3">
            {t('audit.oneRecord', {
              record: filters.entity ? t(ENTITY_LABELS[filters.entity]).toLowerCase() : filters.entityId,
            })}
            <Button variant="secondary" onClick={() => filters.setFilters({ entity_id: '' })}>
              {t('audit.allRecords')}
            </Button>
          </span>
        </Alert>
      )}

      {list.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <LoadError
          message={`${t('audit.loadFailed')} ${errorMessage(list.error, '')}`.trim()}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.total === 0 ? (
        <EmptyState>{t('audit.empty')}</EmptyState>
      ) : (
        <section aria-busy={list.isPlaceholderData} className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {list.data.total === 1 ? t('audit.countOne') : t('audit.count', { count: list.data.total })}
          </p>
          <AuditTable entries={list.data.entries} />
          <Pager
            label={t('audit.pagination')}
            page={filters.page}
            total={list.data.total}
            pageSize={list.data.pageSize || AUDIT_PAGE_SIZE}
            onPage={filters.setPage}
          />
        </section>
      )}
    </div>
  );
}
