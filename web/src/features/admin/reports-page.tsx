import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { TermPicker } from '../../components/term-picker';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useTermParam, useTerms } from '../../lib/terms';
import { useReports } from './api/get-reports';
import { ReportContents } from './reports/report-contents';
import { ReportSection } from './reports/report-section';
import { reportSpecs } from './reports/report-specs';

/**
 * /admin/reports: the college's current figures (GET /api/admin/reports) in sections a person can jump
 * between, each with its CSV. It was the dashboard's Reports tab
 * (docs/decisions/0022-reports-on-their-own-page.md).
 */
export default function ReportsPage() {
  const t = useT();
  // The term in view's figures by default; another term or every term from the URL (?term=).
  const [term, setTerm] = useTermParam();
  const reports = useReports(term);
  const calendar = useTerms().data;
  const termName =
    term === 'all'
      ? 'all-terms'
      : (term ? calendar?.terms.find((x) => x._id === term) : calendar?.in_view)?.name;
  // A CSV's file name says its term: two terms' downloads never look alike.
  const fileTag = termName?.toLowerCase().replace(/\s+/g, '-');
  const { hash } = useLocation();
  const loaded = reports.isSuccess;
  // An address with a section (#grade-distribution) opened before the figures arrived: go there once they do.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
    // Only when the figures first arrive; a jump afterwards is the browser's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('reports.title')} | ${t('app.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('reports.title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('reports.subtitle')}</p>
      </div>
      <TermPicker value={term} onChange={setTerm} />
      {reports.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : reports.isError ? (
        <LoadError
          message={`${t('reports.loadFailed')} ${errorMessage(reports.error)}`}
          error={reports.error}
          retrying={reports.isFetching}
          onRetry={() => void reports.refetch()}
        />
      ) : (
        <Sections specs={reportSpecs(reports.data, t)} fileTag={fileTag} />
      )}
    </div>
  );
}

function Sections({ specs, fileTag }: { specs: ReturnType<typeof reportSpecs>; fileTag?: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <ReportContents specs={specs} />
      <div className="flex min-w-0 flex-col gap-6">
        {specs.map((spec) => (
          <ReportSection key={spec.id} spec={spec} fileTag={fileTag} />
        ))}
      </div>
    </div>
  );
}
