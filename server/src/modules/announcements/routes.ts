/** Announcements: read by everyone as their audience allows; written by admins. */
import { say } from '../../../../contract/message-catalogue';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnouncementEnvelopeDataSchema,
  AnnouncementInputSchema,
  AnnouncementListSchema,
  AnnouncementPageSchema,
  audiencesFor,
  PublicAnnouncementQuerySchema,
} from '../../../../contract/announcements';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { pageOffset, PageQuerySchema } from '../../../../contract/paging';
import { MESSAGES } from '../../../../contract/messages';
import { announcements } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { recordActivity } from '../activity/record';
import { recordAudit } from '../audit/record';
import { announcementRecipients } from '../notifications/audiences';
import { notify } from '../notifications/notify';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import { countAnnouncements, selectAnnouncements, visibleTo } from './queries';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];

const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/announcements',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['public'],
        description:
          "Anonymous callers see audience 'all'; a signed-in caller also sees its role's audience. " +
          'The latest `limit`, or with `page` / `page_size` a page of them all with its `total`.',
        querystring: PublicAnnouncementQuerySchema,
        response: { 200: envelope(AnnouncementPageSchema), ...errors },
      },
    },
    async (request) => {
      const where = visibleTo(audiencesFor(request.user?.role ?? null));
      const { page, page_size } = request.query;
      if (page !== undefined || page_size !== undefined) {
        // Already checked by the querystring schema; parsed again only for the paging defaults.
        const asked = PageQuerySchema.parse({ page, page_size });
        const [rows, total] = await Promise.all([
          selectAnnouncements(app.db, where, asked.page_size, pageOffset(asked)),
          countAnnouncements(app.db, where),
        ]);
        return {
          success: true as const,
          data: { announcements: rows, total, page: asked.page, pageSize: asked.page_size },
        };
      }
      return {
        success: true as const,
        data: { announcements: await selectAnnouncements(app.db, where, request.query.limit) },
      };
    },
  );

  app.get(
    '/api/announcements/:id',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['public'],
        params: IdParamsSchema,
        response: { 200: envelope(AnnouncementEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const where = and(
        eq(announcements.id, request.params.id),
        visibleTo(audiencesFor(request.user?.role ?? null)),
      );
      const [announcement] = await selectAnnouncements(app.db, where, 1);
      if (!announcement) throw notFound(say('notFound.named', { label: 'Announcement' }));
      return { success: true as const, data: { announcement } };
    },
  );

  const admin = { access: ['admin'] as const };

  app.get(
    '/api/admin/announcements',
    {
      config: admin,
      schema: { tags: ['admin'], security, response: { 200: envelope(AnnouncementListSchema), ...errors } },
    },
    async () => ({
      success: true as const,
      data: { announcements: await selectAnnouncements(app.db, undefined) },
    }),
  );

  app.post(
    '/api/admin/announcements',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        security,
        body: AnnouncementInputSchema,
        response: { 201: envelope(AnnouncementEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { title, content, target_audience, priority, event_date } = request.body;
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({
            title,
            content,
            targetAudience: target_audience,
            priority,
            eventDate: event_date ? new Date(event_date) : null,
            authorId: me.id,
          })
          .returning({ id: announcements.id });
        await recordActivity(tx, 'alert', say('activity.announcementPosted', { title }), me.id);
        await notify(tx, announcementRecipients(target_audience, me.id), {
          kind: 'announcement',
          title: say('notice.announcement', { title }),
          body: say('text', { text: content }),
          link: NOTIFICATION_LINKS.announcement(row.id),
        });
        return row.id;
      });
      const [announcement] = await selectAnnouncements(app.db, eq(announcements.id, id));
      return reply
        .code(201)
        .send({ success: true as const, message: MESSAGES.announcementCreated, data: { announcement } });
    },
  );

  app.put(
    '/api/admin/announcements/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: envelope(AnnouncementEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const { title, content, target_audience, priority, event_date } = request.body;
      const updated = await app.db
        .update(announcements)
        .set({
          title,
          content,
          targetAudience: target_audience,
          priority,
          eventDate: event_date ? new Date(event_date) : null,
          updatedAt: new Date(),
        })
        .where(eq(announcements.id, request.params.id))
        .returning({ id: announcements.id });
      if (updated.length === 0) throw notFound(say('notFound.named', { label: 'Announcement' }));
      const [announcement] = await selectAnnouncements(app.db, eq(announcements.id, request.params.id));
      return { success: true as const, message: MESSAGES.announcementUpdated, data: { announcement } };
    },
  );

  app.delete(
    '/api/admin/announcements/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(announcements)
          .where(eq(announcements.id, request.params.id))
          .returning();
        if (!deleted) throw notFound(say('notFound.named', { label: 'Announcement' }));
        await recordAudit(tx, {
          action: 'announcement.deleted',
          entity: 'announcement',
          entityId: deleted.id,
          summary: say('audit.announcementDeleted', { title: deleted.title }),
          before: {
            title: deleted.title,
            content: deleted.content,
            target_audience: deleted.targetAudience,
            priority: deleted.priority,
            event_date: deleted.eventDate,
            created_at: deleted.createdAt,
          },
        });
      });
      return { success: true as const, message: MESSAGES.announcementDeleted };
    },
  );
};

export default announcementRoutes;
