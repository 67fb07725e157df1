import { isFinalResult } from '@contract/rules/grades';
import type { GradeRecord } from '@contract/student';
import { GradeBadge } from '../../../components/grade-badge';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useT } from '../../../lib/i18n';

/**
 * Result rows: course, semester, exam, marks, percentage, the letter grade in its colour, points and credits;
 * on a phone each result is a card with every figure on screen. Only a final has points and credits: a
 * midterm's row says it counts in no GPA, so it never reads like a final result. A repeated attempt (replaced by a later one,
 * counted in no GPA) is marked, and a note under the table says what that means.
 */
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
  const label = {
    course: t('student.grades.col.course'),
    semester: t('field.semester'),
    exam: t('student.grades.col.exam'),
    marks: t('student.grades.col.marks'),
    percentage: t('student.grades.col.percentage'),
    grade: t('student.grades.col.grade'),
    points: t('student.grades.col.points'),
    credits: t('student.grades.col.credits'),
  };
  const { course: _course, ...figures } = label;
  const columns = Object.values(showCourse ? label : figures).map((name) => ({ label: name }));
  return (
    <>
      <ResponsiveTable caption={caption} columns={columns}>
        {grades.map((grade) => (
          <tr key={grade._id} className="border-t border-slate-200 dark:border-slate-700">
            {showCourse && (
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="font-semibold">
                  <bdi dir="ltr">{grade.course_id.code}</bdi>
                </span>
                <span dir="auto" className="block text-slate-600 dark:text-slate-400">
                  {grade.course_id.name}
                </span>
              </th>
            )}
            <td data-label={label.semester} className="px-3 py-2">
              {grade.semester}
            </td>
            <td data-label={label.exam} className="px-3 py-2">
              {t(`student.examType.${grade.exam_type}`)}
              {grade.attempt > 1 && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t('student.grades.attemptN', { n: grade.attempt })}
                </span>
              )}
              {grade.repeated && (
                <span className="mt-1 inline-block rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                  {t('student.grades.repeated')}
                </span>
              )}
            </td>
            <td data-label={label.marks} className="px-3 py-2 whitespace-nowrap">
              {`${grade.marks_obtained}/${grade.total_marks}`}
            </td>
            <td data-label={label.percentage} className="px-3 py-2">
              {`${grade.percentage.toFixed(2)}%`}
            </td>
            <td data-label={label.grade} className="px-3 py-2">
              <GradeBadge letter={grade.letter_grade} />
            </td>
            {isFinalResult(grade.exam_type) ? (
              <>
                <td data-label={label.points} className="px-3 py-2">
                  {grade.grade_point.toFixed(1)}
                </td>
                <td data-label={label.credits} className="px-3 py-2">
                  {grade.credits}
                </td>
              </>
            ) : (
              // Progress, not a result: no grade points or credits that could be read as counted in a GPA.
              <td colSpan={2} className="px-3 py-2 text-slate-600 dark:text-slate-400">
                {t('student.grades.notFinal')}
              </td>
            )}
          </tr>
        ))}
      </ResponsiveTable>
      {grades.some((grade) => !isFinalResult(grade.exam_type)) && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('student.grades.notFinalNote')}</p>
      )}
      {grades.some((grade) => grade.repeated) && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('student.grades.repeatedNote')}</p>
      )}
    </>
  );
}

/**
 * Results grouped under their term's name ("Fall 2026"), in the order given: the server sends them by term,
 * earliest first, as a transcript reads. One term shows its table under its name too, so the page always says
 * whose results these are.
 */
export function GradesByTerm({ grades }: { grades: GradeRecord[] }) {
  const groups: { term: GradeRecord['term']; grades: GradeRecord[] }[] = [];
  for (const grade of grades) {
    const last = groups.at(-1);
    if (last && last.term._id === grade.term._id) last.grades.push(grade);
    else groups.push({ term: grade.term, grades: [grade] });
  }
  return (
    <div className="flex flex-col gap-6">
      {groups.map((group) => (
        <section
          key={group.term._id}
          aria-labelledby={`term-${group.term._id}`}
          className="flex flex-col gap-2"
        >
          <h3 id={`term-${group.term._id}`} className="text-base font-semibold">
            <bdi dir="ltr">{group.term.name}</bdi>
          </h3>
          <GradesTable grades={group.grades} caption={group.term.name} />
        </section>
      ))}
    </div>
  );
}
