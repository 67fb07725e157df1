/** Course reads shared by the catalogue and the areas: one statement, department and instructor joined. */
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type PgSelect } from 'drizzle-orm/pg-core';
import type { Course, CourseCatalogQuery, CourseListState } from '../../../../contract/courses';
import { pageOffset, type PageQuery } from '../../../../contract/paging';
import { MATCHES, totalOf } from '../../db/paging';
import type { Db } from '../../db/client';
import { jsonDate } from '../../db/one-row';
import { courses, departments, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';

type CourseRow = Omit<Course, 'createdAt'> & { createdAt: string };

/** Courses joined to their department and instructor, for any selection over them. */
function joinRefs<T extends PgSelect>(query: T) {
  return query
    .leftJoin(departments, eq(departments.id, courses.departmentId))
    .leftJoin(users, eq(users.id, courses.instructorId));
}

const CATALOGUE_ORDER = [asc(courses.semester), asc(courses.code)];

/**
 * Courses with their department and instructor, as one json value: PGlite hands a single value over far faster
 * than hundreds of rows of columns.
 */
const coursesJson = sql<CourseRow[]>`coalesce(json_agg(json_build_object(
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
        'term', json_build_object('_id', ${courses.termId}, 'name', ${courses.termName}),
        'createdAt', ${courses.createdAt}
      ) order by ${sql.join(CATALOGUE_ORDER, sql`, `)}), '[]')`;

const presentCourses = (list: CourseRow[]): Course[] =>
  list.map((course) => ({ ...course, createdAt: jsonDate(course.createdAt).toISOString() }));

/** Every course matching `where`, by semester and code; one statement. */
export async function selectCourses(db: Db, where: SQL | undefined): Promise<Course[]> {
  const [row] = await joinRefs(db.select({ list: coursesJson }).from(courses).$dynamic()).where(where);
  return presentCourses(row?.list ?? []);
}

/** One page of the courses matching `where`, and how many match in all; one statement (see selectUserPage). */
async function selectCoursePage(db: Db, where: SQL | undefined, page: PageQuery) {
  const pageRows = joinRefs(db.select({ id: courses.id, matches: MATCHES }).from(courses).$dynamic())
    .where(where)
    .orderBy(...CATALOGUE_ORDER)
    .limit(page.page_size)
    .offset(pageOffset(page))
    .as('page_rows');
  const [row] = await joinRefs(
    db
      .select({ list: coursesJson, total: sql<number | null>`max(${pageRows.matches})` })
      .from(courses)
      .innerJoin(pageRows, eq(pageRows.id, courses.id))
      .$dynamic(),
  );
  const counted = async () => {
    const [matching] = await joinRefs(db.select({ n: count() }).from(courses).$dynamic()).where(where);
    return matching?.n ?? 0;
  };
  return {
    rows: presentCourses(row?.list ?? []),
    total: await totalOf(row?.total, page, counted),
    page: page.page,
    pageSize: page.page_size,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page of the catalogue; `department` matches a department's id, name or code, `search` part of a code,
 * name or instructor's name. Active courses unless archived ones are asked for.
 */
export function listCatalogCourses(
  db: Db,
  query: CourseCatalogQuery & { inTerm?: SQL },
  page: PageQuery,
  state: CourseListState = 'active',
) {
  const filters: SQL[] = query.inTerm ? [query.inTerm] : [];
  if (state === 'active') filters.push(isNull(courses.archivedAt));
  if (state === 'archived') filters.push(isNotNull(courses.archivedAt));
  if (query.semester) filters.push(eq(courses.semester, query.semester));
  if (query.department) {
    const d = query.department;
    const byNameOrCode = or(
      sql`lower(${departments.name}) = lower(${d})`,
      sql`lower(${departments.code}) = lower(${d})`,
    );
    filters.push(UUID.test(d) ? or(eq(courses.departmentId, d), byNameOrCode)! : byNameOrCode!);
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(courses.code, pattern), ilike(courses.name, pattern), ilike(users.name, pattern))!);
  }
  return selectCoursePage(db, filters.length ? and(...filters) : undefined, page);
}
