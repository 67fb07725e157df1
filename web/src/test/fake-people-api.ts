/**
 * A fake admin API for the students' and faculty pages' tests: it filters and pages, updates, deletes, enrolls and
 * deactivates the way the server does, and records every call.
 */
import { ACCOUNT_MESSAGES } from '@contract/account-messages';
import type { CourseBrief } from '@contract/admin';
import type { User } from '@contract/auth';
import type { Course } from '@contract/courses';
import { formatMessage, MESSAGES } from '@contract/messages';
import { ok, mockApi, type ApiCall, type Handler } from './mock-api';
import { paged } from './paging';

const contains = (value: string | null | undefined, part: string | null) =>
  !part || (value ?? '').toLowerCase().includes(part.toLowerCase());

export const brief = (course: Course): CourseBrief => ({
  _id: course._id,
  code: course.code,
  name: course.name,
  semester: course.semester,
  credits: course.credits,
  is_virtual: course.is_virtual,
});

type Options = {
  admin: User;
  students?: User[];
  faculty?: User[];
  /** The catalogue GET /api/courses answers from. */
  courses?: Course[];
  enrollments?: Record<string, Course[]>;
  taught?: Record<string, Course[]>;
  /** Until when a person's sign-ins are slowed down (by their id); none by default. */
  slowedUntil?: Record<string, string>;
  /** Replaces the default handler of an endpoint, e.g. `{ 'PUT /api/admin/students/:id': fail(409, ...) }`. */
  override?: Record<string, Handler>;
};

