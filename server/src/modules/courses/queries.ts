/** Course reads shared by the catalogue and the areas: one query, department and instructor joined. */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseCatalogQuery } from '../../../../contract/courses';
import type { Weekday } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { courses, departments, users } from '../../db/schema';

export async function selectCourses(db: Db, where: SQL | undefined): Promise<Course[]> {
  const rows = await db
    .select({
      course: courses,
      department: { _id: departments.id, name: departments.name, code: departments.code },
      instructor: { _id: users.id, name: users.name },
    })
    .from(courses)
    .leftJoin(departments, eq(departments.id, courses.departmentId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(where)
    .orderBy(asc(courses.semester), asc(courses.code));
  return rows.map(({ course, department, instructor }) => ({
    _id: course.id,
    code: course.code,
    name: course.name,
    description: course.description,
    credits: course.credits,
    semester: course.semester,
    department_id: department,
    instructor_id: instructor,
    is_virtual: course.isVirtual,
    schedule: {
      days: course.scheduleDays as Weekday[],
      time: course.scheduleTime,
      room: course.scheduleRoom,
    },
    credit_hours: course.creditHours,
    prerequisites: course.prerequisites,
    archived: course.archivedAt !== null,
    createdAt: course.createdAt.toISOString(),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The catalogue; `department` matches a department's id, name or code. Archived courses only when asked. */
export function listCatalogCourses(db: Db, query: CourseCatalogQuery, includeArchived = false) {
  const filters: SQL[] = [];
  if (!includeArchived) filters.push(isNull(courses.archivedAt));
  if (query.semester) filters.push(eq(courses.semester, query.semester));
  if (query.department) {
    const d = query.department;
    const byNameOrCode = or(
      sql`lower(${departments.name}) = lower(${d})`,
      sql`lower(${departments.code}) = lower(${d})`,
    );
    filters.push(UUID.test(d) ? or(eq(courses.departmentId, d), byNameOrCode)! : byNameOrCode!);
  }
  return selectCourses(db, filters.length ? and(...filters) : undefined);
}
