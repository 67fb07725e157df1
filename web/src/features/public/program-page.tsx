import { ArrowLeft, Clock, Monitor } from 'lucide-react';
import type { PublicProgram } from '@contract/programs';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { programDuration } from './departments-page';
import { PageHero, Section } from './page-hero';
import { usePublicData } from './public-context';

/** /departments/:id — a program with its course list and what its department teaches this semester. */
export function ProgramPage({ program }: { program: PublicProgram }) {
  const t = useT();
  const { offered } = usePublicData();
  return (
    <>
      <PageHero title={program.name}>
        <p>{program.description}</p>
        <p className="mt-3 flex items-center gap-2 text-base font-medium">
          <Clock aria-hidden="true" className="size-5" />
          {t('departments.duration', { duration: programDuration(t, program) })}
        </p>
      </PageHero>

      <Section id="program-courses" title={t('program.allCourses')}>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {program.courses.map((course, index) => (
            <li
              key={course}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-bold text-blue-800 dark:bg-slate-800 dark:text-blue-200">
                {index + 1}
              </span>
              {course}
            </li>
          ))}
        </ol>
      </Section>

      {offered && (
        <Section
          id="offered-courses"
          title={t('program.offered', { season: offered.term.season, year: offered.term.year })}
          className="pt-0"
        >
          {offered.courses.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{t('program.offered.none')}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {offered.courses.map((course) => (
                <li
                  key={course.code}
                  className="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
                >
                  <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">
                    <bdi dir="ltr">{course.code}</bdi>
                  </p>
                  <h3 className="text-lg font-semibold">{course.name}</h3>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                    <span>{t('program.semester', { semester: course.semester })}</span>
                    <span>{t('program.credits', { credits: course.credits })}</span>
                    <span>
                      {course.instructor
                        ? t('program.instructor', { name: course.instructor })
                        : t('program.noInstructor')}
                    </span>
                    {course.isVirtual && (
                      <span className="inline-flex items-center gap-1 font-medium text-violet-800 dark:text-violet-300">
                        <Monitor aria-hidden="true" className="size-4" />
                        {t('program.virtual')}
                      </span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pb-12 sm:flex-row sm:px-6">
        <a href={paths.registerStudent} className={buttonClass('primary', 'px-6')}>
          {t('program.apply', { name: program.name })}
        </a>
        <a href={paths.departments} className={buttonClass('secondary', 'px-6')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('program.back')}
        </a>
      </div>
    </>
  );
}
