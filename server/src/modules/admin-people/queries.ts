/** Reads of the admin's Manage Students and Manage Faculty pages. */
import { say } from '../../../../contract/message-catalogue';
import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPeopleQuery, CourseBrief } from '../../../../contract/admin';
import type { PageQuery } from '../../../../contract/paging';
import type { Db } from '../../db/client';
import {
  courseOfferings,
  courses,
  enrollments,
  facultyProfiles,
  studentProfiles,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/search';
import {
  facultyDepartment,
  findUsersWithProfiles,
  selectUserPage,
  studentDepartment,
} from '../users/profile-queries';

/** Pending and rejected accounts live in the registrations queue, not in these lists. */
const LISTED_STATUSES = ['approved', 'deactivated'] as const;

export const STUDENT_NOT_FOUND = say('notFound.named', { label: 'Student' });
export const FACULTY_NOT_FOUND = say('notFound.named', { label: 'Faculty member' });

const anyContains = (text: string, ...columns: Parameters<typeof ilike>[0][]) => {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
};

/** A page of the students matching the filters, newest first, and their number; one statement. */
export async function listStudents(db: Db, query: AdminPeopleQuery, page: PageQuery) {
  const filters: (SQL | undefined)[] = [
    eq(users.role, 'student'),
    inArray(users.status, LISTED_STATUSES),
    isNotNull(studentProfiles.userId),
    isNotNull(studentDepartment.id),
  ];
  if (query.search)
    filters.push(anyContains(query.search, users.name, users.email, studentProfiles.studentId));
  if (query.department)
    filters.push(anyContains(query.department, studentDepartment.name, studentDepartment.code));
  if (query.semester) filters.push(eq(studentProfiles.semester, query.semester));
  if (query.term) {
    filters.push(sql`exists (
      select 1 from ${enrollments} join ${courseOfferings} on ${courseOfferings.id} = ${enrollments.courseId}
       where ${enrollments.studentId} = ${users.id} and ${courseOfferings.termId} = ${query.term})`);
  }
  return selectUserPage(db, and(...filters), 'newest-first', page);
}

/** A page of the faculty members matching the filters, newest first, and their number; one statement. */
export async function listFaculty(db: Db, query: AdminPeopleQuery, page: PageQuery) {
  const filters: (SQL | undefined)[] = [
    eq(users.role, 'faculty'),
    inArray(users.status, LISTED_STATUSES),
    isNotNull(facultyProfiles.userId),
    isNotNull(facultyDepartment.id),
  ];
  if (query.search) {
    filters.push(
      anyContains(
        query.search,
        users.name,
        facultyProfiles.employeeId,
        users.email,
        facultyProfiles.designation,
      ),
    );
  }
  if (query.department)
    filters.push(anyContains(query.department, facultyDepartment.name, facultyDepartment.code));
  if (query.term) {
    filters.push(sql`exists (
      select 1 from ${courseOfferings}
       where ${courseOfferings.instructorId} = ${users.id} and ${courseOfferings.termId} = ${query.term})`);
  }
  return selectUserPage(db, and(...filters), 'newest-first', page);
}

const courseBrief = {
  _id: courses.id,
  code: courses.code,
  name: courses.name,
  semester: courses.semester,
  credits: courses.credits,
  is_virtual: courses.isVirtual,
};

/** The courses a student is enrolled in, by semester then code. */
export function studentEnrollments(db: Db, studentId: string): Promise<CourseBrief[]> {
  return db
    .select(courseBrief)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.studentId, studentId))
    .orderBy(asc(courses.semester), asc(courses.code));
}

/** A person of the given role (any status), or 404 naming what was looked for. */
async function findPerson(db: Db, id: string, role: 'student' | 'faculty') {
  const [person] = await findUsersWithProfiles(db, [id]);
  if (!person || person.role !== role)
    throw notFound(role === 'student' ? STUDENT_NOT_FOUND : FACULTY_NOT_FOUND);
  return person;
}

export const findStudent = (db: Db, id: string) => findPerson(db, id, 'student');
export const findFaculty = (db: Db, id: string) => findPerson(db, id, 'faculty');

export async function studentDetail(db: Db, id: string) {
  const student = await findStudent(db, id);
  return { student, enrollments: await studentEnrollments(db, id) };
}

export async function facultyDetail(db: Db, id: string) {
  const faculty = await findFaculty(db, id);
  const taught = await db
    .select(courseBrief)
    .from(courses)
    .where(eq(courses.instructorId, id))
    .orderBy(asc(courses.semester), asc(courses.code));
  return { faculty, courses: taught };
}
