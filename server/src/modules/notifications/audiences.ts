/** Who a notification goes to, as queries of user ids that notify() inserts from in one statement. */
import { sql, type SQL } from 'drizzle-orm';
import type { ANNOUNCEMENT_AUDIENCES } from '../../../../contract/enums';

type Audience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * An announcement's readers with an approved account: everyone for `all` (admins too), one role otherwise; not
 * its author, who has just written it.
 */
export function announcementRecipients(audience: Audience, authorId: string): SQL {
  const role =
    audience === 'students'
      ? sql`and role = 'student'`
      : audience === 'faculty'
        ? sql`and role = 'faculty'`
        : sql``;
  return sql`select id from users where status = 'approved' and id <> ${authorId} ${role}`;
}

/** The approved students enrolled in a course. */
export function enrolledStudents(courseId: string): SQL {
  return sql`select e.student_id from enrollments e
               join users u on u.id = e.student_id and u.status = 'approved'
              where e.course_id = ${courseId}`;
}

/** The approved students enrolled in a course, only one section's when `section` is given. */
export function enrolledStudentsOfSection(courseId: string, section: string | null): SQL {
  if (!section) return enrolledStudents(courseId);
  return sql`select e.student_id from enrollments e
               join users u on u.id = e.student_id and u.status = 'approved'
               join student_profiles p on p.user_id = e.student_id and p.section = ${section}
              where e.course_id = ${courseId}`;
}
