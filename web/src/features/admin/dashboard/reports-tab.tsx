import { SEMESTERS } from '@contract/enums';
import { LETTER_GRADES } from '@contract/rules/grades';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { canTryAgain, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useReports } from '../api/get-reports';
import { BarChart, GradeChart } from './bar-chart';
import { ReportTable } from './report-table';

/** The rows with a last row adding up every numeric column after the first two (course and name). */
function withTotals(rows: (string | number)[][], label: string): (string | number)[][] {
  if (rows.length === 0) return rows;
  const totals = rows[0].slice(2).map((_, i) => rows.reduce((sum, row) => sum + Number(row[i + 2]), 0));
  return [...rows, [label, '', ...totals]];
}

/** The Reports tab: current figures from GET /api/admin/reports, each table downloadable as CSV. */
export function ReportsTab() {
  const t = useT();
  const reports = useReports();
  if (reports.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner size="lg" label={t('common.loading')} />
      </div>
    );
  }
  if (reports.isError) {
    return (
      <Alert>
        <p>{`${t('reports.loadFailed')} ${errorMessage(reports.error)}`}</p>
        {canTryAgain(reports.error) && (
          <Button variant="secondary" className="mt-2" onClick={() => void reports.refetch()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Alert>
    );
  }
  const r = reports.data;
  // One row per department, one column per semester: 8 numbers side by side read faster than 8 rows.
  const bySemester = new Map<string, number[]>();
  for (const row of r.studentsByDepartmentSemester) {
    const counts = bySemester.get(row.department) ?? SEMESTERS.map(() => 0);
    counts[row.semester - 1] = (counts[row.semester - 1] ?? 0) + row.students;
    bySemester.set(row.department, counts);
  }
  const perDepartment = [...bySemester].map(([label, counts]) => ({
    label,
    value: counts.reduce((a, b) => a + b, 0),
  }));
  const roleLabel = (role: string) =>
    role === 'student' ? t('role.student') : role === 'faculty' ? t('role.faculty') : role;
  const gradeTotal = (counts: Record<string, number>) =>
    LETTER_GRADES.reduce((sum, l) => sum + (counts[l] ?? 0), 0);

  return (
    <div className="flex flex-col gap-4">
      <ReportTable
        id="students-per-department"
        title={t('reports.studentsByDepartment')}
        header={[
          t('reports.col.department'),
          ...SEMESTERS.map((semester) => t('reports.col.semesterN', { semester })),
          t('reports.col.total'),
        ]}
        rows={perDepartment.map(({ label, value }) => [label, ...(bySemester.get(label) ?? []), value])}
        empty={t('reports.empty.students')}
        chart={<BarChart title={t('reports.studentsPerDepartment')} items={perDepartment} />}
      />
      <ReportTable
        id="courses-per-department"
        title={t('reports.coursesByDepartment')}
        header={[t('reports.col.department'), t('reports.col.courses'), t('reports.col.virtual')]}
        rows={r.coursesByDepartment.map((row) => [row.department, row.courses, row.virtual])}
        empty={t('reports.empty.courses')}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <ReportTable
          id="students-below-75-percent"
          title={t('reports.studentsAtRisk')}
          header={[
            t('reports.col.studentId'),
            t('reports.col.name'),
            t('reports.col.course'),
            t('reports.col.attendance'),
            t('reports.col.classes'),
          ]}
          rows={r.studentsAtRisk.map((row) => [
            row.studentId,
            row.name,
            row.course,
            `${row.percentage}%`,
            row.classes,
          ])}
          empty={t('reports.empty.studentsAtRisk')}
        />
        <ReportTable
          id="courses-at-risk"
          title={t('reports.coursesAtRisk')}
          header={[
            t('reports.col.course'),
            t('reports.col.name'),
            t('reports.col.studentsBelow'),
            t('reports.col.students'),
            t('reports.col.average'),
          ]}
          rows={r.coursesAtRisk.map((row) => [
            row.course,
            row.name,
            row.studentsBelow,
            row.students,
            `${row.average}%`,
          ])}
          empty={t('reports.empty.coursesAtRisk')}
        />
      </div>
      <ReportTable
        id="exam-eligibility"
        title={t('reports.examEligibility')}
        header={[
          t('reports.col.course'),
          t('reports.col.name'),
          t('reports.col.eligible'),
          t('reports.col.permitted'),
          t('reports.col.needsPermission'),
          t('reports.col.mayRepeat'),
        ]}
        rows={withTotals(
          r.examEligibility.map((row) => [
            row.course,
            row.name,
            row.eligible,
            row.permitted,
            row.needsPermission,
            row.mayRepeat,
          ]),
          t('reports.allCourses'),
        )}
        empty={t('reports.empty.examEligibility')}
      />
      <ReportTable
        id="grade-distribution"
        title={t('reports.gradeDistribution')}
        header={[t('reports.col.course'), t('reports.col.name'), ...LETTER_GRADES, t('reports.col.total')]}
        rows={r.gradeDistribution.map((row) => [
          row.course,
          row.name,
          ...LETTER_GRADES.map((letter) => row.counts[letter] ?? 0),
          gradeTotal(row.counts),
        ])}
        empty={t('reports.empty.grades')}
        chart={<GradeChart title={t('reports.gradeDistribution')} rows={r.gradeDistribution} />}
      />
      <ReportTable
        id="pending-registrations"
        title={t('reports.pendingRegistrations')}
        header={[
          t('reports.col.name'),
          t('reports.col.email'),
          t('reports.col.role'),
          t('reports.col.registered'),
        ]}
        rows={r.pendingRegistrations.map((row) => [
          row.name,
          row.email,
          roleLabel(row.role),
          formatDate(row.registeredAt),
        ])}
        empty={t('reports.empty.pending')}
      />
    </div>
  );
}
