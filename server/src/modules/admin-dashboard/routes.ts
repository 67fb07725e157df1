import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardSchema, AdminReportsSchema } from '../../../../contract/admin';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { collegeToday } from '../../../../contract/college-clock';
import { TermQuerySchema } from '../../../../contract/terms';
import { offeringsOfTerm, termInViewSql } from '../terms/calendar';
import { loadAdminDashboard, loadAdminReports } from './queries';

const adminDashboardRoutes: FastifyPluginAsyncZod<{ timeZone: string; clock?: () => Date }> = async (
  app,
  opts,
) => {
  const now = opts.clock ?? (() => new Date());
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
        data: await loadAdminDashboard(app.db, termInViewSql(collegeToday(now(), opts.timeZone)), now()),
      })),
  );

  app.get(
    '/api/admin/reports',
    {
      config: { access: ['admin'] },
      schema: {
        ...schema(AdminReportsSchema),
        description:
          "The reports of the term in view (the current one), or of `term`: a term's id, or `all`. Students by semester are today's; the grade distribution counts the final results of the same term's offerings (none before its finals are entered).",
        querystring: TermQuerySchema,
      },
    },
    async (request) => ({
      success: true as const,
      // One term for every section, the grade distribution too: the page and its CSVs are named by it.
      data: await loadAdminReports(
        app.db,
        offeringsOfTerm(request.query, collegeToday(now(), opts.timeZone)),
      ),
    }),
  );
};

export default adminDashboardRoutes;
