/** Course reads shared by the catalogue and the areas: one statement, department and instructor joined. */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseCatalogQuery } from '../../../../contract/courses';
import type { Db } from '../../db/client';
import { jsonDate } from '../../db/one-row';
import { courses, departments, users } from '../../db/schema';

type CourseRow = Omit<Course, 'createdAt'> & { createdAt: string };

/**
 * Courses with their department and instructor, as one json value: PGlite hands a single value over far faster
 * than hundreds of rows of columns (the catalogue is a few hundred courses).
 */
export async function selectCourses(db: Db, where: SQL | undefined): Promise<Course[]> {
  const [row] = await db
    .select({
      list: sql<CourseRow[]>`coalesce(json_agg(json_build_object(
        '_id', ${courses.id},
        'code', ${courses.code},
        'name', ${courses.name},
        'description', ${courses.description},
        'credits', ${courses.credits},
        'semester', ${courses.semester},
        'department_id', case when ${departments.id} is null then null else json_build_object(
          '_id', ${departments.id}, 'name', ${departments.name}, 'code', ${departments.code}) end,
        'instructor_id', case when ${users.id} is null then null else json_build_object(
          '_id', ${users.id}, 'name', ${users.name}) end,
        'is_virtual', ${courses.isVirtual},
        'schedule', json_build_object(
          'days', ${courses.scheduleDays}, 'time', ${courses.scheduleTime}, 'room', ${courses.scheduleRoom}),
        'credit_hours', ${courses.creditHours},
        'prerequisites', ${courses.prerequisites},
        'archived', ${courses.archivedAt} is not null,
        'createdAt', ${courses.createdAt}
      ) order by ${courses.semester}, ${courses.code}), '[]')`,
    })
    .from(courses)
    .leftJoin(departments, eq(departments.id, courses.departmentId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(where);
  return (row?.list ?? []).map((course) => ({
    ...course,
    createdAt: jsonDate(course.createdAt).toISOString(),
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
