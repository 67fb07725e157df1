import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DepartmentListSchema } from '../../../../contract/departments';
import { envelope } from '../../../../contract/envelope';
import { departments } from '../../db/schema';

const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/departments',
    { config: { access: 'public' }, schema: { tags: ['departments'], response: { 200: envelope(DepartmentListSchema) } } },
    async () => {
      const rows = await app.db
        .select({ _id: departments.id, name: departments.name, code: departments.code })
        .from(departments)
        .orderBy(asc(departments.name));
      return { success: true as const, data: { departments: rows } };
    },
  );
};

export default departmentRoutes;
