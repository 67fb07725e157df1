import { BookOpen, ClipboardList, Layers, Video } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { TermPicker } from '../../components/term-picker';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { badgeClass, badgeTone } from '../../components/tones';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Fold } from '../../components/ui/fold';
import { cn } from '../../components/ui/cn';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useChosenTerm, useTermParam, useTerms } from '../../lib/terms';
import { useStudentCourses, type StudentCourse } from './api/get-courses';
import { scheduleText } from '../../lib/schedule';
import { SemesterFilter, useSemesterParam } from './components/semester-filter';
import { StudentPage } from './components/student-page';

function CourseCard({ course }: { course: StudentCourse }) {
  const t = useT();
  // A completed course has no class to enter: its card leads to the course's page, with its results.
  const classroom = course.is_virtual && !course.completed;
  const to = classroom ? paths.classroom(course._id) : paths.student.course(course._id);
  const headingId = `course-${course._id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">
          <bdi dir="ltr">{course.code}</bdi>
        </p>
        <div className="flex flex-wrap justify-end gap-1">
          {course.completed && (
            <span className={cn(badgeClass, badgeTone.blue)}>{t('student.course.completed')}</span>
          )}
          <span className={cn(badgeClass, badgeTone[course.is_virtual ? 'green' : 'slate'])}>
            {course.is_virtual ? t('student.virtual') : t('student.onCampus')}
          </span>
        </div>
      </div>
      <h2 dir="auto" id={headingId} className="text-lg font-semibold">
        {course.name}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t('student.course.credits')}</dt>
        <dd>{course.credits}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('field.semester')}</dt>
        <dd>{course.semester}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('student.course.instructor')}</dt>
        <dd>{course.instructor_name ?? course.instructor_id?.name ?? t('student.course.noInstructor')}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('term.ofCourse')}</dt>
        <dd>
          <bdi dir="ltr">{course.term.name}</bdi>
        </dd>
        {course.completed ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('student.course.finalGrade')}</dt>
            <dd className="font-semibold">
              {/* A letter with its sign: 'B+' reads left to right on the Urdu page too. */}
              <bdi dir="ltr">{course.final_grade}</bdi>
            </dd>
          </>
        ) : (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('student.course.schedule')}</dt>
            <dd>{scheduleText(course) || t('student.course.noSchedule')}</dd>
          </>
        )}
      </dl>
      {!course.completed && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {course.assignments === 1
            ? t('student.course.pendingOne')
            : t('student.course.pendingMany', { count: course.assignments })}
        </p>
      )}
      <Link
        to={to}
        className={buttonClass(classroom ? 'success' : 'primary', 'mt-auto')}
        aria-label={
          classroom
            ? t('student.course.enterClassroomOf', { course: course.name })
            : t('student.course.viewOf', { course: course.name })
        }
      >
        {classroom && <Video aria-hidden="true" className="size-4" />}
        {classroom ? t('student.course.enterClassroom') : t('student.course.view')}
      </Link>
    </Card>
  );
}

function CourseGrid({ courses }: { courses: StudentCourse[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <CourseCard key={course._id} course={course} />
      ))}
    </div>
  );
}

/**
 * Below this term's courses: each earlier term's, newest first, folded under the term's name so that this
 * term's lead the page; a tap opens one. Nothing while the list loads or when there are none.
 */
function EarlierTerms({ semester }: { semester: number | undefined }) {
  const t = useT();
  const calendar = useTerms();
  const all = useStudentCourses(semester, 'all');
  const terms = calendar.data?.terms ?? [];
  const inView = terms.findIndex((term) => term._id === calendar.data?.in_view?._id);
  if (!all.data || inView < 0) return null;
  const groups = terms
    .slice(0, inView)
    .reverse()
    .map((term) => ({ term, courses: all.data.filter((course) => course.term._id === term._id) }))
    .filter((group) => group.courses.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="earlier-terms" className="flex flex-col gap-3">
      <h2 id="earlier-terms" className="text-lg font-semibold">
        {t('student.courses.earlierTerms')}
      </h2>
      {groups.map(({ term, courses }) => (
        <Fold
          key={term._id}
          className="bg-white dark:bg-slate-900"
          title={<bdi dir="ltr">{term.name}</bdi>}
          meta={
            courses.length === 1
              ? t('student.courses.termCountOne')
              : t('student.courses.termCountMany', { count: courses.length })
          }
        >
          <div className="p-4 pt-0">
            <CourseGrid courses={courses} />
          </div>
        </Fold>
      ))}
    </section>
  );
}

/**
 * /student/courses: the student's courses of the term in view by semester, with summary tiles that name that
 * term, then the earlier terms' courses folded under their names; one other term (or all of them) with the term
 * picker. Courses with a final result are marked completed.
 */
export default function StudentCoursesPage() {
  const t = useT();
  const [semester, setSemester] = useSemesterParam();
  const [term, setTerm] = useTermParam();
  const chosen = useChosenTerm(term);
  const courses = useStudentCourses(semester, term);
  const list = courses.data ?? [];
  // The tiles count this list only: they say of which term, so that Grades' count of results never seems to
  // disagree with them.
  const label =
    term === 'all'
      ? { courses: t('student.courses.totalAll'), credits: t('student.courses.creditsAll') }
      : chosen
        ? {
            courses: t('student.courses.totalIn', { name: chosen.name }),
            credits: t('student.courses.creditsIn', { name: chosen.name }),
          }
        : { courses: t('student.courses.total'), credits: t('student.courses.credits') };

  return (
    <StudentPage title={t('student.courses.title')} subtitle={t('student.courses.subtitle')}>
      <TermPicker value={term} onChange={setTerm} />
      <SemesterFilter value={semester} onChange={setSemester} />
      {courses.isPending ? (
        <Loading />
      ) : courses.isError ? (
        <LoadError
          message={errorMessage(courses.error, t('student.courses.loadFailed'))}
          error={courses.error}
          retrying={courses.isFetching}
          onRetry={() => void courses.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile label={label.courses} value={list.length} icon={BookOpen} />
            <StatTile
              label={t('student.courses.pending')}
              value={list.reduce((sum, c) => sum + c.assignments, 0)}
              icon={ClipboardList}
            />
            <StatTile
              label={t('student.courses.virtual')}
              value={list.filter((c) => c.is_virtual).length}
              icon={Video}
            />
            <StatTile
              label={label.credits}
              value={list.reduce((sum, c) => sum + c.credits, 0)}
              icon={Layers}
            />
          </div>
          {list.length === 0 ? (
            <EmptyState icon={BookOpen}>
              <p className="font-semibold">{t('student.courses.empty')}</p>
            </EmptyState>
          ) : (
            <CourseGrid courses={list} />
          )}
          {term === undefined && <EarlierTerms semester={semester} />}
        </>
      )}
    </StudentPage>
  );
}
