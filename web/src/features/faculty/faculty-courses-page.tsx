import { BookOpen, GraduationCap, Home, ShieldCheck, Users, Video } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SEMESTERS } from '@contract/enums';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { StatTile } from '../../components/stat-tile';
import { Button, buttonClass } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { useT } from '../../lib/i18n';
import { scheduleText } from '../../lib/schedule';
import { useFacultyCourses, type FacultyCourse } from './api/get-courses';
import { Badge } from './components/badges';
import { courseLabel } from './components/course-select';
import { CoursesNotLoaded } from './components/courses-not-loaded';
import { FacultyPage } from './components/faculty-page';

function CourseCard({ course }: { course: FacultyCourse }) {
  const t = useT();
  const schedule = scheduleText(course);
  const rows = [
    { label: t('faculty.courses.enrolled'), value: course.enrolledCount },
    { label: t('faculty.courses.schedule'), value: schedule || t('faculty.courses.noSchedule') },
    { label: t('faculty.courses.credits'), value: course.credits },
    { label: t('faculty.courses.creditHours'), value: course.credit_hours ?? t('common.notProvided') },
    { label: t('field.semester'), value: course.semester },
    { label: t('field.department'), value: course.department_id?.code ?? t('common.notProvided') },
  ];
  return (
    <Card role="article" aria-labelledby={`course-${course._id}`} className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 dir="auto" id={`course-${course._id}`} className="text-lg font-semibold">
            <Link
              to={paths.faculty.course(course._id)}
              className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            >
              {course.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <bdi dir="ltr">{course.code}</bdi>
          </p>
        </div>
        <Badge tone={course.is_virtual ? 'blue' : 'green'}>
          {course.is_virtual ? t('faculty.virtual') : t('faculty.onCampus')}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={paths.faculty.course(course._id)}
          className={buttonClass('primary')}
          aria-label={t('faculty.courses.openOf', { course: course.name })}
        >
          <Home aria-hidden="true" className="size-4" />
          {t('faculty.courses.open')}
        </Link>
        {course.is_virtual ? (
          <Link
            to={paths.classroom(course._id)}
            className={buttonClass('success')}
            aria-label={t('faculty.startClassOf', { course: course.name })}
          >
            <Video aria-hidden="true" className="size-4" />
            {t('faculty.startClass')}
          </Link>
        ) : (
          <Link
            to={paths.faculty.studentsOfCourse(course._id)}
            className={buttonClass('primary')}
            aria-label={t('faculty.courses.viewStudentsOf', { course: course.name })}
          >
            <Users aria-hidden="true" className="size-4" />
            {t('faculty.courses.viewStudents')}
          </Link>
        )}
        <Link
          to={paths.faculty.enterGradesFor(course._id)}
          className={buttonClass('secondary')}
          aria-label={t('faculty.courses.gradesOf', { course: course.name })}
        >
          <GraduationCap aria-hidden="true" className="size-4" />
          {t('faculty.courses.grades')}
        </Link>
        <Link
          to={paths.faculty.examEligibilityOf(course._id)}
          className={buttonClass('secondary')}
          aria-label={t('faculty.courses.eligibilityOf', { course: course.name })}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('faculty.courses.eligibility')}
        </Link>
      </div>
    </Card>
  );
}

/** /faculty/courses: the teacher's courses (the server lists only those it teaches) with semester and course filters. */
export default function FacultyCoursesPage() {
  const t = useT();
  const courses = useFacultyCourses();
  const [params, setParams] = useSearchParams();
  const semester = params.get('semester') ?? '';
  const courseId = params.get('course') ?? '';

  const setFilter = (name: 'semester' | 'course', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const clearFilters = () => setParams(new URLSearchParams(), { replace: true });

  const title = t('faculty.courses.title');
  if (!courses.data) return <CoursesNotLoaded title={title} courses={courses} />;

  const all = courses.data;
  const shown = all.filter(
    (c) => (!semester || String(c.semester) === semester) && (!courseId || c._id === courseId),
  );

  return (
    <FacultyPage title={title} subtitle={t('faculty.courses.subtitle')}>
      {all.length === 0 ? (
        <EmptyState icon={BookOpen}>
          <p className="font-semibold">{t('faculty.courses.noneAssigned')}</p>
          <p className="text-sm">{t('faculty.courses.noneAssignedHint')}</p>
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="semester-filter" label={t('field.semester')}>
              <Select
                id="semester-filter"
                value={semester}
                onChange={(e) => setFilter('semester', e.target.value)}
                options={SEMESTERS.map((s) => ({
                  value: String(s),
                  label: t('faculty.semesterN', { semester: s }),
                }))}
                placeholder={t('faculty.allSemesters')}
              />
            </Field>
            <Field id="course-filter" label={t('faculty.courseFilter')}>
              <Select
                id="course-filter"
                value={courseId}
                onChange={(e) => setFilter('course', e.target.value)}
                options={all.map((c) => ({ value: c._id, label: courseLabel(c) }))}
                placeholder={t('faculty.allCourses')}
              />
            </Field>
          </div>

          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile label={t('faculty.courses.displayed')} value={shown.length} icon={BookOpen} />
            {/* Enrollments summed: a student in two courses counts twice, unlike Total Students on the
                dashboard and My Students (each student once), so the figure is named for what it counts. */}
            <StatTile
              label={t('faculty.courses.enrollments')}
              value={shown.reduce((sum, c) => sum + c.enrolledCount, 0)}
              icon={Users}
            />
            <StatTile
              label={t('faculty.courses.virtualClasses')}
              value={shown.filter((c) => c.is_virtual).length}
              icon={Video}
            />
            <StatTile
              label={t('faculty.courses.totalCredits')}
              value={shown.reduce((sum, c) => sum + c.credits, 0)}
              icon={GraduationCap}
            />
          </div>

          {shown.length === 0 ? (
            <EmptyState icon={BookOpen}>
              <p className="font-semibold">{t('faculty.courses.noneFound')}</p>
              <p className="text-sm">{t('faculty.courses.noneFoundHint')}</p>
              <Button variant="secondary" onClick={clearFilters}>
                {t('faculty.clearFilters')}
              </Button>
            </EmptyState>
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((course) => (
                <CourseCard key={course._id} course={course} />
              ))}
            </div>
          )}
        </>
      )}
    </FacultyPage>
  );
}
