/** An admin adds a student or a teacher, approved at once (API.md "Admin"; issue 23). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAccountCreatedSchema,
  AdminFacultyCreateSchema,
  AdminStudentCreateSchema,
} from '../../../../contract/admin-accounts';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { formatMessage } from '../../../../contract/messages';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import type { ResetMail } from '../auth/password-reset';
import { findUserWithProfile } from '../users/profile-queries';
import { addAccount, type AddedAccount } from './add-account';

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
      message:
        added.passwordSetup === 'temporary'
          ? ACCOUNT_MESSAGES.accountCreatedTemporary
          : formatMessage(ACCOUNT_MESSAGES.accountCreatedLinkEmailed, { email: user.email }),
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
};

export default addAccountRoutes;
