/**
 * The route table of spec part 1 §2 and part 2 §2. Only pages that exist are registered; an unknown URL
 * inside a portal area renders that area's "Page not found" behind the area's guard.
 */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { LoadFromServer } from '../components/load-from-server';
import { PageSpinner } from '../components/page-spinner';
import { loadAreaStrings, type StringsArea } from '../lib/i18n/languages';
import { ANNOUNCEMENTS_DEFAULT_LIMIT } from '@contract/constants';
import { API_BASE, buildUrl } from '../lib/api-client';
import { lazyPage, type PageModules } from './lazy-page';
import { paths } from './paths';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * An area's pages load together with the area's strings (lib/i18n/<language>-<area>.ts), which the portal's
 * entry leaves out to stay small: each first visit downloads only its own area's.
 */
const withStrings =
  (...areas: StringsArea[]) =>
  <T,>(page: (() => Promise<T>) & PageModules) =>
    Object.assign(
      () => Promise.all([loadAreaStrings(...areas), page()]).then(([, loaded]) => loaded),
      // For the server's preload of the page (lazy-page.tsx).
      { module: page.module, areas },
    );
/**
 * The reads a signed-in page makes first, which the server has the page's HTML start before the app has loaded
 * (lib/early-reads.ts): the session's (auth-context) and the bell's, then the page's own. Addresses as the API
 * client writes them; app/first-reads.test.tsx checks that each page still asks for them.
 */
const firstReads = (...pageReads: string[]) => ({
  reads: ['/auth/me', '/notifications', ...pageReads].map((path) =>
    path.startsWith(API_BASE) ? path : buildUrl(path),
  ),
});

const studentArea = withStrings('student');
const facultyArea = withStrings('faculty');
/** Pages of the class's home: materials and files, class announcements, a submission's comments. */
const studentClassArea = withStrings('student', 'loop', 'materials');
const facultyClassArea = withStrings('faculty', 'loop', 'materials');
/** Pages that show class announcements, but no files. */
const studentLoopArea = withStrings('student', 'loop');
const facultyLoopArea = withStrings('faculty', 'loop');
const adminArea = withStrings('admin');
const adminClassArea = withStrings('admin', 'loop', 'materials');
const adminPeopleArea = withStrings('admin', 'adminPeople');
const classroomArea = withStrings('classroom');
const adminReportsArea = withStrings('admin', 'adminReports');
const adminTermsArea = withStrings('admin', 'adminTerms');
const accountPages = withStrings('account');
const quizSetPages = { faculty: withStrings('faculty', 'quizSet'), admin: withStrings('admin', 'quizSet') };

