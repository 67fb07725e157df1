/**
 * Downloads of submitted files, only through this authorized route (DESIGN.md §7); a PDF or an image inline for
 * the page's viewer, sandboxed (send-file.ts).
 */
import { say } from '../../../../contract/message-catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { assignments, courses, submissions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { canReadSubmission } from './policy';
import { sendStoredFile, STORED_FILE_RESPONSE } from './send-file';

const FILE_NOT_FOUND = say('notFound.named', { label: 'File' });

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/submissions/:id/file',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['submissions'],
        security: [{ bearer: [] }],
        description:
          "The file uploaded with a submission (PDF and images inline, others as an attachment): for the student who submitted it, the course's instructor and admins. Anyone else, or a submission without a file, gets 404.",
        params: IdParamsSchema,
        response: {
          200: {
            description: STORED_FILE_RESPONSE.description,
            content: {
              'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          '4xx': ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({
          studentId: submissions.studentId,
          filePath: submissions.filePath,
          fileName: submissions.fileName,
          instructorId: courses.instructorId,
        })
        .from(submissions)
        .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
        .innerJoin(courses, eq(courses.id, assignments.courseId))
        .where(eq(submissions.id, request.params.id));
      if (!row?.filePath || !row.fileName || !canReadSubmission(currentUser(request), row))
        throw notFound(FILE_NOT_FOUND);
      const file = await app.files.get(row.filePath);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return sendStoredFile(reply, { key: row.filePath, fileName: row.fileName, file });
    },
  );
};

export default uploadRoutes;
