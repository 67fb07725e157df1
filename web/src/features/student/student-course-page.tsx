import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { termIsOver, useTerms } from '../../lib/terms';
import { useStudentCourse } from './api/get-course';
import { AttendanceCourseCard } from './components/attendance-course-card';
import { CourseMaterialsSection } from './components/course-materials-section';
import { GradesTable } from './components/grades-table';
import { scheduleText } from '../../lib/schedule';
import { AssignmentStatusBadge } from './components/status-badge';
import { ClassAnnouncementsCard } from '../course-home/class-announcements-card';
import { StudentPage } from './components/student-page';
import { CourseQuizzesCard } from '../quizzes/student/course-quizzes-card';

/**
 * /student/courses/:id: one enrolled course with the student's assignments, attendance and grades in it. A
 * course of an ended term opens read only: its work shows as closed and its attendance as final figures.
 */
export default function StudentCoursePage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useStudentCourse(id);
  const calendar = useTerms();

  if (detail.isPending || detail.isError) {
    return (
      <StudentPage title={t('student.course.title')}>
        {detail.isPending ? (
          <Loading />
        ) : (
          <LoadError
            message={errorMessage(detail.error, t('student.course.loadFailed'))}
            error={detail.error}
            retrying={detail.isFetching}
            onRetry={() => void detail.refetch()}
          />
        )}
        <Link to={paths.student.courses} className={buttonClass('secondary', 'self-start')}>
          {t('student.course.back')}
        </Link>
      </StudentPage>
    );
  }

  const { course, assignments, attendance, grades } = detail.data;
  // A course of an ended term is read: its records are final, nothing in it is still to do.
  const over = termIsOver(calendar.data?.terms.find((term) => term._id === course.term._id));
  const rows: [string, string | number][] = [
    [t('student.course.code'), course.code],
    [t('term.ofCourse'), course.term.name],
    [t('student.course.credits'), course.credits],
    [t('field.semester'), course.semester],
    [
      t('student.course.instructor'),
      course.instructor_name ?? course.instructor_id?.name ?? t('student.course.noInstructor'),
    ],
    [t('student.course.schedule'), scheduleText(course) || t('student.course.noSchedule')],
    [t('student.course.room'), course.schedule.room || t('common.notProvided')],
  ];

  return (
    <StudentPage
      title={course.name}
      titleWritten
      subtitle={<bdi dir="ltr">{course.code}</bdi>}
      actions={
        <Link to={paths.student.courses} className={buttonClass('secondary')}>
          {t('student.course.back')}
        </Link>
      }
    >
      <Card role="region" aria-labelledby="course-info" className="flex flex-col gap-4">
        <h2 id="course-info" className="text-lg font-semibold">
          {t('student.course.info')}
        </h2>
        {course.description && (
          <p dir="auto" className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {course.description}
          </p>
        )}
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <ClassAnnouncementsCard courseId={course._id} />
      <CourseMaterialsSection courseId={course._id} />

      <Card role="region" aria-labelledby="course-assignments" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="course-assignments" className="text-lg font-semibold">
            {t('student.course.assignments')}
          </h2>
          <Link
            to={over ? `${paths.student.assignments}?term=${course.term._id}` : paths.student.assignments}
            className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t('student.course.toAssignments')}
          </Link>
        </div>
        {assignments.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t('student.course.noAssignments')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
            {assignments.map((a) => (
              <li key={a._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p dir="auto" className="font-semibold">
                    {a.title}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`student.assignmentType.${a.type}`)}
                    {' · '}
                    {t('student.assignments.due', { date: formatDateTime(a.due_date) })}
                    {a.submission?.grade && ` · ${a.submission.grade.marks_obtained}/${a.total_marks}`}
                  </p>
                </div>
                <AssignmentStatusBadge status={a.displayStatus} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <CourseQuizzesCard courseId={course._id} />

      <section aria-labelledby="course-attendance" className="flex flex-col gap-3">
        <h2 id="course-attendance" className="text-lg font-semibold">
          {t('student.course.attendance')}
        </h2>
        <AttendanceCourseCard item={attendance} final={over} />
      </section>

      <Card role="region" aria-labelledby="course-grades" className="flex flex-col gap-4">
        <h2 id="course-grades" className="text-lg font-semibold">
          {t('student.course.grades')}
        </h2>
        {grades.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t('student.course.noGrades')}</p>
        ) : (
          <GradesTable grades={grades} caption={t('student.course.grades')} showCourse={false} />
        )}
      </Card>
    </StudentPage>
  );
}
