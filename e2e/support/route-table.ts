/**
 * Every page of the route table (spec part 1 §2, part 2 §2, and web/src/app/paths.ts), by who visits it.
 * A page that needs a record's id names how to find one once signed in.
 */
import type { Page } from 'playwright-core';

export type RouteTarget = string | { name: string; path: (page: Page) => Promise<string> };

/** The first id of a list the signed-in page can read through the API. */
export const firstId = (page: Page, path: string, key: string) =>
  page.evaluate(
    async ({ path, key }) => {
      const res = await fetch(`/api${path}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      const list = (await res.json()).data[key] as { _id: string }[];
      return list[0]!._id;
    },
    { path, key },
  );

export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/departments',
  '/departments/it',
  '/admissions',
  '/admissions/checklist',
  '/contact',
  '/login',
  '/register/student',
  '/register/faculty',
  '/forgot-password',
  '/reset-password?token=an-example-link',
];

export const AREA_ROUTES: Record<'student' | 'faculty' | 'admin', RouteTarget[]> = {
  student: [
    '/student',
    '/student/profile',
    '/student/courses',
    {
      name: 'a course page',
      path: async (page) => `/student/courses/${await firstId(page, '/students/courses', 'courses')}`,
    },
    '/student/grades',
    '/student/attendance',
    '/student/assignments',
    '/student/virtual-classes',
    '/student/announcements',
    {
      name: 'an announcement',
      path: async (page) =>
        `/student/announcements/${await firstId(page, '/announcements', 'announcements')}`,
    },
    {
      name: 'the classroom',
      path: async (page) => `/classroom/${await firstId(page, '/virtualclass/student/sessions', 'sessions')}`,
    },
  ],
  faculty: [
    '/faculty',
    '/faculty/dashboard',
    '/faculty/profile',
    '/faculty/courses',
    {
      name: 'a course page',
      path: async (page) => `/faculty/courses/${await firstId(page, '/faculty/courses', 'courses')}`,
    },
    '/faculty/students',
    '/faculty/assignments',
    '/faculty/grade-submissions',
    {
      name: "an assignment's submissions",
      path: async (page) => {
        const course = await firstId(page, '/faculty/courses', 'courses');
        const assignment = await firstId(page, `/assignments/course/${course}`, 'assignments');
        return `/faculty/grade-submissions?assignment=${assignment}`;
      },
    },
    '/faculty/mark-attendance',
    '/faculty/enter-grades',
    '/faculty/exam-eligibility',
    '/faculty/schedule-class',
    '/faculty/virtual-classes',
    '/faculty/announcements',
    {
      name: 'an announcement',
      path: async (page) =>
        `/faculty/announcements/${await firstId(page, '/announcements', 'announcements')}`,
    },
  ],
  admin: [
    '/admin',
    '/admin/profile',
    '/admin/registrations',
    '/admin/messages',
    '/admin/courses',
    {
      name: 'a course page',
      path: async (page) => `/admin/courses/${await firstId(page, '/courses', 'courses')}`,
    },
    {
      name: "a course's Enter Grades",
      path: async (page) => `/admin/enter-grades?course=${await firstId(page, '/courses', 'courses')}`,
    },
    '/admin/announcements',
    '/admin/students',
    {
      name: "a student's page",
      path: async (page) => `/admin/students/${await firstId(page, '/admin/students', 'students')}`,
    },
    '/admin/faculty',
    {
      name: "a teacher's page",
      path: async (page) => `/admin/faculty/${await firstId(page, '/admin/faculty', 'faculty')}`,
    },
    '/admin/audit',
    '/admin/reports',
    '/admin/admissions',
    '/admin/college',
    '/admin/terms',
    // Last: it leaves the page signed in as another account, one with a temporary password to change.
    { name: 'the required password change', path: (page) => signInWithTemporaryPassword(page) },
  ],
};

/**
 * As the signed-in admin: adds a teacher with a temporary password, and signs the page in with it, so that the
 * change-password screen it must pass first can be visited.
 */
async function signInWithTemporaryPassword(page: Page): Promise<string> {
  await page.evaluate(async () => {
    const json = { 'content-type': 'application/json' };
    const asAdmin = { ...json, authorization: `Bearer ${localStorage.getItem('token')}` };
    const email = `temporary-${Date.now()}@example.edu`;
    const post = async (url: string, headers: Record<string, string>, body: unknown) => {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      return (await res.json()).data;
    };
    // A teacher the admin adds with a temporary password (another admin's password is never the admin's to set).
    const stamp = Date.now();
    const { temporaryPassword } = await post('/api/admin/faculty', asAdmin, {
      name: 'Temporary Teacher',
      email,
      phone: '0302-1234567',
      dateOfBirth: '1982-07-20',
      address: 'Satellite Town, Bahawalpur',
      nationality: 'Pakistani',
      religion: 'Islam',
      emergencyContact: '0302-7654321',
      employeeId: `EMP-T-${stamp}`,
      department: 'Information Technology',
      designation: 'Lecturer',
      qualification: 'MS/MSc',
      specialization: 'Networks',
      joiningDate: '2019-09-01',
      experience: '2 years',
      courses: [],
      passwordSetup: 'temporary',
    });
    const signedIn = await post('/api/auth/login', json, { email, password: temporaryPassword });
    localStorage.setItem('token', signedIn.token);
    localStorage.setItem('user', JSON.stringify(signedIn.user));
  });
  return '/change-password';
}

export const targetName = (target: RouteTarget) => (typeof target === 'string' ? target : target.name);
export const targetPath = (page: Page, target: RouteTarget) =>
  typeof target === 'string' ? Promise.resolve(target) : target.path(page);
