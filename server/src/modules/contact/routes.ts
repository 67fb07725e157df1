/** The public contact form, and the admins' inbox of its messages. */
import { say } from '../../../../contract/message-catalogue';
import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactMessageInputSchema,
  ContactMessageListSchema,
  ContactMessageQuerySchema,
  ContactMessageSchema,
  ContactMessageUpdateSchema,
} from '../../../../contract/contact';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import { contactMessages, users } from '../../db/schema';
import { notFound, tooManyRequests } from '../../lib/http-error';
import { countAttempt, giveBack, type Limit } from '../../lib/rate-limits';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { contactMessageArrived } from '../notifications/admin-arrivals';

const CONTACT_WINDOW_MS = 10 * 60 * 1000;
/** A campus shares one address, so the limit per address is generous; it only stops a flood. */
export const CONTACT_PER_ADDRESS: Limit = { name: 'contact/address', max: 20, windowMs: CONTACT_WINDOW_MS };
/** One sender writing again and again from many addresses. */
export const CONTACT_PER_SENDER: Limit = { name: 'contact/sender', max: 5, windowMs: CONTACT_WINDOW_MS };

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        body: ContactMessageInputSchema,
        response: { 201: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, phone, subject, message } = request.body;
      const counted = await countAttempt(app.db, [
        { limit: CONTACT_PER_ADDRESS, subject: request.ip },
        { limit: CONTACT_PER_SENDER, subject: email },
      ]);
      if (counted.some((c) => !c.allowed)) {
        await giveBack(app.db, counted);
        throw tooManyRequests(MESSAGES.tooManyRequests, CONTACT_WINDOW_MS / 1000);
      }
      try {
        await app.db.transaction(async (tx) => {
          await tx
            .insert(contactMessages)
            .values({ name, email, phone: phone ?? null, subject, message, ip: request.ip });
          await contactMessageArrived(tx, { name });
        });
      } catch (error) {
        await giveBack(app.db, counted);
        throw error;
      }
      return reply.code(201).send({ success: true as const, message: MESSAGES.contactThanks });
    },
  );

  const list = async (where: SQL | undefined) => {
    const rows = await app.db
      .select({ message: contactMessages, handler: { _id: users.id, name: users.name } })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt));
    return rows.map(({ message: m, handler }) => ({
      _id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject as (typeof ContactMessageSchema.shape.subject.options)[number],
      message: m.message,
      handled: m.handledAt !== null,
      handledAt: m.handledAt?.toISOString() ?? null,
      handledBy: handler,
      createdAt: m.createdAt.toISOString(),
    }));
  };

  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        security,
        querystring: ContactMessageQuerySchema,
        response: { 200: envelope(ContactMessageListSchema), ...errors },
      },
    },
    async (request) => {
      const { status } = request.query;
      const where =
        status === 'open'
          ? isNull(contactMessages.handledAt)
          : status === 'handled'
            ? isNotNull(contactMessages.handledAt)
            : undefined;
      return { success: true as const, data: { messages: await list(where) } };
    },
  );

  app.patch(
    '/api/admin/contact-messages/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description: 'Mark a message handled, or open again.',
        security,
        params: IdParamsSchema,
        body: ContactMessageUpdateSchema,
        response: { 200: envelope(ContactMessageListSchema), ...errors },
      },
    },
    async (request) => {
      const handled = request.body.handled;
      const updated = await app.db
        .update(contactMessages)
        .set({ handledAt: handled ? new Date() : null, handledBy: handled ? currentUser(request).id : null })
        .where(eq(contactMessages.id, request.params.id))
        .returning({ id: contactMessages.id });
      if (updated.length === 0) throw notFound(say('notFound.named', { label: 'Message' }));
      return {
        success: true as const,
        data: { messages: await list(eq(contactMessages.id, request.params.id)) },
      };
    },
  );

  app.delete(
    '/api/admin/contact-messages/:id',
    {
      config: { access: ['admin'] },
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
          .delete(contactMessages)
          .where(eq(contactMessages.id, request.params.id))
          .returning();
        if (!deleted) throw notFound(say('notFound.named', { label: 'Message' }));
        await recordAudit(tx, {
          action: 'contact-message.deleted',
          entity: 'contact-message',
          entityId: deleted.id,
          summary: say('audit.contactDeleted', { subject: deleted.subject, name: deleted.name }),
          before: {
            name: deleted.name,
            email: deleted.email,
            phone: deleted.phone,
            subject: deleted.subject,
            message: deleted.message,
            handled: deleted.handledAt !== null,
            sent_at: deleted.createdAt,
          },
        });
      });
      return { success: true as const, message: MESSAGES.contactMessageDeleted };
    },
  );
};

export default contactRoutes;
