import { useState } from 'react';
import type { CourseBrief } from '@contract/admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSemesterCourses } from '../api/get-catalog-courses';
import { CourseList } from './course-list';

type Props = {
  semester: number | undefined;
  /** The student's department: its courses are listed first. */
  department: string | null | undefined;
  enrollments: CourseBrief[];
  busy: { adding: boolean; droppingId: string | undefined };
  onAdd: (courseId: string) => void;
  onDrop: (course: CourseBrief) => void;
};

/** The student's courses with Drop, and a select of the semester's other open courses to enroll in. */
export function EnrollmentsCard({ semester, department, enrollments, busy, onAdd, onDrop }: Props) {
  const t = useT();
  const catalogue = useSemesterCourses(semester);
  const [chosen, setChosen] = useState('');
  const enrolledIds = new Set(enrollments.map((course) => course._id));
  const ownFirst = (course: { department_id: { name: string } | null }) =>
    course.department_id?.name === department ? 0 : 1;
  const offered = (catalogue.data ?? [])
    .filter((course) => !enrolledIds.has(course._id))
    .sort((a, b) => ownFirst(a) - ownFirst(b) || a.code.localeCompare(b.code));
  const choice = offered.some((course) => course._id === chosen) ? chosen : '';

  let picker;
  if (semester === undefined) {
    picker = null;
  } else if (catalogue.isPending) {
    picker = <Spinner size="md" label={t('adminStudents.coursesLoading')} />;
  } else if (catalogue.isError) {
    picker = <Alert>{`${t('adminStudents.coursesFailed')} ${errorMessage(catalogue.error)}`}</Alert>;
  } else if (offered.length === 0) {
    picker = (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('adminStudents.noCoursesToAdd', { semester })}
      </p>
    );
  } else {
    picker = (
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (choice) onAdd(choice);
        }}
      >
        <Field
          id="add-course"
          label={t('adminStudents.addCourse')}
          hint={t('adminStudents.addCourseHint', { semester })}
          className="flex-1"
        >
          <Select
            id="add-course"
            value={choice}
            onChange={(e) => setChosen(e.target.value)}
            options={offered.map((course) => ({
              value: course._id,
              label: `${course.code} - ${course.name}`,
            }))}
            placeholder={t('adminPeople.choose')}
            hint={t('adminStudents.addCourseHint', { semester })}
          />
        </Field>
        <Button type="submit" busy={busy.adding} disabled={!choice} className="sm:mb-6">
          {t('adminStudents.enroll')}
        </Button>
      </form>
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('adminStudents.enrollments')}</h2>
      {enrollments.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('adminStudents.noEnrollments')}</p>
      ) : (
        <CourseList
          courses={enrollments}
          action={(course) => (
            <Button
              variant="secondary"
              className="self-start sm:self-auto"
              busy={busy.droppingId === course._id}
              aria-label={t('adminStudents.dropCourse', { course: `${course.code} - ${course.name}` })}
              onClick={() => onDrop(course)}
            >
              {t('adminStudents.drop')}
            </Button>
          )}
        />
      )}
      {picker}
    </Card>
  );
}
