import { GraduationCap, Percent, Search, Users, BookOpen } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { attendanceBand } from '@contract/rules/attendance';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { cgpaText, NO_FIGURE, NothingYet, percentText } from '../../components/figure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { StatTile } from '../../components/stat-tile';
import { bandText } from '../../components/tones';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFacultyCourses } from './api/get-courses';
import { useFacultyStudents, type FacultyStudent } from './api/get-students';
import { courseLabel } from './components/course-select';
import { FacultyPage } from './components/faculty-page';
import { StudentProfileDialog } from './components/student-profile-dialog';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part) && !/^(dr|mr|mrs|ms|prof)\.?$/i.test(part))
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

function StudentCard({ student, onView }: { student: FacultyStudent; onView: () => void }) {
  const t = useT();
  return (
    <Card role="article" aria-labelledby={`student-${student._id}`} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
        >
          {initials(student.name)}
        </span>
        <div className="min-w-0">
          <h2 dir="auto" id={`student-${student._id}`} className="font-semibold">
            {student.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <bdi dir="ltr">{student.student_id}</bdi>
          </p>
        </div>
      </div>
      {/* HTML allows one <div> between <dl> and its terms, not two (axe: dlitem). */}
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-2 text-sm">
        <div className="col-span-2">
          <dt className="sr-only">{t('faculty.students.courses')}</dt>
          <dd>{student.courses.map((c) => c.code).join(', ')}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">{t('field.email')}</dt>
          <dd className="break-all">
            <bdi dir="ltr">{student.email}</bdi>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">{t('field.phone')}</dt>
          <dd>{student.phone || t('common.notProvided')}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('faculty.students.cgpa')}</dt>
          <dd className="font-semibold">
            {cgpaText(student.cgpa)}
            {student.cgpa === null && <NothingYet>{t('faculty.noResults')}</NothingYet>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('faculty.students.attendance')}</dt>
          {student.attendance === null ? (
            <dd className="font-semibold">
              {NO_FIGURE}
              <NothingYet>{t('faculty.profileDialog.noClasses')}</NothingYet>
            </dd>
          ) : (
            <dd
              data-band={attendanceBand(student.attendance)}
              className={cn('font-semibold', bandText[attendanceBand(student.attendance)])}
            >
              {student.attendance}%
            </dd>
          )}
        </div>
      </dl>
      <Button
        variant="secondary"
        className="mt-auto"
        onClick={onView}
        aria-label={t('faculty.students.viewProfileOf', { name: student.name })}
      >
        {t('faculty.students.viewProfile')}
      </Button>
    </Card>
  );
}

/** /faculty/students: the students of the teacher's courses, with search, a course selector and their stats. */
export default function FacultyStudentsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course') ?? '';
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  // A page belongs to the course and search it was chosen under: others start again at the first page.
  const filterKey = `${courseId}\n${search}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);
  const [viewing, setViewing] = useState<string | null>(null);
  const courses = useFacultyCourses();
  const students = useFacultyStudents({
    course_id: courseId || undefined,
    search: search || undefined,
    page: page > 1 ? page : undefined,
  });

  const setCourse = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('course', value);
    else next.delete('course');
    setParams(next, { replace: true });
  };

  const title = t('faculty.students.title');
  const shown = students.data?.students ?? [];

  return (
    <FacultyPage title={title} subtitle={t('faculty.students.subtitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="student-search" label={t('faculty.students.search')}>
          <Input
            id="student-search"
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder={t('faculty.students.searchPlaceholder')}
          />
        </Field>
        <Field id="student-course" label={t('faculty.courseFilter')}>
          <Select
            id="student-course"
            value={courseId}
            onChange={(e) => setCourse(e.target.value)}
            options={(courses.data ?? []).map((c) => ({ value: c._id, label: courseLabel(c) }))}
            placeholder={t('faculty.allCourses')}
          />
        </Field>
      </div>

      {students.isPending ? (
        <Loading />
      ) : students.isError ? (
        <LoadError
          message={errorMessage(students.error, t('faculty.students.loadFailed'))}
          error={students.error}
          retrying={students.isFetching}
          onRetry={() => void students.refetch()}
        />
      ) : (
        <>
          {/* The figures count every student the course and search match, not only this page's cards. */}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile label={t('faculty.students.total')} value={students.data.total} icon={Users} />
            <StatTile
              label={t('faculty.students.averageCgpa')}
              value={cgpaText(students.data.summary.averageCgpa)}
              icon={GraduationCap}
            />
            <StatTile
              label={t('faculty.students.averageAttendance')}
              value={percentText(students.data.summary.averageAttendance)}
              icon={Percent}
            />
            <StatTile
              label={t('faculty.students.activeCourses')}
              value={students.data.summary.activeCourses}
              icon={BookOpen}
            />
          </div>
          {students.data.total === 0 ? (
            <EmptyState icon={search ? Search : Users}>
              <p className="font-semibold">
                {search ? t('faculty.students.noMatch') : t('faculty.students.none')}
              </p>
            </EmptyState>
          ) : (
            <section aria-busy={students.isPlaceholderData} className="flex flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((student) => (
                  <StudentCard key={student._id} student={student} onView={() => setViewing(student._id)} />
                ))}
              </div>
              <Pager
                label={t('faculty.students.pages')}
                page={page}
                total={students.data.total}
                pageSize={students.data.pageSize}
                onPage={setPage}
              />
            </section>
          )}
        </>
      )}
      <StudentProfileDialog studentId={viewing} onClose={() => setViewing(null)} />
    </FacultyPage>
  );
}
