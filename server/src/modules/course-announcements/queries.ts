import { desc, eq, type SQL } from 'drizzle-orm';
import type { CourseAnnouncement } from '../../../../contract/course-announcements';
import type { Db } from '../../db/client';
import { courseAnnouncements, courses, users } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

/** Class announcements, newest first, with their course and author. */
export async function selectCourseAnnouncements(
  db: Reader,
  where: SQL | undefined,
  limit?: number,
): Promise<CourseAnnouncement[]> {
  const query = db
    .select({
      a: courseAnnouncements,
      course: { _id: courses.id, code: courses.code, name: courses.name },
      author: { _id: users.id, name: users.name },
    })
    .from(courseAnnouncements)
    .innerJoin(courses, eq(courses.id, courseAnnouncements.courseId))
    .leftJoin(users, eq(users.id, courseAnnouncements.authorId))
    .where(where)
    .orderBy(desc(courseAnnouncements.createdAt), desc(courseAnnouncements.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ a, course, author }) => ({
    _id: a.id,
    course,
    section: a.section,
    title: a.title,
    content: a.content,
    author,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  }));
}
