/** Downloads of uploaded files, only through this authorized route and always as attachments (DESIGN.md §7). */
import { say } from '../../../../contract/message-catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { ACCEPTED_UPLOADS } from '../../../../contract/uploads';
import { assignments, courses, submissions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { acceptedExtension } from './file-types';
import { canReadSubmission } from './policy';

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 encoding. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

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
          "The file uploaded with a submission, as an attachment: for the student who submitted it, the course's instructor and admins. Anyone else, or a submission without a file, gets 404.",
        params: IdParamsSchema,
        response: {
          200: {
            description: 'The file, with the media type of its extension',
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
      const ext = acceptedExtension(row.filePath);
      return (
        reply
          .header('content-type', ext ? ACCEPTED_UPLOADS[ext] : 'application/octet-stream')
          .header('content-length', file.size)
          .header('content-disposition', attachmentDisposition(row.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          // A stream is sent as it is; the typed reply only knows the JSON shapes.
          .send(file.stream as unknown as string)
      );
    },
  );
};

export default uploadRoutes;
