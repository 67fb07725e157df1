import { CalendarDays, CheckCircle2, FileText, Phone } from 'lucide-react';
import { ADMISSION_DATE_KEYS } from '@contract/admissions-content';
import { ADMISSION_DOCUMENT_KEYS, useAdmissions } from './admissions-content';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { telHref } from '../../lib/college';
import { useT } from '../../lib/i18n';
import { PageHero, Section } from './page-hero';
import { useCollege } from '../../lib/college';
import { dateFormat, formatNumber } from '../../lib/format';
import { valueLabel } from '../../lib/i18n/reference';

const STEPS = [1, 2, 3, 4, 5] as const;

export function AdmissionsPage() {
  const t = useT();
  const college = useCollege();
  const phone = college.phones[0];
  const admissions = useAdmissions();
  return (
    <>
      <PageHero title={t('admissions.hero.title', { year: admissions.year })}>
        <p>{t('admissions.hero.body')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a href={paths.registerStudent} className={buttonClass('secondary', 'px-6')}>
            {t('admissions.apply')}
          </a>
        </div>
      </PageHero>

      <Section id="programs-heading" title={t('admissions.programs.title')}>
        {/* Radio buttons choose the program; the page script shows its details (all show without script). */}
        <fieldset data-program-selector="">
          <legend className="sr-only">{t('admissions.programs.title')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {admissions.programs.map((program, index) => (
              <label
                key={program.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-4 font-semibold has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="radio"
                  name="admission-program"
                  value={program.id}
                  defaultChecked={index === 0}
                  className="size-4 accent-blue-700"
                />
                {valueLabel(program.name)}
              </label>
            ))}
          </div>
          {admissions.programs.map((program) => (
            <dl
              key={program.id}
              data-program-details={program.id}
              className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-6 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700"
            >
              <div>
                <dt className="text-sm text-slate-700 dark:text-slate-300">
                  {t('admissions.program.duration')}
                </dt>
                <dd className="text-lg font-semibold">{t('admissions.program.durationValue')}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700 dark:text-slate-300">
                  {t('admissions.program.credits')}
                </dt>
                <dd className="text-lg font-semibold">{program.creditHours}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700 dark:text-slate-300">{t('admissions.program.fee')}</dt>
                <dd className="text-lg font-semibold">
                  {t('admissions.fee', { amount: formatNumber(program.feePerSemester) })}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700 dark:text-slate-300">
                  {t('admissions.program.eligibility')}
                </dt>
                <dd className="text-lg font-semibold">{t('admissions.program.eligibilityValue')}</dd>
              </div>
            </dl>
          ))}
        </fieldset>
      </Section>

      <Section id="process-heading" title={t('admissions.process.title')} className="pt-0">
        <ol className="grid gap-4 md:grid-cols-5">
          {STEPS.map((step) => (
            <li key={step} className="rounded-xl bg-blue-50 p-5 dark:bg-slate-900">
              <span className="flex size-9 items-center justify-center rounded-full bg-blue-700 font-bold text-white">
                {step}
              </span>
              <h3 className="mt-3 font-semibold">{t(`admissions.step.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t(`admissions.step.${step}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-12 sm:px-6 lg:grid-cols-2">
        <section
          aria-labelledby="dates-heading"
          className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
        >
          <h2 id="dates-heading" className="flex items-center gap-2 text-2xl font-bold">
            <CalendarDays aria-hidden="true" className="size-6 text-blue-700 dark:text-blue-300" />
            {t('admissions.dates.title')}
          </h2>
          <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
            {ADMISSION_DATE_KEYS.map((key) => [key, admissions.dates[key]] as const).map(([key, date]) => (
              <div key={key} className="flex justify-between gap-4 py-3">
                <dt>{t(`admissions.date.${key}`)}</dt>
                <dd className="font-semibold">
                  <time dateTime={date}>{formatLongDate(date)}</time>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="documents-heading"
          className="rounded-xl border border-slate-200 p-6 dark:border-slate-700"
        >
          <h2 id="documents-heading" className="flex items-center gap-2 text-2xl font-bold">
            <FileText aria-hidden="true" className="size-6 text-blue-700 dark:text-blue-300" />
            {t('admissions.documents.title')}
          </h2>
          <ul className="mt-4 flex flex-col gap-2">
            {ADMISSION_DOCUMENT_KEYS.map((key) => (
              <li key={key} className="flex gap-2">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
                />
                {t(key)}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a href={paths.admissionsChecklist} className={buttonClass('secondary')}>
              {t('admissions.checklist')}
            </a>
            <a href={paths.registerStudent} className={buttonClass('primary')}>
              {t('admissions.apply')}
            </a>
          </div>
        </section>
      </div>

      <section className="bg-blue-50 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-12 text-center sm:px-6">
          <h2 className="text-2xl font-bold">{t('admissions.call.title')}</h2>
          <p className="text-slate-700 dark:text-slate-300">{t('admissions.call.body')}</p>
          <a href={telHref(phone)} className={buttonClass('primary', 'px-6')}>
            <Phone aria-hidden="true" className="size-4" />
            {t('admissions.call.button', { phone })}
          </a>
        </div>
      </section>
    </>
  );
}

/** "1 March 2025": dates of the admission calendar are calendar days, not moments. */
export const formatLongDate = (isoDate: string) =>
  dateFormat({ timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
