/**
 * The route table of spec part 1 §2 and part 2 §2. Only pages that exist are registered; an unknown URL
 * inside a portal area renders that area's "Page not found" behind the area's guard.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LoadFromServer } from '../components/load-from-server';
import { NotFound } from '../components/not-found';
import { paths } from './paths';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const StudentRegistrationPage = lazy(() => import('../features/auth/student-registration-page'));
const FacultyRegistrationPage = lazy(() => import('../features/auth/faculty-registration-page'));
const StudentDashboardPage = lazy(() => import('../features/student/student-dashboard-page'));
const StudentProfilePage = lazy(() => import('../features/student/student-profile-page'));
const StudentCoursesPage = lazy(() => import('../features/student/student-courses-page'));
const StudentCoursePage = lazy(() => import('../features/student/student-course-page'));
const StudentGradesPage = lazy(() => import('../features/student/student-grades-page'));
const StudentAttendancePage = lazy(() => import('../features/student/student-attendance-page'));
const StudentAssignmentsPage = lazy(() => import('../features/student/student-assignments-page'));
const FacultyDashboardPage = lazy(() => import('../features/faculty/faculty-dashboard-page'));
const FacultyProfilePage = lazy(() => import('../features/faculty/faculty-profile-page'));
const FacultyCoursesPage = lazy(() => import('../features/faculty/faculty-courses-page'));
const FacultyStudentsPage = lazy(() => import('../features/faculty/faculty-students-page'));
const FacultyAssignmentsPage = lazy(() => import('../features/faculty/faculty-assignments-page'));
const GradeSubmissionsPage = lazy(() => import('../features/faculty/grade-submissions-page'));
const MarkAttendancePage = lazy(() => import('../features/faculty/mark-attendance-page'));
const EnterGradesPage = lazy(() => import('../features/faculty/enter-grades-page'));
const AdminHomePage = lazy(() => import('../features/admin/admin-home-page'));
const RegistrationsPage = lazy(() => import('../features/admin/registrations-page'));
const MessagesPage = lazy(() => import('../features/admin/messages-page'));
const CoursesPage = lazy(() => import('../features/admin/courses-page'));
const AnnouncementsPage = lazy(() => import('../features/admin/announcements-page'));
const AdminProfilePage = lazy(() => import('../features/admin/profile-page'));
const StudentsPage = lazy(() => import('../features/admin-people/students-page'));
const StudentDetailPage = lazy(() => import('../features/admin-people/student-detail-page'));
const FacultyPage = lazy(() => import('../features/admin-people/faculty-page'));
const FacultyDetailPage = lazy(() => import('../features/admin-people/faculty-detail-page'));

const areaNotFound = (home: string): RouteObject => ({ path: '*', element: <NotFound homeTo={home} /> });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Public pages are rendered by the server; the app only ever passes through them.
      { index: true, element: <LoadFromServer /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.registerStudent, element: <StudentRegistrationPage /> },
      { path: paths.registerFaculty, element: <FacultyRegistrationPage /> },
      {
        path: paths.student.root,
        element: <RequireRole roles={['student']} />,
        children: [
          { index: true, element: <StudentDashboardPage /> },
          { path: paths.student.profile, element: <StudentProfilePage /> },
          { path: paths.student.courses, element: <StudentCoursesPage /> },
          { path: paths.student.courseRoute, element: <StudentCoursePage /> },
          { path: paths.student.grades, element: <StudentGradesPage /> },
          { path: paths.student.attendance, element: <StudentAttendancePage /> },
          { path: paths.student.assignments, element: <StudentAssignmentsPage /> },
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
          { path: paths.faculty.students, element: <FacultyStudentsPage /> },
          { path: paths.faculty.assignments, element: <FacultyAssignmentsPage /> },
          { path: paths.faculty.gradeSubmissions, element: <GradeSubmissionsPage /> },
          { path: paths.faculty.markAttendance, element: <MarkAttendancePage /> },
          { path: paths.faculty.enterGrades, element: <EnterGradesPage /> },
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
          { path: paths.admin.announcements, element: <AnnouncementsPage /> },
          { path: paths.admin.profile, element: <AdminProfilePage /> },
          { path: paths.admin.students, element: <StudentsPage /> },
          { path: paths.admin.studentDetailRoute, element: <StudentDetailPage /> },
          { path: paths.admin.faculty, element: <FacultyPage /> },
          { path: paths.admin.facultyDetailRoute, element: <FacultyDetailPage /> },
          areaNotFound(paths.admin.root),
        ],
      },
      {
        // Any signed-in role; the live classroom page arrives with the classroom issue.
        path: '/classroom',
        element: <RequireRole />,
        children: [{ path: '*', element: <NotFound /> }],
      },
      { path: '*', element: <LoadFromServer /> },
    ],
  },
];
