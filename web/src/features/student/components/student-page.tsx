import { paths } from '../../../app/paths';
import { AreaPage, type AreaNavItem, type AreaPageProps } from '../../../components/area-page';

export const STUDENT_AREA_LINKS: AreaNavItem[] = [
  { to: paths.student.root, label: 'student.nav.dashboard', end: true },
  { to: paths.student.courses, label: 'student.nav.courses' },
  { to: paths.student.assignments, label: 'student.nav.assignments' },
  { to: paths.student.grades, label: 'student.nav.grades' },
  { to: paths.student.attendance, label: 'student.nav.attendance' },
  { to: paths.student.virtualClasses, label: 'student.nav.virtualClasses' },
  { to: paths.student.profile, label: 'student.nav.profile' },
];

/** The frame of every student page: the shared area frame with the student area's navigation. */
export function StudentPage(props: AreaPageProps) {
  return <AreaPage area="area.student" navLabel="student.nav.label" links={STUDENT_AREA_LINKS} {...props} />;
}
