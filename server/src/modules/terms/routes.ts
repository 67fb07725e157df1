/** The college's calendar: every signed-in user reads it; the admin adds, changes, starts and closes terms. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collegeToday } from '../../../../contract/college-clock';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { say } from '../../../../contract/message-catalogue';
import {
  TermInputSchema,
  TermListSchema,
  TermPlanSchema,
  TermSchema,
  TermStartInputSchema,
  TermUpdateSchema,
} from '../../../../contract/terms';
import { presentTerm, readCalendar } from './calendar';
import { closeTerm, createTerm, updateTerm } from './commands';
import { startTerm } from './start';
import { asksForProgress, streamStart } from './start-stream';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const TermEnvelope = envelope(z.object({ term: TermSchema }));

const termRoutes: FastifyPluginAsyncZod<{ timeZone: string; clock?: () => Date }> = async (app, opts) => {
  const today = () => collegeToday((opts.clock ?? (() => new Date()))(), opts.timeZone);

  app.get(
    '/api/terms',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['terms'],
        security,
        description:
          "The college calendar, earliest first, each term with its state on the college's today; `current` is the term whose dates hold today (null between terms), `in_view` the one the portal's views show by default.",
        response: { 200: envelope(TermListSchema), ...errors },
      },
    },
    async () => {
      const day = today();
      const { rows, current, inView } = await readCalendar(app.db, day);
      return {
        success: true as const,
        data: {
          terms: rows.map((row) => presentTerm(row, day)),
          current: current && presentTerm(current, day),
          in_view: inView && presentTerm(inView, day),
        },
      };
    },
  );

  app.post(
    '/api/admin/terms',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['terms'],
        security,
        description:
          'Adds a term to the calendar. Dates default to the season\'s (Fall 1 September - 31 January, Spring 1 February - 31 August, Summer 1 June - 31 August), the name to "Fall 2027". Dates that overlap another term\'s: 409 naming it.',
        body: TermInputSchema,
        response: { 201: TermEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const term = await createTerm(app.db, request.body);
      return reply.code(201).send({
        success: true as const,
        ...say('term.auditCreated', { name: term.name, first: term.startsOn, last: term.endsOn }),
        data: { term: presentTerm(term, today()) },
      });
    },
  );

  app.put(
    '/api/admin/terms/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['terms'],
        security,
        description: 'New dates or name of a term that is not closed.',
        params: IdParamsSchema,
        body: TermUpdateSchema,
        response: { 200: TermEnvelope, ...errors },
      },
    },
    async (request) => {
      const term = await updateTerm(app.db, request.params.id, request.body);
      return { success: true as const, data: { term: presentTerm(term, today()) } };
    },
  );

  app.post(
    '/api/admin/terms/:id/start',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['terms'],
        security,
        description:
          "With `dry_run: true`, what starting the term would do, writing nothing: the offerings it makes (the catalogue courses of its season, each with its latest offering's teacher and schedule), the students it promotes (past the last semester, graduated) and the enrolments it makes, with warnings. With `dry_run: false`, does it in one transaction, once: a term started already adds nothing (`applied` true, counts 0); while another start of it runs, 409. `hold_back`: students who stay in their semester. `offerings`: the admin's changes to planned offerings, each naming its `catalogue_course_id` (400 for one the start does not plan) with another `instructor_id` (an approved teacher, 400 otherwise; null for none yet), `schedule`, `is_virtual`, or `omit` to leave it out of the term; the preview shows them (`changed`) and warns again, the start makes them. After the start, an offering changes by the course edit (PUT /api/courses/:id): a start of a started term with `offerings` is 409 `term.startedChangeCourse`, changing nothing. Progress: a start (`dry_run: false`) asked with `Accept: application/x-ndjson` answers, once it holds the term and has passed its checks, one line `{ \"progress\": { step, done, steps, offerings, promotions, enrollments } }` as each step begins (planning, offerings, promotions, enrollments, recording), then the envelope this answer would have been (a failure's with its `status`); refused before its first step, or started already, it answers as usual.",
        params: IdParamsSchema,
        body: TermStartInputSchema,
        response: { 200: envelope(z.object({ plan: TermPlanSchema })), ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.dry_run || !asksForProgress(request.headers.accept))
        return {
          success: true as const,
          data: { plan: await startTerm(app.db, request.params.id, request.body) },
        };
      const plain = await streamStart(reply, request.log, (onProgress) =>
        startTerm(app.db, request.params.id, request.body, onProgress),
      );
      return plain ?? reply;
    },
  );

  app.post(
    '/api/admin/terms/:id/close',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['terms'],
        security,
        description:
          'Closes a term that has ended: its results and attendance become read-only for teachers; an admin may still correct them, with a reason, audited.',
        params: IdParamsSchema,
        response: { 200: TermEnvelope, ...errors },
      },
    },
    async (request) => {
      const term = await closeTerm(app.db, request.params.id, today());
      return {
        success: true as const,
        ...say('term.auditClosed', { name: term.name }),
        data: { term: presentTerm(term, today()) },
      };
    },
  );
};

export default termRoutes;
