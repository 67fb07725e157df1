/**
 * Who reaches a course's class announcements: its teacher and admins all of them, to read and write; a student
 * enrolled in the course those for every section or its own, to read. Anyone else: "not found", so that course
 * and announcement ids cannot be probed.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAnnouncements, courseColumns, courses, enrollments, studentProfiles } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { say } from '../../../../contract/message-catalogue';
import { COURSE_NOT_FOUND, refuseClosedTermToTeacher, teachesCourse, type Actor } from '../teaching/policy';

type Reader = Pick<Db, 'select'>;

export const ANNOUNCEMENT_NOT_FOUND = say('notFound.named', { label: 'Announcement' });

/** The announcements of the course the user may read, as a condition; 404 when it may read none. */
export async function readableAnnouncements(db: Reader, user: Actor, courseId: string): Promise<SQL> {
  const ofCourse = eq(courseAnnouncements.courseId, courseId);
  if (user.role !== 'student') {
    await teachesCourse(db, user, courseId);
    return ofCourse;
  }
  const [row] = await db
    .select({ section: studentProfiles.section })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, enrollments.studentId))
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.studentId, user.id)));
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return and(
    ofCourse,
    or(isNull(courseAnnouncements.section), eq(courseAnnouncements.section, row.section)),
  )!;
}

/**
 * A class announcement of a course the user teaches (or any, for an admin), with its course, for a change;
 * otherwise 404. In a closed term, 409 for its teacher.
 */
export async function findManagedAnnouncement(db: Reader, user: Actor, id: string) {
  const [row] = await db
    .select({
      announcement: courseAnnouncements,
      course: courseColumns,
      term: { name: courses.termName, closedAt: courses.termClosedAt },
    })
    .from(courseAnnouncements)
    .innerJoin(courses, eq(courses.id, courseAnnouncements.courseId))
    .where(eq(courseAnnouncements.id, id));
  const teaches =
    row && (user.role === 'admin' || (user.role === 'faculty' && row.course.instructorId === user.id));
  if (!teaches) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  // A closed term's class is read-only for its teacher.
  refuseClosedTermToTeacher(user, row.term);
  return row;
}