const LoginPage = lazyPage(() => import('../features/auth/login-page'));
const StudentRegistrationPage = lazyPage(() => import('../features/auth/student-registration-page'));
const FacultyRegistrationPage = lazyPage(() => import('../features/auth/faculty-registration-page'));
const ForgotPasswordPage = lazyPage(accountPages(() => import('../features/auth/forgot-password-page')));
const ResetPasswordPage = lazyPage(accountPages(() => import('../features/auth/reset-password-page')));
const RequiredPasswordChangePage = lazyPage(
  accountPages(() => import('../features/auth/required-password-change-page')),
);
const StudentDashboardPage = lazyPage(
  studentArea(() => import('../features/student/student-dashboard-page')),
  firstReads(
    '/students/dashboard',
    buildUrl('/announcements', { limit: ANNOUNCEMENTS_DEFAULT_LIMIT }),
    '/assignments/my-assignments',
  ),
);
const StudentProfilePage = lazyPage(studentArea(() => import('../features/student/student-profile-page')));
const StudentCoursesPage = lazyPage(studentArea(() => import('../features/student/student-courses-page')));
const StudentCoursePage = lazyPage(
  withStrings(
    'student',
    'loop',
    'materials',
    'quizTake',
  )(() => import('../features/student/student-course-page')),
);
const StudentQuizPage = lazyPage(
  withStrings('student', 'quizTake')(() => import('../features/quizzes/student/quiz-page')),
  // A whole class opens the quiz at once on slow phones: its read starts with the HTML.
  firstReads('/quizzes/:id'),
);
const StudentGradesPage = lazyPage(
  studentArea(() => import('../features/student/student-grades-page')),
  firstReads('/grades/my-grades', '/grades/my-grades/summary'),
);
const StudentAttendancePage = lazyPage(
  studentArea(() => import('../features/student/student-attendance-page')),
);
const StudentAssignmentsPage = lazyPage(
  studentClassArea(() => import('../features/student/student-assignments-page')),
);
const StudentVirtualClassesPage = lazyPage(
  studentArea(() => import('../features/student/student-virtual-classes-page')),
);
// The announcement pages are shared by students and faculty; each area loads them with its own strings.
const announcementsPage = () => import('../features/announcements/announcements-page');
const announcementPage = () => import('../features/announcements/announcement-page');
const StudentAnnouncementsPage = lazyPage(studentLoopArea(announcementsPage));
const StudentAnnouncementPage = lazyPage(studentArea(announcementPage));
const FacultyAnnouncementsPage = lazyPage(facultyLoopArea(announcementsPage));
const FacultyAnnouncementPage = lazyPage(facultyArea(announcementPage));
const FacultyDashboardPage = lazyPage(
  facultyArea(() => import('../features/faculty/faculty-dashboard-page')),
);
const FacultyProfilePage = lazyPage(facultyArea(() => import('../features/faculty/faculty-profile-page')));
const FacultyCoursesPage = lazyPage(facultyArea(() => import('../features/faculty/faculty-courses-page')));
const FacultyCoursePage = lazyPage(
  facultyClassArea(() => import('../features/faculty/faculty-course-page')),
  firstReads('/faculty/courses'),
);
const FacultyStudentsPage = lazyPage(facultyArea(() => import('../features/faculty/faculty-students-page')));
const FacultyAssignmentsPage = lazyPage(
  facultyClassArea(() => import('../features/faculty/faculty-assignments-page')),
);
const GradeSubmissionsPage = lazyPage(
  facultyClassArea(() => import('../features/faculty/grade-submissions-page')),
);
const MarkAttendancePage = lazyPage(
  facultyArea(() => import('../features/faculty/mark-attendance-page')),
  firstReads('/faculty/courses'),
);
const EnterGradesPage = lazyPage(facultyArea(() => import('../features/faculty/enter-grades-page')));
/** The same page for an admin, who may enter any course's results, in the admin's area. */
const AdminEnterGradesPage = lazyPage(
  withStrings('admin', 'faculty')(() => import('../features/faculty/enter-grades-page')),
);
const ExamEligibilityPage = lazyPage(facultyArea(() => import('../features/faculty/exam-eligibility-page')));
const ScheduleClassPage = lazyPage(facultyArea(() => import('../features/faculty/schedule-class-page')));
const VirtualClassesPage = lazyPage(facultyArea(() => import('../features/faculty/virtual-classes-page')));
const AdminHomePage = lazyPage(adminReportsArea(() => import('../features/admin/admin-home-page')));
const RegistrationsPage = lazyPage(adminArea(() => import('../features/admin/registrations-page')));
const MessagesPage = lazyPage(adminArea(() => import('../features/admin/messages-page')));
const CoursesPage = lazyPage(adminArea(() => import('../features/admin/courses-page')));
const AdminCoursePage = lazyPage(adminClassArea(() => import('../features/admin/course-page')));
const AnnouncementsPage = lazyPage(adminArea(() => import('../features/admin/announcements-page')));
const AuditPage = lazyPage(adminReportsArea(() => import('../features/admin/audit-page')));
const ReportsPage = lazyPage(adminReportsArea(() => import('../features/admin/reports-page')));
const AdminProfilePage = lazyPage(adminArea(() => import('../features/admin/profile-page')));
const AdmissionsEditorPage = lazyPage(adminArea(() => import('../features/admin/admissions-page')));
const CollegeDetailsPage = lazyPage(adminArea(() => import('../features/admin/college-page')));
const TermsPage = lazyPage(adminTermsArea(() => import('../features/admin/terms-page')));
const StudentsPage = lazyPage(adminPeopleArea(() => import('../features/admin-people/students-page')));
const StudentDetailPage = lazyPage(
  adminPeopleArea(() => import('../features/admin-people/student-detail-page')),
);
const FacultyPage = lazyPage(adminPeopleArea(() => import('../features/admin-people/faculty-page')));
const FacultyDetailPage = lazyPage(
  adminPeopleArea(() => import('../features/admin-people/faculty-detail-page')),
);
// A course's quizzes as its teacher or an admin sets them (issue 37): the same pages in both areas.
const quizSetRoutes = (area: 'faculty' | 'admin'): RouteObject[] => {
  const pages = paths[area].quizzes;
  const load = quizSetPages[area];
  const List = lazyPage(load(() => import('../features/quizzes/teacher/quiz-list-page')));
  const Editor = lazyPage(load(() => import('../features/quizzes/teacher/quiz-editor-page')));
  const Results = lazyPage(load(() => import('../features/quizzes/teacher/quiz-results-page')));
  return [
    { path: pages.listRoute, element: <List area={area} /> },
    { path: pages.createRoute, element: <Editor area={area} /> },
    { path: pages.editRoute, element: <Editor area={area} /> },
    { path: pages.resultsRoute, element: <Results area={area} /> },
  ];
};
const ClassroomPage = lazyPage(classroomArea(() => import('../features/classroom/classroom-page')));

// Rarely shown, so not in the portal's entry (bundle budget): they load when needed.
const NotFound = lazyPage(async () => ({ default: (await import('../components/not-found')).NotFound }));
const LazyRouteError = lazyPage(async () => ({ default: (await import('./route-error')).RouteError }));
/** The error page, with a Suspense of its own: it shows where the layout (and its Suspense) failed. */
const routeError = (error: unknown) => (
  <Suspense fallback={<PageSpinner />}>
    <LazyRouteError error={error} />
  </Suspense>
);

