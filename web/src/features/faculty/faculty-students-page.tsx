import { GraduationCap, Percent, Search, Users, BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { attendanceBand } from '@contract/rules/attendance';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Loading } from '../../components/loading';
import { StatTile } from '../../components/stat-tile';
import { bandText } from '../../components/tones';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
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

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** Search matches a name, student ID or e-mail, ignoring case. */
function matches(student: FacultyStudent, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [student.name, student.student_id, student.email].some((v) => v.toLowerCase().includes(needle));
}

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
          <h2 id={`student-${student._id}`} className="font-semibold">
            {student.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{student.student_id}</p>
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
          <dd className="break-all">{student.email}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">{t('field.phone')}</dt>
          <dd>{student.phone || t('common.notProvided')}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('faculty.students.cgpa')}</dt>
          <dd className="font-semibold">{student.cgpa.toFixed(2)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('faculty.students.attendance')}</dt>
          <dd
            data-band={attendanceBand(student.attendance)}
            className={cn('font-semibold', bandText[attendanceBand(student.attendance)])}
          >
            {student.attendance}%
          </dd>
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
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const courses = useFacultyCourses();
  const students = useFacultyStudents(courseId || undefined);

  const setCourse = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('course', value);
    else next.delete('course');
    setParams(next, { replace: true });
  };

  const title = t('faculty.students.title');
  const shown = (students.data ?? []).filter((s) => matches(s, search));
  const activeCourses = new Set(shown.flatMap((s) => s.courses.map((c) => c._id))).size;

  return (
    <FacultyPage title={title} subtitle={t('faculty.students.subtitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="student-search" label={t('faculty.students.search')}>
          <Input
            id="student-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
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
          retrying={students.isFetching}
          onRetry={() => void students.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile label={t('faculty.students.total')} value={shown.length} icon={Users} />
            <StatTile
              label={t('faculty.students.averageCgpa')}
              value={mean(shown.map((s) => s.cgpa)).toFixed(2)}
              icon={GraduationCap}
            />
            <StatTile
              label={t('faculty.students.averageAttendance')}
              value={`${Math.round(mean(shown.map((s) => s.attendance)))}%`}
              icon={Percent}
            />
            <StatTile label={t('faculty.students.activeCourses')} value={activeCourses} icon={BookOpen} />
          </div>
          {shown.length === 0 ? (
            <EmptyState icon={search ? Search : Users}>
              <p className="font-semibold">
                {search ? t('faculty.students.noMatch') : t('faculty.students.none')}
              </p>
            </EmptyState>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((student) => (
                <StudentCard key={student._id} student={student} onView={() => setViewing(student._id)} />
              ))}
            </div>
          )}
        </>
      )}
      <StudentProfileDialog studentId={viewing} onClose={() => setViewing(null)} />
    </FacultyPage>
  );
}
