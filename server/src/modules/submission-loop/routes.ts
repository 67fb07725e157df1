/**
 * Closing the loop on a submission (issue 25, item 5): the teacher returns it for resubmission; the student and
 * the teacher exchange private comments; both read its history.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { say } from '../../../../contract/message-catalogue';
import { SubmissionEnvelopeDataSchema } from '../../../../contract/student';
import {
  SubmissionCommentInputSchema,
  SubmissionEventEnvelopeDataSchema,
  SubmissionHistorySchema,
  SubmissionReturnInputSchema,
} from '../../../../contract/submission-loop';
import { currentUser } from '../../plugins/auth';
import { commentOnSubmission, returnSubmission } from './commands';
import { submissionHistory } from './events';
import { findSubmissionForParty } from './policy';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['submissions'];
const parties = { access: ['faculty', 'student'] as const };

const submissionLoopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/submissions/:id/history',
    {
      config: parties,
      schema: {
        tags,
        security,
        description:
          "Every step of the submission (submitted, updated, returned, resubmitted, commented, graded), oldest first, with the private comments. Only the student who submitted it and the course's teacher; anyone else 404.",
        params: IdParamsSchema,
        response: { 200: envelope(SubmissionHistorySchema), ...errors },
      },
    },
    async (request) => {
      const { submission } = await findSubmissionForParty(app.db, currentUser(request), request.params.id);
      return { success: true as const, data: { events: await submissionHistory(app.db, submission.id) } };
    },
  );

  app.post(
    '/api/submissions/:id/comments',
    {
      config: parties,
      schema: {
        tags,
        security,
        description:
          "A private comment (at most 1,000 characters) by the student who submitted it or the course's teacher; the other one is notified. Anyone else 404.",
        params: IdParamsSchema,
        body: SubmissionCommentInputSchema,
        response: { 201: envelope(SubmissionEventEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const id = await commentOnSubmission(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
      );
      const event = (await submissionHistory(app.db, request.params.id)).find((e) => e._id === id)!;
      return reply.code(201).send({ success: true as const, ...say('loop.commented'), data: { event } });
    },
  );

  app.post(
    '/api/submissions/:id/return',
    {
      config: { access: ['faculty', 'admin'] as const },
      schema: {
        tags,
        security,
        description:
          "Returns the submission for resubmission with a comment (the course's teacher or an admin; anyone else 404). Its marks move to the grade history; the student may update it again, past the due date too; `mark_late` says whether a resubmission after the due date counts as late. Already returned: 409. In a closed term, 409 for a teacher; an admin gives a `reason`.",
        params: IdParamsSchema,
        body: SubmissionReturnInputSchema,
        response: { 200: envelope(SubmissionEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const submission = await returnSubmission(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return { success: true as const, ...say('loop.returned'), data: { submission } };
    },
  );
};

export default submissionLoopRoutes;
