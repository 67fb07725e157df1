import type { GradeRecord } from '@contract/student';
import { GradeBadge } from '../../../components/grade-badge';
import { useT } from '../../../lib/i18n';

/** Result rows: course, semester, exam, marks, percentage, the letter grade in its colour, points and credits. */
export function GradesTable({
  grades,
  caption,
  showCourse = true,
}: {
  grades: GradeRecord[];
  caption: string;
  showCourse?: boolean;
}) {
  const t = useT();
  const th = 'px-3 py-2 font-semibold whitespace-nowrap';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {showCourse && (
              <th scope="col" className={th}>
                {t('student.grades.col.course')}
              </th>
            )}
            <th scope="col" className={th}>
              {t('field.semester')}
            </th>
            <th scope="col" className={th}>
              {t('student.grades.col.exam')}
            </th>
            <th scope="col" className={th}>
              {t('student.grades.col.marks')}
            </th>
            <th scope="col" className={th}>
              {t('student.grades.col.percentage')}
            </th>
            <th scope="col" className={th}>
              {t('student.grades.col.grade')}
            </th>
            <th scope="col" className={th}>
              {t('student.grades.col.points')}
            </th>
            <th scope="col" className={th}>
              {t('student.grades.col.credits')}
            </th>
          </tr>
        </thead>
        <tbody>
          {grades.map((grade) => (
            <tr key={grade._id} className="border-t border-slate-200 dark:border-slate-700">
              {showCourse && (
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="font-semibold">{grade.course_id.code}</span>
                  <span className="block text-slate-600 dark:text-slate-400">{grade.course_id.name}</span>
                </th>
              )}
              <td className="px-3 py-2">{grade.semester}</td>
              <td className="px-3 py-2">{t(`student.examType.${grade.exam_type}`)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{`${grade.marks_obtained}/${grade.total_marks}`}</td>
              <td className="px-3 py-2">{`${grade.percentage.toFixed(2)}%`}</td>
              <td className="px-3 py-2">
                <GradeBadge letter={grade.letter_grade} />
              </td>
              <td className="px-3 py-2">{grade.grade_point.toFixed(1)}</td>
              <td className="px-3 py-2">{grade.credits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
