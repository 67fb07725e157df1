import { paths } from '../../../app/paths';
import { AreaPage, type AreaNavItem, type AreaPageProps } from '../../../components/area-page';

export const FACULTY_AREA_LINKS: AreaNavItem[] = [
  { to: paths.faculty.root, label: 'faculty.nav.dashboard', end: true },
  { to: paths.faculty.courses, label: 'faculty.nav.courses' },
  { to: paths.faculty.students, label: 'faculty.nav.students' },
  { to: paths.faculty.assignments, label: 'faculty.nav.assignments' },
  { to: paths.faculty.markAttendance, label: 'faculty.nav.markAttendance' },
  { to: paths.faculty.enterGrades, label: 'faculty.nav.enterGrades' },
  { to: paths.faculty.examEligibility, label: 'faculty.nav.eligibility' },
  { to: paths.faculty.scheduleClass, label: 'faculty.nav.scheduleClass' },
  { to: paths.faculty.virtualClasses, label: 'faculty.nav.virtualClasses' },
  { to: paths.faculty.profile, label: 'faculty.nav.profile' },
];

/** The frame of every faculty page: the shared area frame with the faculty area's navigation. */
export function FacultyPage(props: AreaPageProps) {
  return <AreaPage area="area.faculty" navLabel="faculty.nav.label" links={FACULTY_AREA_LINKS} {...props} />;
}
