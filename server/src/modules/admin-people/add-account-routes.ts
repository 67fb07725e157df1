/** An admin adds a student or a teacher, approved at once, or many from a CSV file (API.md "Admin"; issue 23). */
import { say } from '../../../../contract/message-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAccountCreatedSchema,
  AdminFacultyCreateSchema,
  AdminStudentCreateSchema,
} from '../../../../contract/admin-accounts';
import {
  PeopleImportPreviewResultSchema,
  PeopleImportPreviewSchema,
  PeopleImportResultSchema,
  PeopleImportSchema,
} from '../../../../contract/admin-import';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import type { ResetMail } from '../auth/password-reset';
import { findUserWithProfile } from '../users/profile-queries';
import { addAccount, type AddedAccount } from './add-account';
import { importPeople, previewImport } from './people-import';

interface Options {
  smtp: boolean;
  publicUrl: string | null;
  clock?: () => Date;
}

const DESCRIPTION =
  'The registration fields without a password; `passwordSetup`: `temporary` (a password in this answer only, to be changed at the first sign-in) or `email` (a link to choose one, with SMTP and PUBLIC_URL only). Approved at once; a taken e-mail or ID → 409 naming the field; audited without the password.';

const addAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const mail: ResetMail = {
    smtp: options.smtp,
    publicUrl: options.publicUrl,
    clock: options.clock ?? (() => new Date()),
  };
  const config = { access: ['admin'] as const };
  const schema = {
    tags: ['admin'],
    security: [{ bearer: [] }],
    response: { 201: envelope(AdminAccountCreatedSchema), '4xx': ErrorEnvelopeSchema },
  };

  const answer = async (added: AddedAccount) => {
    const user = await findUserWithProfile(app.db, added.userId);
    if (!user) throw notFound();
    return {
      success: true as const,
      ...(added.passwordSetup === 'temporary'
        ? say('accountCreatedTemporary')
        : say('accountCreatedLinkEmailed', { email: user.email })),
      data: {
        user,
        passwordSetup: added.passwordSetup,
        temporaryPassword: added.temporaryPassword,
        coursesNotAssigned: added.coursesNotAssigned,
      },
    };
  };

  app.post(
    '/api/admin/students',
    {
      config,
      schema: {
        ...schema,
        description: `Adds a student. ${DESCRIPTION} Chosen courses (of the student's semester) are enrolled.`,
        body: AdminStudentCreateSchema,
      },
    },
    async (request, reply) => {
      const added = await addAccount(
        app.db,
        { role: 'student', ...request.body },
        currentUser(request).id,
        mail,
      );
      return reply.code(201).send(await answer(added));
    },
  );

  app.post(
    '/api/admin/faculty',
    {
      config,
      schema: {
        ...schema,
        description: `Adds a teacher. ${DESCRIPTION} Chosen courses (of the department) without a teacher are assigned; \`coursesNotAssigned\` lists those that already have one.`,
        body: AdminFacultyCreateSchema,
      },
    },
    async (request, reply) => {
      const added = await addAccount(
        app.db,
        { role: 'faculty', ...request.body },
        currentUser(request).id,
        mail,
      );
      return reply.code(201).send(await answer(added));
    },
  );

  app.post(
    '/api/admin/people-import/preview',
    {
      config,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description:
          'Checks a CSV file of students or faculty (a header row naming the registration columns without the password, in words as the template writes them, in English or Urdu, or by their field names; `courses` as course codes separated by `;`) and lists every row with its errors. Writes nothing.',
        body: PeopleImportPreviewSchema,
        response: { 200: envelope(PeopleImportPreviewResultSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await previewImport(app.db, request.body.csv, request.body.role, currentUser(request).id),
    }),
  );

  app.post(
    '/api/admin/people-import',
    {
      config,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description:
          'Imports the rows of the CSV file as approved accounts in one transaction. `mode`: `all-or-nothing` (the default) imports every row or, if any row has an error, none; `good-rows` imports the rows without errors and answers the others in `skipped` with their line and errors (never written). No row imported → 400 naming each line and field, nothing written. Temporary passwords are in this answer only; a retry with the same Idempotency-Key answers the first answer again.',
        body: PeopleImportSchema,
        response: { 201: envelope(PeopleImportResultSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { made, skipped } = await importPeople(app.db, request.body, currentUser(request).id, mail);
      return reply.code(201).send({
        success: true as const,
        ...(skipped.length > 0
          ? say('importedSkipping', { count: made.length, skipped: skipped.length })
          : say('imported', { count: made.length })),
        data: {
          skipped,
          imported: made.map(({ id, name, email, temporaryPassword }) => ({
            _id: id,
            name,
            email,
            temporaryPassword,
          })),
        },
      });
    },
  );
};

export default addAccountRoutes;
