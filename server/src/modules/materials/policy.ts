/**
 * Who reaches a course's materials and an assignment's files: the course's teacher and admins manage them;
 * a student enrolled in the course reads them (a material with a section only when it is the student's).
 * Anyone else gets "not found", so that ids cannot be probed.
 */
import { say } from '../../../../contract/message-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments, studentProfiles } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Actor } from '../teaching/policy';

type Reader = Pick<Db, 'select'>;

export const COURSE_NOT_FOUND = say('notFound.named', { label: 'Course' });
export const MATERIAL_NOT_FOUND = say('notFound.named', { label: 'Material' });
export const FILE_NOT_FOUND = say('notFound.named', { label: 'File' });

/** The caller's part in a course: managing it (teacher, admin), reading it (enrolled student, its section). */
export type CourseReader = { manages: true; section: null } | { manages: false; section: string | null };

/** How the user stands to the course; undefined when it is none of the course's business. */
export async function relationToCourse(
  db: Reader,
  user: Actor,
  course: { id: string; instructorId: string | null },
): Promise<CourseReader | undefined> {
  if (user.role === 'admin') return { manages: true, section: null };
  if (user.role === 'faculty')
    return course.instructorId === user.id ? { manages: true, section: null } : undefined;
  if (user.role !== 'student') return undefined;
  const [row] = await db
    .select({ section: studentProfiles.section })
    .from(enrollments)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, enrollments.studentId))
    .where(and(eq(enrollments.courseId, course.id), eq(enrollments.studentId, user.id)));
  return row ? { manages: false, section: row.section ?? null } : undefined;
}

/** The course and how the user stands to it; 404 when the user is neither its teacher, an admin nor enrolled. */
export async function findCourseFor(db: Reader, user: Actor, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, code: courses.code, name: courses.name, instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const relation = course && (await relationToCourse(db, user, course));
  if (!course || !relation) throw notFound(COURSE_NOT_FOUND);
  return { course, relation };
}

/** Whether a reader sees a material meant for `section` (null: every section). */
export const seesSection = (reader: CourseReader, section: string | null) =>
  reader.manages || section === null || section === reader.section;
