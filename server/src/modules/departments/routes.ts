import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DepartmentCountsListSchema, DepartmentListSchema } from '../../../../contract/departments';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import type { Db } from '../../db/client';
import { courses, departments, facultyProfiles, studentProfiles, users } from '../../db/schema';

type DepartmentList = { _id: string; name: string; code: string }[];

/**
 * The departments are reference data, written only when the app starts (db/reference-data.ts), and read by
 * every registration form and catalogue page: read once per database and kept.
 */
const departmentLists = new WeakMap<Db, Promise<DepartmentList>>();

function listDepartments(db: Db): Promise<DepartmentList> {
  let list = departmentLists.get(db);
  if (!list) {
    list = db
      .select({ _id: departments.id, name: departments.name, code: departments.code })
      .from(departments)
      .orderBy(asc(departments.name))
      .then((rows) => rows); // run once: the query builder itself runs again on every await
    departmentLists.set(db, list);
    list.catch(() => departmentLists.delete(db));
  }
  return list;
}

const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/departments',
    {
      config: { access: 'public' },
      schema: { tags: ['departments'], response: { 200: envelope(DepartmentListSchema) } },
    },
    async () => ({ success: true as const, data: { departments: await listDepartments(app.db) } }),
  );

  app.get(
    '/api/admin/departments',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description: 'Departments with live counts of approved students and faculty, and of courses.',
        security: [{ bearer: [] }],
        response: { 200: envelope(DepartmentCountsListSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async () => {
      // Correlated subqueries name the outer table literally: drizzle would leave the column unqualified.
      const approvedIn = (profile: typeof studentProfiles | typeof facultyProfiles) => sql<number>`(
        select count(*)::int from ${profile} p join ${users} u on u.id = p.user_id
        where p.department_id = departments.id and u.status = 'approved')`;
      const rows = await app.db
        .select({
          _id: departments.id,
          name: departments.name,
          code: departments.code,
          students: approvedIn(studentProfiles),
          faculty: approvedIn(facultyProfiles),
          courses: sql<number>`(select count(*)::int from ${courses} c where c.department_id = departments.id)`,
        })
        .from(departments)
        .orderBy(asc(departments.name));
      return { success: true as const, data: { departments: rows } };
    },
  );
};

export default departmentRoutes;
