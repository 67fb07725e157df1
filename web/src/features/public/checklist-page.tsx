import { ArrowLeft, Printer } from 'lucide-react';
import { Fragment } from 'react';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { ADMISSION_DOCUMENT_KEYS, useAdmissions } from './admissions-content';
import { valueLabel } from '../../lib/i18n/reference';
import { useCollege } from '../../lib/college';

/** /admissions/checklist — a print-styled checklist of the admission documents. */
export function ChecklistPage() {
  const t = useT();
  const college = useCollege();
  const admissions = useAdmissions();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <header className="border-b-2 border-slate-900 pb-4 dark:border-slate-100">
        <p className="text-sm font-semibold uppercase tracking-wide">{college.name}</p>
        <h1 className="mt-1 text-3xl font-bold">{t('checklist.title')}</h1>
        <p className="mt-1 text-sm">
          {t('admissions.hero.title', { year: admissions.year })} · <bdi>{college.address}</bdi> ·{' '}
          {college.phones.map((phone, index) => (
            <Fragment key={phone}>
              {index > 0 && ', '}
              <bdi dir="ltr">{phone}</bdi>
            </Fragment>
          ))}{' '}
          · <bdi dir="ltr">{college.email}</bdi>
        </p>
      </header>
      <p className="mt-6">{t('checklist.intro')}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold">{t('checklist.name')}</dt>
          <dd className="mt-6 border-b border-slate-500" />
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('checklist.program')}</dt>
          <dd className="mt-1 text-sm">
            {admissions.programs.map((p) => `☐ ${valueLabel(p.name)}`).join('   ')}
          </dd>
        </div>
      </dl>
      <ol className="mt-8 flex flex-col gap-4">
        {ADMISSION_DOCUMENT_KEYS.map((key, index) => (
          <li key={key} className="flex items-start gap-3 text-lg">
            <span
              aria-hidden="true"
              className="mt-1 inline-block size-5 shrink-0 border-2 border-slate-900 dark:border-slate-100"
            />
            <span>
              {index + 1}. {t(key)}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row print:hidden">
        <button type="button" className={buttonClass('primary', 'px-6')} data-print="">
          <Printer aria-hidden="true" className="size-4" />
          {t('checklist.print')}
        </button>
        <a href={paths.admissions} className={buttonClass('secondary', 'px-6')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('checklist.back')}
        </a>
      </div>
    </article>
  );
}
