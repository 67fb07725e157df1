import { SEMESTERS } from '@contract/enums';
import { LETTER_GRADES } from '@contract/rules/grades';
import type { AdminReports } from '@contract/admin';
import { formatDate } from '../../../lib/format';
import type { useT } from '../../../lib/i18n';
import { valueLabel } from '../../../lib/i18n/reference';
import { BarChart, GradeChart } from './charts';
import type { ReportSpec } from './report-section';

/** A last row adding up every numeric column after the first two (course and name). */
function totalsOf(rows: (string | number)[][], label: string): (string | number)[] | undefined {
  if (rows.length === 0) return undefined;
  return [
    label,
    '',
    ...rows[0].slice(2).map((_, i) => rows.reduce((sum, row) => sum + Number(row[i + 2]), 0)),
  ];
}

/**
 * The sections of the Reports page, in order, from GET /api/admin/reports: each one's id (its #address and
 * CSV file name), title, columns, rows and chart. The table shows the CSV's rows.
 */
export function reportSpecs(r: AdminReports, t: ReturnType<typeof useT>): ReportSpec[] {
  // One row per department, one column per semester: 8 numbers side by side read faster than 8 rows.
  const bySemester = new Map<string, number[]>();
  for (const row of r.studentsByDepartmentSemester) {
    const counts = bySemester.get(row.department) ?? SEMESTERS.map(() => 0);
    counts[row.semester - 1] = (counts[row.semester - 1] ?? 0) + row.students;
    bySemester.set(row.department, counts);
  }
  const perDepartment = [...bySemester].map(([department, counts]) => ({
    department,
    label: valueLabel(department),
    value: counts.reduce((a, b) => a + b, 0),
  }));
  const mostStudents = Math.max(0, ...perDepartment.map((item) => item.value));
  const roleLabel = (role: string) =>
    role === 'student' ? t('role.student') : role === 'faculty' ? t('role.faculty') : role;
  const gradeTotal = (counts: Record<string, number>) =>
    LETTER_GRADES.reduce((sum, l) => sum + (counts[l] ?? 0), 0);
  const eligibility = r.examEligibility.map((row) => [
    row.course,
    row.name,
    row.eligible,
    row.permitted,
    row.needsPermission,
    row.mayRepeat,
  ]);

  return [
    {
      id: 'students-per-department',
      title: t('reports.studentsByDepartment'),
      header: [
        t('reports.col.department'),
        ...SEMESTERS.map((semester) => t('reports.col.semesterN', { semester })),
        t('reports.col.total'),
      ],
      rows: perDepartment.map(({ department, label, value }) => [
        label,
        ...(bySemester.get(department) ?? []),
        value,
      ]),
      empty: t('reports.empty.students'),
      chart: (start, end) => (
        <BarChart
          title={t('reports.studentsPerDepartment')}
          items={perDepartment.slice(start, end)}
          max={mostStudents}
        />
      ),
    },
    {
      id: 'courses-per-department',
      title: t('reports.coursesByDepartment'),
      header: [t('reports.col.department'), t('reports.col.courses'), t('reports.col.virtual')],
      rows: r.coursesByDepartment.map((row) => [valueLabel(row.department), row.courses, row.virtual]),
      empty: t('reports.empty.courses'),
    },
    {
      id: 'students-below-75-percent',
      title: t('reports.studentsAtRisk'),
      header: [
        t('reports.col.studentId'),
        t('reports.col.name'),
        t('reports.col.course'),
        t('reports.col.attendance'),
        t('reports.col.classes'),
      ],
      rows: r.studentsAtRisk.map((row) => [
        row.studentId,
        row.name,
        row.course,
        `${row.percentage}%`,
        row.classes,
      ]),
      empty: t('reports.empty.studentsAtRisk'),
    },
    {
      id: 'courses-at-risk',
      title: t('reports.coursesAtRisk'),
      header: [
        t('reports.col.course'),
        t('reports.col.name'),
        t('reports.col.studentsBelow'),
        t('reports.col.students'),
        t('reports.col.average'),
      ],
      rows: r.coursesAtRisk.map((row) => [
        row.course,
        row.name,
        row.studentsBelow,
        row.students,
        `${row.average}%`,
      ]),
      empty: t('reports.empty.coursesAtRisk'),
    },
    {
      id: 'exam-eligibility',
      title: t('reports.examEligibility'),
      header: [
        t('reports.col.course'),
        t('reports.col.name'),
        t('reports.col.eligible'),
        t('reports.col.permitted'),
        t('reports.col.needsPermission'),
        t('reports.col.mayRepeat'),
      ],
      rows: eligibility,
      totals: totalsOf(eligibility, t('reports.allCourses')),
      empty: t('reports.empty.examEligibility'),
    },
    {
      id: 'grade-distribution',
      title: t('reports.gradeDistribution'),
      header: [t('reports.col.course'), t('reports.col.name'), ...LETTER_GRADES, t('reports.col.total')],
      rows: r.gradeDistribution.map((row) => [
        row.course,
        row.name,
        ...LETTER_GRADES.map((letter) => row.counts[letter] ?? 0),
        gradeTotal(row.counts),
      ]),
      empty: t('reports.empty.grades'),
      chart: (start, end) => (
        <GradeChart title={t('reports.gradeDistribution')} rows={r.gradeDistribution.slice(start, end)} />
      ),
    },
    {
      id: 'pending-registrations',
      title: t('reports.pendingRegistrations'),
      header: [
        t('reports.col.name'),
        t('reports.col.email'),
        t('reports.col.role'),
        t('reports.col.registered'),
      ],
      rows: r.pendingRegistrations.map((row) => [
        row.name,
        row.email,
        roleLabel(row.role),
        formatDate(row.registeredAt),
      ]),
      empty: t('reports.empty.pending'),
    },
  ];
}
