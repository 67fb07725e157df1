/** The bell list of the signed-in user: its own notifications only (anyone else's answers 404). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import {
  NotificationIdParamsSchema,
  NotificationListSchema,
  NotificationQuerySchema,
  UnreadCountSchema,
} from '../../../../contract/notifications';
import { currentUser } from '../../plugins/auth';
import { listNotifications, markAllRead, markRead, unreadCount } from './queries';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['notifications'];
const signedIn = { access: 'signed-in' as const };

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: "The caller's notifications, newest first, and how many are unread.",
        querystring: NotificationQuerySchema,
        response: { 200: envelope(NotificationListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listNotifications(app.db, currentUser(request).id, request.query.limit),
    }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: "Marks one of the caller's notifications read; answers how many are still unread.",
        params: NotificationIdParamsSchema,
        response: { 200: envelope(UnreadCountSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await markRead(app.db, me.id, request.params.id, new Date());
      return { success: true as const, data: { unreadCount: await unreadCount(app.db, me.id) } };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: "Marks all the caller's notifications read.",
        response: { 200: envelope(UnreadCountSchema), ...errors },
      },
    },
    async (request) => {
      await markAllRead(app.db, currentUser(request).id, new Date());
      return { success: true as const, data: { unreadCount: 0 } };
    },
  );
};

export default notificationRoutes;
