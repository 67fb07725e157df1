import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardSchema, AdminReportsSchema } from '../../../../contract/admin';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { loadAdminDashboard, loadAdminReports } from './queries';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (data: typeof AdminDashboardSchema | typeof AdminReportsSchema) => ({
    tags: ['admin'],
    security: [{ bearer: [] }],
    response: { 200: envelope(data), '4xx': ErrorEnvelopeSchema },
  });

  app.get(
    '/api/admin/dashboard',
    { config: { access: ['admin'] }, schema: schema(AdminDashboardSchema) },
    async (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        success: true as const,
        data: await loadAdminDashboard(app.db),
      })),
  );

  app.get(
    '/api/admin/reports',
    { config: { access: ['admin'] }, schema: schema(AdminReportsSchema) },
    async () => ({
      success: true as const,
      data: await loadAdminReports(app.db),
    }),
  );
};

export default adminDashboardRoutes;
