import { Eye, HandHeart, Scale, Sparkles, Target, Users } from 'lucide-react';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { useT, type TranslationKey } from '../../lib/i18n';
import { PageHero, Section } from './page-hero';
import { useCollege } from '../../lib/college';

const VALUES: { icon: typeof Eye; key: string }[] = [
  { icon: Sparkles, key: 'excellence' },
  { icon: Scale, key: 'integrity' },
  { icon: Users, key: 'inclusion' },
  { icon: HandHeart, key: 'service' },
];
const TIMELINE = ['2015', '2018', '2020', '2023', '2025'] as const;
const LEADERS = ['chairman', 'ceo', 'principal'] as const;

export function AboutPage() {
  const t = useT();
  const college = useCollege();
  const key = (k: string) => k as TranslationKey;
  return (
    <>
      <PageHero title={t('about.hero.title', { name: college.name })}>
        <p>{t('about.hero.body')}</p>
      </PageHero>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        <article className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
          <Target aria-hidden="true" className="size-9 text-blue-700 dark:text-blue-300" />
          <h2 className="mt-3 text-2xl font-bold">{t('about.mission.title')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('about.mission.body')}</p>
        </article>
        <article className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
          <Eye aria-hidden="true" className="size-9 text-blue-700 dark:text-blue-300" />
          <h2 className="mt-3 text-2xl font-bold">{t('about.vision.title')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('about.vision.body')}</p>
        </article>
      </section>

      <Section id="values-heading" title={t('about.values.title')} className="pt-0">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, key: value }) => (
            <li key={value} className="rounded-xl bg-blue-50 p-6 dark:bg-slate-900">
              <Icon aria-hidden="true" className="size-8 text-blue-700 dark:text-blue-300" />
              <h3 className="mt-3 text-lg font-semibold">{t(key(`about.value.${value}.title`))}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t(key(`about.value.${value}.body`))}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="timeline-heading" title={t('about.timeline.title')}>
        <ol className="relative border-s-2 border-blue-200 dark:border-slate-700">
          {TIMELINE.map((year) => (
            <li key={year} className="mb-8 ms-6 last:mb-0">
              <span
                aria-hidden="true"
                className="absolute -start-2 mt-1.5 size-3.5 rounded-full bg-blue-700 dark:bg-blue-400"
              />
              <p className="text-lg font-bold text-blue-800 dark:text-blue-200">{year}</p>
              <p className="text-slate-700 dark:text-slate-300">{t(key(`about.timeline.${year}`))}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="leadership-heading" title={t('about.leadership.title')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {LEADERS.map((leader) => (
            <li
              key={leader}
              className="rounded-xl border border-slate-200 p-6 text-center dark:border-slate-700"
            >
              <span
                aria-hidden="true"
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-blue-100 text-2xl font-bold text-blue-800 dark:bg-slate-800 dark:text-blue-200"
              >
                {initials(t(key(`about.leader.${leader}.name`)))}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(key(`about.leader.${leader}.name`))}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t(key(`about.leader.${leader}.role`))}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <section className="bg-blue-50 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center sm:px-6">
          <h2 className="text-2xl font-bold">{t('about.cta.title')}</h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={paths.admissions} className={buttonClass('primary', 'px-6')}>
              {t('about.cta.apply')}
            </a>
            <a href={paths.contact} className={buttonClass('secondary', 'px-6')}>
              {t('about.cta.contact')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function initials(name: string) {
  return name
    .replace(/^(Prof\.|Dr\.|Mian|Syed)\s+/g, '')
    .replace(/^(Dr\.)\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}
