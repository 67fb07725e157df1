import { attendanceBand } from '@contract/rules/attendance';
import { GradeBadge } from '../../../components/grade-badge';
import { bandText } from '../../../components/tones';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api-client';
import { NO_FIGURE } from '../../../components/figure';
import { useT } from '../../../lib/i18n';
import { useFacultyStudent, type FacultyStudentProfile } from '../api/get-student';

type CourseRecord = FacultyStudentProfile['courses'][number];

function Outlook({ attendance }: { attendance: CourseRecord['attendance'] }) {
  const t = useT();
  if (attendance.total === 0) return <p>{t('faculty.profileDialog.noClasses')}</p>;
  if (attendance.needInARow > 0)
    return <p>{t('faculty.profileDialog.need', { count: attendance.needInARow })}</p>;
  return <p>{t('faculty.profileDialog.canMiss', { count: attendance.canMiss })}</p>;
}

function CourseSection({ record }: { record: CourseRecord }) {
  const t = useT();
  const { attendance } = record;
  return (
    <section
      aria-labelledby={`profile-course-${record.course._id}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id={`profile-course-${record.course._id}`} className="font-semibold">
        {record.course.code} - {record.course.name}
      </h3>
      <div className="text-sm">
        <p>
          {t('faculty.profileDialog.attendance')}:{' '}
          {attendance.total === 0 ? (
            <span className="font-semibold">{NO_FIGURE}</span>
          ) : (
            <span className={cn('font-semibold', bandText[attendanceBand(attendance.percentage)])}>
              {attendance.percentage}%
            </span>
          )}{' '}
          {t('faculty.profileDialog.attendanceCounts', {
            present: attendance.present,
            late: attendance.late,
            absent: attendance.absent,
            excused: attendance.excused,
            total: attendance.total,
          })}
        </p>
        <Outlook attendance={attendance} />
      </div>
      {record.grades.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('faculty.profileDialog.noGrades')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {record.grades.map((grade) => (
            <li key={grade._id} className="flex flex-wrap items-center gap-2">
              <span>{t(`faculty.examType.${grade.exam_type}`)}</span>
              <span>
                {grade.marks_obtained}/{grade.total_marks} ({grade.percentage}%)
              </span>
              <GradeBadge letter={grade.letter_grade} />
              {grade.attempt > 1 && <span>{t('faculty.grades.attemptN', { n: grade.attempt })}</span>}
              {grade.repeated && (
                <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                  {t('faculty.grades.repeated')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** View Profile: the student's contact and, for this teacher's courses only, attendance and grades. */
export function StudentProfileDialog({
  studentId,
  onClose,
}: {
  studentId: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const profile = useFacultyStudent(studentId);
  const student = profile.data?.student;
  return (
    <Dialog
      open={studentId !== null}
      onClose={onClose}
      title={student ? student.name : t('faculty.profileDialog.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('faculty.close')}
        </Button>
      }
    >
      {profile.isPending ? (
        <p>{t('common.loading')}</p>
      ) : profile.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorMessage(profile.error, t('faculty.students.profileFailed'))}
        </p>
      ) : (
        <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {[
              { label: t('field.studentId'), value: profile.data.student.student_id },
              { label: t('field.email'), value: profile.data.student.email },
              { label: t('field.phone'), value: profile.data.student.phone },
              { label: t('field.program'), value: profile.data.student.program },
              { label: t('field.department'), value: profile.data.student.department },
              {
                label: t('faculty.semesterSection'),
                value: `${profile.data.student.semester} / ${profile.data.student.section}`,
              },
              { label: t('field.batch'), value: profile.data.student.batch },
              {
                label: t('faculty.students.cgpa'),
                value:
                  profile.data.student.cgpa === null
                    ? `${NO_FIGURE} (${t('faculty.noResults')})`
                    : profile.data.student.cgpa.toFixed(2),
              },
            ].map((row) => (
              <div key={row.label}>
                <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
                <dd className="font-medium break-words">{row.value || t('common.notProvided')}</dd>
              </div>
            ))}
          </dl>
          {profile.data.courses.map((record) => (
            <CourseSection key={record.course._id} record={record} />
          ))}
        </div>
      )}
    </Dialog>
  );
}
