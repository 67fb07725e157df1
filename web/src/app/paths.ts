/** Every URL of the web client. Pages and links build their targets from here, never from string literals. */
import type { Role } from '@contract/enums';

/** A teacher's (or an admin's) quiz pages of a course, under the area's root (issue 37). */
const quizPages = (root: string) => ({
  list: (courseId: string) => `${root}/courses/${encodeURIComponent(courseId)}/quizzes`,
  listRoute: `${root}/courses/:id/quizzes`,
  create: (courseId: string) => `${root}/courses/${encodeURIComponent(courseId)}/quizzes/new`,
  createRoute: `${root}/courses/:id/quizzes/new`,
  edit: (quizId: string) => `${root}/quizzes/${encodeURIComponent(quizId)}`,
  editRoute: `${root}/quizzes/:quizId`,
  results: (quizId: string) => `${root}/quizzes/${encodeURIComponent(quizId)}/results`,
  resultsRoute: `${root}/quizzes/:quizId/results`,
});
export type QuizPages = ReturnType<typeof quizPages>;

export const paths = {
  home: '/',
  about: '/about',
  departments: '/departments',
  admissions: '/admissions',
  admissionsChecklist: '/admissions/checklist',
  program: (id: string) => `/departments/${encodeURIComponent(id)}`,
  contact: '/contact',
  login: '/login',
  /** The login page, returning to `next` (a path of this site) after signing in. */
  loginReturningTo: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  registerStudent: '/register/student',
  registerFaculty: '/register/faculty',
  /** Asks for a reset link by e-mail, or says the college office resets passwords. */
  forgotPassword: '/forgot-password',
  /** Where a reset link leads (contract RESET_PASSWORD_PATH), with `?token=`. */
  resetPassword: '/reset-password',
  /** The only page an account with a temporary password may use until it is changed. */
  changePassword: '/change-password',
  student: {
    root: '/student',
    profile: '/student/profile',
    courses: '/student/courses',
    course: (id: string) => `/student/courses/${encodeURIComponent(id)}`,
    courseRoute: '/student/courses/:id',
    grades: '/student/grades',
    attendance: '/student/attendance',
    assignments: '/student/assignments',
    virtualClasses: '/student/virtual-classes',
    announcements: '/student/announcements',
    announcement: (id: string) => `/student/announcements/${encodeURIComponent(id)}`,
    announcementRoute: '/student/announcements/:id',
    quiz: (id: string) => `/student/quizzes/${encodeURIComponent(id)}`,
    quizRoute: '/student/quizzes/:id',
  },
  faculty: {
    root: '/faculty',
    dashboard: '/faculty/dashboard',
    profile: '/faculty/profile',
    courses: '/faculty/courses',
    course: (id: string) => `/faculty/courses/${encodeURIComponent(id)}`,
    courseRoute: '/faculty/courses/:id',
    students: '/faculty/students',
    studentsOfCourse: (courseId: string) => `/faculty/students?course=${encodeURIComponent(courseId)}`,
    assignments: '/faculty/assignments',
    assignmentsOf: (courseId: string) => `/faculty/assignments?course=${encodeURIComponent(courseId)}`,
    gradeSubmissions: '/faculty/grade-submissions',
    submissionsOf: (assignmentId: string) =>
      `/faculty/grade-submissions?assignment=${encodeURIComponent(assignmentId)}`,
    markAttendance: '/faculty/mark-attendance',
    markAttendanceFor: (courseId: string) =>
      `/faculty/mark-attendance?course=${encodeURIComponent(courseId)}`,
    enterGrades: '/faculty/enter-grades',
    enterGradesFor: (courseId: string) => `/faculty/enter-grades?course=${encodeURIComponent(courseId)}`,
    examEligibility: '/faculty/exam-eligibility',
    examEligibilityOf: (courseId: string) =>
      `/faculty/exam-eligibility?course=${encodeURIComponent(courseId)}`,
    scheduleClass: '/faculty/schedule-class',
    /** Schedule Class with the course chosen (its semester and department follow from it). */
    scheduleClassFor: (courseId: string) => `/faculty/schedule-class?course=${encodeURIComponent(courseId)}`,
    virtualClasses: '/faculty/virtual-classes',
    announcements: '/faculty/announcements',
    announcement: (id: string) => `/faculty/announcements/${encodeURIComponent(id)}`,
    announcementRoute: '/faculty/announcements/:id',
    quizzes: quizPages('/faculty'),
  },
  admin: {
    root: '/admin',
    profile: '/admin/profile',
    registrations: '/admin/registrations',
    messages: '/admin/messages',
    courses: '/admin/courses',
    course: (id: string) => `/admin/courses/${encodeURIComponent(id)}`,
    courseRoute: '/admin/courses/:id',
    /** Enter Grades for any course (the faculty page's, with every course to choose from). */
    enterGrades: '/admin/enter-grades',
    enterGradesFor: (courseId: string) => `/admin/enter-grades?course=${encodeURIComponent(courseId)}`,
    announcements: '/admin/announcements',
    students: '/admin/students',
    studentDetail: (id: string) => `/admin/students/${encodeURIComponent(id)}`,
    studentDetailRoute: '/admin/students/:id',
    faculty: '/admin/faculty',
    facultyDetail: (id: string) => `/admin/faculty/${encodeURIComponent(id)}`,
    facultyDetailRoute: '/admin/faculty/:id',
    audit: '/admin/audit',
    admissions: '/admin/admissions',
    /** The college's contact details, office hours and social links. */
    college: '/admin/college',
    /** The college's calendar of terms: add, change, start and close them. */
    terms: '/admin/terms',
    /** Every report with its CSV, in sections a person can jump between. */
    reports: '/admin/reports',
    /** The audit trail of one record. */
    auditOf: (entity: string, id: string) =>
      `/admin/audit?entity=${encodeURIComponent(entity)}&entity_id=${encodeURIComponent(id)}`,
    quizzes: quizPages('/admin'),
  },
  classroom: (classId: string) => `/classroom/${encodeURIComponent(classId)}`,
} as const;

/** The area a role lands in after sign-in; any unexpected role falls back to the student area (spec part 1 §6). */
export function roleHome(role: Role | string | undefined): string {
  if (role === 'admin') return paths.admin.root;
  if (role === 'faculty') return paths.faculty.root;
  return paths.student.root;
}

export function roleProfile(role: Role | string | undefined): string {
  if (role === 'admin') return paths.admin.profile;
  if (role === 'faculty') return paths.faculty.profile;
  return paths.student.profile;
}

/** Pages under these prefixes get a Back button in the header. */
export const PORTAL_PREFIXES = [paths.student.root, paths.faculty.root, paths.admin.root] as const;

export function isPortalPath(pathname: string): boolean {
  return PORTAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
