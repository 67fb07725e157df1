/**
 * The sections of each signed-in area, in the order the navigation shows them. The first four of an area
 * are its main sections, on the phone's bottom bar; the rest open from "More" (Android's bottom navigation
 * holds three to five destinations).
 */
import {
  Award,
  BookOpen,
  CalendarCheck,
  ClipboardList,
  GraduationCap,
  LayoutDashboard,
  NotebookPen,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TranslationKey } from '../lib/i18n';
import { paths } from './paths';

export type Area = 'student' | 'faculty' | 'admin';

export type AreaSection = {
  to: string;
  label: TranslationKey;
  /** The icon of a main section on the phone's bottom bar (only those: every icon weighs on every page). */
  icon?: LucideIcon;
  /** Only its own path is this section (an area's home), not the paths below it. */
  end?: boolean;
  /** Other pages that belong to this section, such as a list's detail page reached from it. */
  also?: readonly string[];
};

/** How many sections the phone's bottom bar shows before "More". */
export const MAIN_SECTIONS = 4;

export const AREA_SECTIONS: Record<Area, readonly AreaSection[]> = {
  student: [
    { to: paths.student.root, label: 'student.nav.dashboard', icon: LayoutDashboard, end: true },
    { to: paths.student.assignments, label: 'student.nav.assignments', icon: ClipboardList },
    { to: paths.student.grades, label: 'student.nav.grades', icon: Award },
    { to: paths.student.attendance, label: 'student.nav.attendance', icon: CalendarCheck },
    { to: paths.student.courses, label: 'student.nav.courses' },
    { to: paths.student.virtualClasses, label: 'student.nav.virtualClasses' },
    { to: paths.student.announcements, label: 'student.nav.announcements' },
    { to: paths.student.profile, label: 'student.nav.profile' },
  ],
  faculty: [
    {
      to: paths.faculty.root,
      label: 'faculty.nav.dashboard',
      icon: LayoutDashboard,
      end: true,
      also: [paths.faculty.dashboard],
    },
    { to: paths.faculty.courses, label: 'faculty.nav.courses', icon: BookOpen },
    { to: paths.faculty.markAttendance, label: 'faculty.nav.markAttendance', icon: CalendarCheck },
    {
      to: paths.faculty.assignments,
      label: 'faculty.nav.assignments',
      icon: ClipboardList,
      also: [paths.faculty.gradeSubmissions],
    },
    { to: paths.faculty.students, label: 'faculty.nav.students' },
    { to: paths.faculty.enterGrades, label: 'faculty.nav.enterGrades' },
    { to: paths.faculty.examEligibility, label: 'faculty.nav.eligibility' },
    { to: paths.faculty.scheduleClass, label: 'faculty.nav.scheduleClass' },
    { to: paths.faculty.virtualClasses, label: 'faculty.nav.virtualClasses' },
    { to: paths.faculty.announcements, label: 'faculty.nav.announcements' },
    { to: paths.faculty.profile, label: 'faculty.nav.profile' },
  ],
  admin: [
    { to: paths.admin.root, label: 'nav.dashboard', icon: LayoutDashboard, end: true },
    { to: paths.admin.registrations, label: 'nav.registrations', icon: NotebookPen },
    { to: paths.admin.students, label: 'admin.nav.students', icon: GraduationCap },
    { to: paths.admin.faculty, label: 'admin.nav.faculty', icon: Users },
    { to: paths.admin.courses, label: 'nav.courses' },
    { to: paths.admin.terms, label: 'admin.nav.terms' },
    { to: paths.admin.announcements, label: 'nav.announcements' },
    { to: paths.admin.messages, label: 'nav.messages' },
    { to: paths.admin.admissions, label: 'admin.nav.admissions' },
    { to: paths.admin.college, label: 'admin.nav.college' },
    { to: paths.admin.reports, label: 'admin.nav.reports' },
    { to: paths.admin.audit, label: 'nav.audit' },
    { to: paths.admin.profile, label: 'nav.profile' },
  ],
};

export const AREA_NAV_LABEL: Record<Area, TranslationKey> = {
  student: 'student.nav.label',
  faculty: 'faculty.nav.label',
  admin: 'admin.nav.label',
};

const AREA_HOME: Record<Area, string> = {
  student: paths.student.root,
  faculty: paths.faculty.root,
  admin: paths.admin.root,
};

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The signed-in area a page belongs to, read from its path alone (the server can tell it before any script runs). */
export function areaOf(pathname: string): Area | undefined {
  return (Object.keys(AREA_HOME) as Area[]).find((area) => under(pathname, AREA_HOME[area]));
}

export function areaHome(area: Area): string {
  return AREA_HOME[area];
}

/** Whether the page at `pathname` is this section or one of its pages. */
export function isCurrentSection(section: AreaSection, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (section.also?.some((other) => under(path, other))) return true;
  return section.end ? path === section.to : under(path, section.to);
}
