import { ArrowRight, Award, BookOpen, Building2, GraduationCap, Users } from 'lucide-react';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { PUBLIC_PROGRAMS } from '@contract/programs';
import { useCollege } from '../../lib/college';
import { useT, type Translate, type TranslationKey } from '../../lib/i18n';
import { localProgram } from '../../lib/i18n/reference';
import { NewsList } from './news-list';
import { usePublicData } from './public-context';

const FEATURES: { icon: typeof BookOpen; title: TranslationKey; body: TranslationKey }[] = [
  { icon: BookOpen, title: 'home.feature.education.title', body: 'home.feature.education.body' },
  { icon: Users, title: 'home.feature.faculty.title', body: 'home.feature.faculty.body' },
  { icon: Building2, title: 'home.feature.facilities.title', body: 'home.feature.facilities.body' },
  { icon: Award, title: 'home.feature.affiliation.title', body: 'home.feature.affiliation.body' },
];

/** Static marketing figures of the specification (part 1 §9). */
const STATS: { value: string; label: TranslationKey }[] = [
  { value: '500+', label: 'home.stats.students' },
  { value: '25+', label: 'home.stats.faculty' },
  { value: '10+', label: 'home.stats.years' },
  { value: '95%', label: 'home.stats.placement' },
];

/** The seven programs as the home page lists them (spec part 1 §2): "B.Ed (1.5 years)". */
const programLinks = (t: Translate) =>
  PUBLIC_PROGRAMS.map(localProgram).map((p) => ({
    id: p.id,
    label: p.years === 4 ? p.name : t('home.programWithYears', { name: p.name, years: p.years }),
  }));

export function HomePage() {
  const t = useT();
  const college = useCollege();
  const { news = [], now, timeZone } = usePublicData();
  return (
    <>
      <section className="bg-gradient-to-br from-blue-800 to-blue-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-blue-100">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
            {t('home.hero.title', { name: college.name })}
          </h1>
          <p className="max-w-2xl text-lg text-blue-50">{t('home.hero.body')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={paths.admissions} className={buttonClass('secondary', 'border-white px-6 text-base')}>
              {t('home.hero.apply')}
            </a>
            <a
              href={paths.about}
              className={buttonClass(
                'ghost',
                'border border-white px-6 text-base text-white hover:bg-white/10 dark:text-white dark:hover:bg-white/10',
              )}
            >
              {t('home.hero.learnMore')}
              <span className="sr-only"> {t('home.hero.learnMoreAbout')}</span>
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="features-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {t('home.features.title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <Icon aria-hidden="true" className="size-10 text-blue-700 dark:text-blue-300" />
              <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(body)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label={t('home.stats.label')} className="bg-blue-50 dark:bg-slate-900">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-12 text-center sm:px-6 md:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{t(stat.label)}</dt>
              <dd className="text-3xl font-bold text-blue-800 sm:text-4xl dark:text-blue-200">
                {/* Left to right as written: on an Urdu page "500+" would otherwise read "+500". */}
                <bdi dir="ltr">{stat.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="programs-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="programs-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {t('home.programs.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700 dark:text-slate-300">
          {t('home.programs.body')}
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {programLinks(t).map((program) => (
            <li key={program.id}>
              <a
                href={paths.program(program.id)}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 p-4 font-medium hover:border-blue-700 hover:bg-blue-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
              >
                <GraduationCap
                  aria-hidden="true"
                  className="size-6 shrink-0 text-blue-700 dark:text-blue-300"
                />
                {program.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="news-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <h2 id="news-heading" className="text-2xl font-bold sm:text-3xl">
          {t('home.news.title')}
        </h2>
        <div className="mt-8">
          <NewsList news={news} now={new Date(now)} timeZone={timeZone} />
        </div>
      </section>

      <section className="bg-slate-100 dark:bg-slate-900">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('home.cta.title')}</h2>
          <p className="text-slate-700 dark:text-slate-300">{t('home.cta.body')}</p>
          <a href={paths.login} className={buttonClass('primary', 'px-6 text-base')}>
            {t('home.cta.button')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </a>
        </div>
      </section>
    </>
  );
}