export function fakePeopleApi({
  admin,
  students = [],
  faculty = [],
  courses = [],
  enrollments = {},
  taught = {},
  slowedUntil = {},
  override = {},
}: Options) {
  const slowed = { ...slowedUntil };
  const db = {
    students: [...students],
    faculty: [...faculty],
    enrollments: Object.fromEntries(Object.entries(enrollments).map(([id, list]) => [id, [...list]])),
  };
  const setStatus = (id: string, status: User['status']) => {
    db.students = db.students.map((p) => (p._id === id ? { ...p, status } : p));
    db.faculty = db.faculty.map((p) => (p._id === id ? { ...p, status } : p));
  };
  const enrolledBriefs = (id: string) => (db.enrollments[id] ?? []).map(brief);

  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': ok({ user: admin }),
    // Without e-mail set up unless a test says otherwise: only a temporary password can be issued.
    'GET /api/auth/password-reset': ok({ byEmail: false }),
    'GET /api/admin/students': (call: ApiCall) => {
      const q = call.query;
      const matching = db.students.filter(
        (s) =>
          (contains(s.name, q.get('search')) ||
            contains(s.email, q.get('search')) ||
            contains(s.student_id, q.get('search'))) &&
          contains(s.department, q.get('department')) &&
          (!q.get('semester') || s.semester === Number(q.get('semester'))),
      );
      return ok(paged('students', matching, q));
    },
    'GET /api/admin/faculty': (call: ApiCall) => {
      const q = call.query;
      const search = q.get('search');
      const matching = db.faculty.filter(
        (f) =>
          (contains(f.name, search) ||
            contains(f.email, search) ||
            contains(f.employee_id, search) ||
            contains(f.designation, search)) &&
          contains(f.department, q.get('department')),
      );
      return ok(paged('faculty', matching, q));
    },
    'GET /api/courses': (call: ApiCall) => {
      const semester = Number(call.query.get('semester'));
      return ok(
        paged(
          'courses',
          courses.filter((c) => !semester || c.semester === semester),
          call.query,
        ),
      );
    },
  };

  for (const student of students) {
    const url = `/api/admin/students/${student._id}`;
    handlers[`GET ${url}`] = () => {
      const current = db.students.find((s) => s._id === student._id);
      return current
        ? ok({ student: current, enrollments: enrolledBriefs(student._id) })
        : { status: 404, body: { success: false, message: 'Student not found' } };
    };
    handlers[`PUT ${url}`] =
      override['PUT /api/admin/students/:id'] ??
      ((call: ApiCall) => {
        const changes = call.body as Record<string, unknown>;
        const renamed: Partial<User> = {};
        if (typeof changes.semester === 'number') renamed.semester = changes.semester;
        if (typeof changes.name === 'string') renamed.name = changes.name;
        if (typeof changes.studentId === 'string') renamed.student_id = changes.studentId;
        if (typeof changes.section === 'string') renamed.section = changes.section;
        db.students = db.students.map((s) => (s._id === student._id ? { ...s, ...renamed } : s));
        return ok({ student: db.students.find((s) => s._id === student._id) }, MESSAGES.studentUpdated);
      });
    handlers[`DELETE ${url}`] =
      override['DELETE /api/admin/students/:id'] ??
      (() => {
        db.students = db.students.filter((s) => s._id !== student._id);
        return ok(undefined, MESSAGES.studentDeleted);
      });
    handlers[`POST ${url}/enrollments`] = (call: ApiCall) => {
      const { course_id } = call.body as { course_id: string };
      const course = courses.find((c) => c._id === course_id)!;
      db.enrollments[student._id] = [...(db.enrollments[student._id] ?? []), course];
      return ok({ enrollments: enrolledBriefs(student._id) }, MESSAGES.enrolled);
    };
    for (const course of courses) {
      handlers[`DELETE ${url}/enrollments/${course._id}`] = () => {
        db.enrollments[student._id] = (db.enrollments[student._id] ?? []).filter((c) => c._id !== course._id);
        return ok({ enrollments: enrolledBriefs(student._id) }, MESSAGES.enrollmentDropped);
      };
    }
  }

  for (const member of faculty) {
    const url = `/api/admin/faculty/${member._id}`;
    handlers[`GET ${url}`] = () =>
      ok({
        faculty: db.faculty.find((f) => f._id === member._id),
        courses: (taught[member._id] ?? []).map(brief),
      });
    handlers[`PUT ${url}`] =
      override['PUT /api/admin/faculty/:id'] ??
      ((call: ApiCall) => {
        const changes = call.body as Record<string, string>;
        const renamed: Partial<User> = {};
        if (changes.designation) renamed.designation = changes.designation;
        if (changes.department) renamed.department = changes.department;
        db.faculty = db.faculty.map((f) => (f._id === member._id ? { ...f, ...renamed } : f));
        return ok({ faculty: db.faculty.find((f) => f._id === member._id) }, MESSAGES.facultyUpdated);
      });
    handlers[`DELETE ${url}`] =
      override['DELETE /api/admin/faculty/:id'] ??
      (() => {
        db.faculty = db.faculty.filter((f) => f._id !== member._id);
        return ok(undefined, MESSAGES.facultyDeleted);
      });
  }

  for (const person of [...students, ...faculty]) {
    handlers[`POST /api/admin/users/${person._id}/deactivate`] = () => {
      setStatus(person._id, 'deactivated');
      return ok(undefined, MESSAGES.accountDeactivatedByAdmin);
    };
    handlers[`POST /api/admin/users/${person._id}/end-sessions`] = () =>
      ok(undefined, formatMessage(MESSAGES.sessionsEndedByAdmin, { n: 2 }));
    handlers[`POST /api/admin/users/${person._id}/reset-password`] = (call: ApiCall) =>
      (call.body as { method: string }).method === 'temporary'
        ? ok(
            { method: 'temporary', temporaryPassword: 'Kp7mWq3xRt9a' },
            ACCOUNT_MESSAGES.temporaryPasswordIssued,
          )
        : ok({ method: 'email' }, ACCOUNT_MESSAGES.resetLinkEmailed.replace('{email}', person.email));
    handlers[`POST /api/admin/users/${person._id}/reactivate`] = () => {
      setStatus(person._id, 'approved');
      return ok(undefined, MESSAGES.accountReactivated);
    };
    handlers[`GET /api/admin/users/${person._id}/sign-in-slowdown`] = () =>
      ok({ slowdown: { slowedUntil: slowed[person._id] ?? null } });
    handlers[`DELETE /api/admin/users/${person._id}/sign-in-slowdown`] = () => {
      delete slowed[person._id];
      return ok(undefined, MESSAGES.signInSlowdownLifted);
    };
  }

  return { server: mockApi({ ...handlers, ...override }), db };
}
