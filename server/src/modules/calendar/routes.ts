/**
 * The private calendar feed: a signed-in user makes, replaces or turns off its secret link; the link itself
 * answers the iCalendar file without a sign-in (calendar apps cannot send one), 404 once revoked. Not named by
 * API.md; declared here in its OpenAPI document.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CALENDAR_FEED_NOT_FOUND,
  CalendarFeedLinkSchema,
  CalendarFeedStatusSchema,
  CalendarFileParamsSchema,
} from '../../../../contract/calendar';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { calendarFeeds, users } from '../../db/schema';
import { TermQuerySchema } from '../../../../contract/terms';
import { notFound } from '../../lib/http-error';
import { parseOrThrow } from '../../lib/validate';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { currentUser } from '../../plugins/auth';
import { feedEvents } from './events';
import { writeCalendar } from './ics';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['calendar'];
const signedIn = { access: 'signed-in' } as const;
const FEED_PATH = '/api/calendar-feed';

interface CalendarRoutesOptions {
  timeZone: string;
  /** PUBLIC_URL; without it, links take the address the request was sent to (README, PUBLIC_URL). */
  publicUrl: string | null;
  /** The server's clock; tests stand it on a chosen day. */
  clock?: () => Date;
}

const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (app, options) => {
  const origin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    FEED_PATH,
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'Whether the user has a calendar feed link, and since when.',
        response: { 200: envelope(CalendarFeedStatusSchema), ...errors },
      },
    },
    async (request) => {
      const [feed] = await app.db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, currentUser(request).id));
      return {
        success: true as const,
        data: { active: !!feed, created_at: feed?.createdAt.toISOString() ?? null },
      };
    },
  );

  app.post(
    FEED_PATH,
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'Makes a new secret link (an earlier one stops working) and answers it; it is shown only this once.',
        response: { 200: envelope(CalendarFeedLinkSchema), ...errors },
      },
    },
    async (request) => {
      const token = newSecretToken();
      const row = {
        userId: currentUser(request).id,
        tokenHash: hashSecretToken(token),
        createdAt: new Date(),
      };
      await app.db
        .insert(calendarFeeds)
        .values(row)
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: row });
      return {
        success: true as const,
        message: 'Calendar link created',
        data: {
          url: `${origin(request)}/api/calendar/${token}.ics`,
          created_at: row.createdAt.toISOString(),
        },
      };
    },
  );

  app.delete(
    FEED_PATH,
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'Turns the calendar feed off: its link answers 404 from now on.',
        response: { 200: envelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await app.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, currentUser(request).id));
      return { success: true as const, message: 'Calendar link turned off', data: {} };
    },
  );

  app.get(
    '/api/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "A user's calendar (text/calendar): weekly classes, virtual sessions and assignment due dates of the term in view and the started terms after it (a month back kept); `?term=<id>` or `?term=all` for other terms, with all of their items. 404 for an unknown or revoked link.",
        params: CalendarFileParamsSchema,
        response: {
          200: {
            description: 'An iCalendar file (RFC 5545)',
            content: { 'text/calendar': { schema: z.string() } },
          },
          '4xx': ErrorEnvelopeSchema,
        },
      },
      // A wrong link is an unknown link: one answer for every shape, so that links cannot be probed.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw notFound(CALENDAR_FEED_NOT_FOUND);
      const token = request.params.file.slice(0, -'.ics'.length);
      const [owner] = await app.db
        .select({ id: users.id, role: users.role, name: users.name })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        // A deactivated account's link stops with the account (a deleted one's row went with it).
        .where(and(eq(calendarFeeds.tokenHash, hashSecretToken(token)), eq(users.status, 'approved')));
      if (!owner) throw notFound(CALENDAR_FEED_NOT_FOUND);
      // Asked for only once the link is known: a stranger learns nothing from the answer to a bad term.
      const query = parseOrThrow(TermQuerySchema, request.query);
      const now = options.clock?.() ?? new Date();
      const events = await feedEvents(app.db, owner, now, options.timeZone, origin(request), query);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // A person's timetable, fetched by a link that is itself the key: kept by no cache.
          .header('cache-control', 'no-store')
          .send(writeCalendar(`College: ${owner.name}`, events, now))
      );
    },
  );
};

export default calendarRoutes;
