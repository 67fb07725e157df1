import { ArrowRight, Award, FlaskConical, MonitorPlay, Users } from 'lucide-react';
import { KEY_COURSES_ON_CARD, PUBLIC_PROGRAMS, type PublicProgram } from '@contract/programs';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { useT, type Translate } from '../../lib/i18n';
import { localProgram } from '../../lib/i18n/reference';
import { PageHero, Section } from './page-hero';
import { PROGRAM_COLORS, PROGRAM_ICONS } from './program-style';
import { useCollege } from '../../lib/college';

const WHY = [
  { icon: Users, key: 'faculty' },
  { icon: FlaskConical, key: 'labs' },
  { icon: MonitorPlay, key: 'virtual' },
  { icon: Award, key: 'careers' },
] as const;

export const programDuration = (t: Translate, program: PublicProgram) =>
  t('departments.years', { years: program.years });

export function DepartmentsPage() {
  const t = useT();
  const college = useCollege();
  return (
    <>
      <PageHero title={t('departments.hero.title')}>
        <p>{t('departments.hero.body')}</p>
      </PageHero>

      <section aria-label={t('departments.title')} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {PUBLIC_PROGRAMS.map(localProgram).map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </ul>
      </section>

      <Section id="why-heading" title={t('departments.why.title', { name: college.name })}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-xl bg-blue-50 p-6 dark:bg-slate-900">
              <Icon aria-hidden="true" className="size-8 text-blue-700 dark:text-blue-300" />
              <h3 className="mt-3 font-semibold">{t(`departments.why.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t(`departments.why.${key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <section className="bg-blue-800 text-white dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-12 text-center sm:px-6">
          <h2 className="text-2xl font-bold">{t('departments.cta.title')}</h2>
          <p className="text-blue-50">{t('departments.cta.body')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={paths.admissions} className={buttonClass('secondary', 'px-6')}>
              {t('departments.cta.apply')}
            </a>
            <a
              href={paths.contact}
              className={buttonClass(
                'ghost',
                'border border-white px-6 text-white hover:bg-white/10 dark:text-white',
              )}
            >
              {t('departments.cta.contact')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * A program card. Visitors see the duration and Learn More; for a signed-in admin the page script swaps
 * these for live counts of the department's students, faculty and courses (`data-admin-counts`).
 */
function ProgramCard({ program }: { program: PublicProgram }) {
  const t = useT();
  const Icon = PROGRAM_ICONS[program.icon];
  const colors = PROGRAM_COLORS[program.color];
  const more = program.courses.length - KEY_COURSES_ON_CARD;
  const headingId = `program-${program.id}`;
  const departmentQuery = `?department=${encodeURIComponent(program.department)}`;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      data-program={program.id}
    >
      <div aria-hidden="true" className={`h-2 ${colors.bar}`} />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-center gap-3">
          <span className={`flex size-12 items-center justify-center rounded-lg ${colors.badge}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h2 id={headingId} className="text-xl font-bold">
            {program.name}
          </h2>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{program.description}</p>
        <div>
          <h3 className="text-sm font-semibold">{t('departments.keyCourses')}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
            {program.courses.slice(0, KEY_COURSES_ON_CARD).map((course) => (
              <li key={course}>• {course}</li>
            ))}
          </ul>
          {more > 0 && (
            // A real link to where every course is listed, not blue text that looks like one.
            <a
              href={`${paths.program(program.id)}#program-courses`}
              className="mt-1 inline-block text-sm font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
            >
              <span>{t('departments.moreCourses', { count: more })}</span>
              <span className="sr-only"> {t('departments.moreCoursesIn', { name: program.name })}</span>
            </a>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3" data-visitor-only="">
          <p className="text-sm font-medium">
            {t('departments.duration', { duration: programDuration(t, program) })}
          </p>
          <a href={paths.program(program.id)} className={buttonClass('primary')}>
            {t('departments.learnMore')}
            {/* Read by screen readers and search engines: 'Learn More about BS Urdu', not a bare 'Learn More'. */}
            <span className="sr-only"> {t('departments.learnMoreAbout', { name: program.name })}</span>
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </a>
        </div>
        <div className="mt-auto" data-admin-counts={program.department} hidden>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(['students', 'faculty', 'courses'] as const).map((kind) => (
              <div key={kind} className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
                <dd className="text-xl font-bold" data-count={kind}>
                  0
                </dd>
                <dt className="text-xs text-slate-700 dark:text-slate-300">
                  {t(`departments.counts.${kind}`)}
                </dt>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={`${paths.admin.students}${departmentQuery}`}
              className={buttonClass('secondary', 'flex-1')}
            >
              {t('departments.counts.viewStudents')}
            </a>
            <a
              href={`${paths.admin.faculty}${departmentQuery}`}
              className={buttonClass('secondary', 'flex-1')}
            >
              {t('departments.counts.viewFaculty')}
            </a>
          </div>
        </div>
      </div>
    </li>
  );
}
