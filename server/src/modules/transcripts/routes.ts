/**
 * Official transcripts (issue 11): a student issues its own, an admin any approved student's, each as a PDF
 * attachment; anyone may check a verification code. Not named by API.md; declared in its OpenAPI document.
 */
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import { TranscriptVerificationSchema, VerifyTranscriptParamsSchema } from '../../../../contract/transcripts';
import { HttpError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { getCollegeInfo } from '../settings/college';
import { openPdfThreads } from './pdf-thread';
import { issueTranscript, verifyTranscript, type IssuedTranscript } from './transcripts';

export interface TranscriptRoutesOptions {
  pdfThreadAtStart: boolean;
  collegeName: string;
  timeZone: string;
  /** PUBLIC_URL: the origin of the verification address printed on every transcript. */
  publicUrl: string | null;
}

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['transcripts'];
const pdfResponse = {
  200: {
    description: 'The transcript, `transcript-<student ID>.pdf`, as an attachment',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...errors,
  503: ErrorEnvelopeSchema.describe('PUBLIC_URL is not set, so no verification address can be printed'),
};

/**
 * The address printed on the paper comes from PUBLIC_URL, never from the request: a forged Host header would
 * otherwise print any address on an official document. Without it no transcript is issued.
 */
function printedOrigin(publicUrl: string | null): string {
  if (!publicUrl) throw new HttpError(503, MESSAGES.transcriptsNeedPublicAddress);
  return publicUrl;
}

/** A student ID is typed at registration: keep the file name to characters every system accepts. */
const fileNameFor = (studentId: string) => `transcript-${studentId.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;

const transcriptRoutes: FastifyPluginAsyncZod<TranscriptRoutesOptions> = async (app, options) => {
  const pdfThreads = openPdfThreads({ atStart: options.pdfThreadAtStart });
  app.addHook('onClose', () => pdfThreads.close());

  async function sendPdf(reply: FastifyReply, origin: string, issued: IssuedTranscript) {
    const college = await getCollegeInfo(app.db, options.collegeName);
    const pdf = await pdfThreads.render({
      collegeName: college.name,
      content: issued.content,
      verificationCode: issued.verificationCode,
      issuedAt: issued.issuedAt,
      verifyUrl: `${origin}/verify/${issued.verificationCode}`,
      timeZone: options.timeZone,
    });
    return (
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileNameFor(issued.content.student.student_id)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        // Bytes are sent as they are; the typed reply only knows the JSON shapes.
        .send(Buffer.from(pdf) as unknown as string)
    );
  }

  app.post(
    '/api/students/transcript',
    {
      config: { access: ['student'] as const },
      schema: {
        tags,
        security,
        description:
          "Issues the signed-in student's official transcript of final results (a new verification code each time) and answers the PDF. 409 while there are no final results.",
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const origin = printedOrigin(options.publicUrl);
      return sendPdf(reply, origin, await issueTranscript(app.db, currentUser(request).id));
    },
  );

  app.post(
    '/api/admin/students/:id/transcript',
    {
      config: { access: ['admin'] as const },
      schema: {
        tags,
        security,
        description:
          "Issues an approved student's official transcript and answers the PDF; audited. 404 for anyone else, 409 while there are no final results.",
        params: IdParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const origin = printedOrigin(options.publicUrl);
      return sendPdf(reply, origin, await issueTranscript(app.db, request.params.id, currentUser(request)));
    },
  );

  app.get(
    '/api/transcripts/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          "Confirms an issued transcript by its verification code (any case; dashes optional): the student's name, program, CGPA and date of issue as printed. 404 for a code that was never issued.",
        params: VerifyTranscriptParamsSchema,
        response: { 200: envelope(TranscriptVerificationSchema), ...errors },
      },
    },
    async (request, reply) => {
      // A student's name and results: not kept by a shared cache or the browser of whoever checked them.
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await verifyTranscript(app.db, request.params.code) };
    },
  );
};

export default transcriptRoutes;