const areaNotFound = (home: string): RouteObject => ({ path: '*', element: <NotFound homeTo={home} /> });

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary fallback={routeError}>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      // Public pages are rendered by the server; the app only ever passes through them.
      { index: true, element: <LoadFromServer /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.registerStudent, element: <StudentRegistrationPage /> },
      { path: paths.registerFaculty, element: <FacultyRegistrationPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.changePassword, element: <RequiredPasswordChangePage /> },
      {
        path: paths.student.root,
        element: <RequireRole roles={['student']} />,
        children: [
          { index: true, element: <StudentDashboardPage /> },
          { path: paths.student.profile, element: <StudentProfilePage /> },
          { path: paths.student.courses, element: <StudentCoursesPage /> },
          { path: paths.student.courseRoute, element: <StudentCoursePage /> },
          { path: paths.student.quizRoute, element: <StudentQuizPage /> },
          { path: paths.student.grades, element: <StudentGradesPage /> },
          { path: paths.student.attendance, element: <StudentAttendancePage /> },
          { path: paths.student.assignments, element: <StudentAssignmentsPage /> },
          { path: paths.student.virtualClasses, element: <StudentVirtualClassesPage /> },
          { path: paths.student.announcements, element: <StudentAnnouncementsPage /> },
          { path: paths.student.announcementRoute, element: <StudentAnnouncementPage /> },
          areaNotFound(paths.student.root),
        ],
      },
      {
        path: paths.faculty.root,
        element: <RequireRole roles={['faculty']} />,
        children: [
          { index: true, element: <FacultyDashboardPage /> },
          { path: paths.faculty.dashboard, element: <FacultyDashboardPage /> },
          { path: paths.faculty.profile, element: <FacultyProfilePage /> },
          { path: paths.faculty.courses, element: <FacultyCoursesPage /> },
          { path: paths.faculty.courseRoute, element: <FacultyCoursePage /> },
          { path: paths.faculty.students, element: <FacultyStudentsPage /> },
          { path: paths.faculty.assignments, element: <FacultyAssignmentsPage /> },
          { path: paths.faculty.gradeSubmissions, element: <GradeSubmissionsPage /> },
          { path: paths.faculty.markAttendance, element: <MarkAttendancePage /> },
          { path: paths.faculty.enterGrades, element: <EnterGradesPage /> },
          { path: paths.faculty.examEligibility, element: <ExamEligibilityPage /> },
          { path: paths.faculty.scheduleClass, element: <ScheduleClassPage /> },
          { path: paths.faculty.virtualClasses, element: <VirtualClassesPage /> },
          { path: paths.faculty.announcements, element: <FacultyAnnouncementsPage /> },
          { path: paths.faculty.announcementRoute, element: <FacultyAnnouncementPage /> },
          ...quizSetRoutes('faculty'),
          areaNotFound(paths.faculty.root),
        ],
      },
      {
        path: paths.admin.root,
        element: <RequireRole roles={['admin']} />,
        children: [
          { index: true, element: <AdminHomePage /> },
          { path: paths.admin.registrations, element: <RegistrationsPage /> },
          { path: paths.admin.messages, element: <MessagesPage /> },
          { path: paths.admin.courses, element: <CoursesPage /> },
          { path: paths.admin.courseRoute, element: <AdminCoursePage /> },
          { path: paths.admin.enterGrades, element: <AdminEnterGradesPage /> },
          { path: paths.admin.announcements, element: <AnnouncementsPage /> },
          { path: paths.admin.audit, element: <AuditPage /> },
          { path: paths.admin.reports, element: <ReportsPage /> },
          { path: paths.admin.admissions, element: <AdmissionsEditorPage /> },
          { path: paths.admin.college, element: <CollegeDetailsPage /> },
          { path: paths.admin.terms, element: <TermsPage /> },
          { path: paths.admin.profile, element: <AdminProfilePage /> },
          { path: paths.admin.students, element: <StudentsPage /> },
          { path: paths.admin.studentDetailRoute, element: <StudentDetailPage /> },
          { path: paths.admin.faculty, element: <FacultyPage /> },
          { path: paths.admin.facultyDetailRoute, element: <FacultyDetailPage /> },
          ...quizSetRoutes('admin'),
          areaNotFound(paths.admin.root),
        ],
      },
      { path: '*', element: <LoadFromServer /> },
    ],
  },
  {
    // The live classroom, for any signed-in role: the whole window, without the site's header and footer.
    path: '/classroom',
    element: (
      <RouteErrorBoundary fallback={routeError}>
        <RequireRole />
      </RouteErrorBoundary>
    ),
    children: [
      {
        path: ':classId',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <ClassroomPage />
          </Suspense>
        ),
      },
      {
        path: '*',
        element: (
          <SiteLayout>
            <Suspense fallback={<PageSpinner />}>
              <NotFound />
            </Suspense>
          </SiteLayout>
        ),
      },
    ],
  },
];
