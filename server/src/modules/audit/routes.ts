/** The audit trail for admins (GET /api/admin/audit). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, AuditQuerySchema } from '../../../../contract/audit';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { listAuditEntries } from './queries';

export interface AuditRoutesOptions {
  /** The college's time zone: `from` and `to` are whole days on its clocks. */
  timeZone: string;
}

const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, options) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description:
          'Who changed what, when and from where, newest first. Filters: `action`, `entity`, `entity_id` (one record), `actor` (part of a name or e-mail), `from` and `to` (dates in the college time zone, inclusive); pages of AUDIT_PAGE_SIZE.',
        querystring: AuditQuerySchema,
        response: { 200: envelope(AuditListSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAuditEntries(app.db, request.query, options.timeZone),
    }),
  );
};

export default auditRoutes;
