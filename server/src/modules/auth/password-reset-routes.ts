/** Forgotten passwords and an admin's reset (API.md "Accounts, materials and class announcements"). */
import { say } from '../../../../contract/message-catalogue';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import {
  AdminPasswordResetResultSchema,
  AdminPasswordResetSchema,
  PasswordResetAvailabilitySchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '../../../../contract/password-reset';
import { countAttempt, giveBack, secondsUntil, type Limit } from '../../lib/rate-limits';
import { tooManyRequests } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import {
  adminResetPassword,
  confirmPasswordReset,
  linksCanBeEmailed,
  requestPasswordReset,
  tellOfficeOfResetRequest,
  type ResetMail,
} from './password-reset';

const errors = { '4xx': ErrorEnvelopeSchema };

/** Requests from one address: enough for a lab of students who all forgot, not for a sweep of addresses. */
export const RESET_REQUESTS_PER_ADDRESS: Limit = {
  name: 'password-reset/address',
  max: 20,
  windowMs: 60 * 60_000,
};
/**
 * Links to one e-mail: past this, requests are answered as always but send nothing, so that nobody can flood
 * an inbox, nor (by a refusal) stop its owner from asking.
 */
export const RESET_LINKS_PER_EMAIL: Limit = { name: 'password-reset/email', max: 3, windowMs: 60 * 60_000 };
/**
 * Without e-mail, a request tells the admins on their bell: once per e-mail an hour, answered as always past it,
 * so that nobody can flood the admins' bells by asking again and again.
 */
export const RESET_OFFICE_NOTICES_PER_EMAIL: Limit = {
  name: 'password-reset/office',
  max: 1,
  windowMs: 60 * 60_000,
};

/**
 * Confirmations from one address that fail (a made-up, used or expired link): a person with a dead link tries a
 * few times, a script trying tokens many; one that succeeds is given back.
 */
export const RESET_CONFIRMS_PER_ADDRESS: Limit = {
  name: 'password-reset-confirm/address',
  max: 20,
  windowMs: 60 * 60_000,
};

/**
 * Every answer to a request takes at least this long, whether a link was made and queued or not, so that the
 * time does not tell which e-mails have accounts.
 */
export const RESET_ANSWER_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Options {
  smtp: boolean;
  publicUrl: string | null;
  clock?: () => Date;
}

const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const mail: ResetMail = {
    smtp: options.smtp,
    publicUrl: options.publicUrl,
    clock: options.clock ?? (() => new Date()),
  };

  app.get(
    '/api/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          'Whether reset links can be e-mailed (SMTP and PUBLIC_URL set); without, the college office resets passwords.',
        response: { 200: envelope(PasswordResetAvailabilitySchema) },
      },
    },
    async () => ({ success: true as const, data: { byEmail: linksCanBeEmailed(mail) } }),
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          'Always 202 with the same message; an approved account with this e-mail is sent a link that works once, for 30 minutes. Without e-mail (byEmail false), every admin is told on the bell instead (a student or teacher, at most once an hour per e-mail).',
        body: PasswordResetRequestSchema,
        response: { 202: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answerAt = performance.now() + RESET_ANSWER_MS;
      const { email } = request.body;
      const byEmail = linksCanBeEmailed(mail);
      const [fromAddress, forEmail] = await countAttempt(app.db, [
        { limit: RESET_REQUESTS_PER_ADDRESS, subject: request.ip },
        { limit: byEmail ? RESET_LINKS_PER_EMAIL : RESET_OFFICE_NOTICES_PER_EMAIL, subject: email },
      ]);
      if (!fromAddress!.allowed) {
        throw tooManyRequests(MESSAGES.tooManyRequests, secondsUntil(fromAddress!.windowEndsAt));
      }
      if (forEmail!.allowed) {
        if (byEmail) await requestPasswordReset(app.db, email, mail);
        else await tellOfficeOfResetRequest(app.db, email);
      }
      await sleep(answerAt - performance.now());
      return reply.code(202).send({
        success: true as const,
        ...say(byEmail ? 'passwordResetRequested' : 'passwordResetOfficeTold'),
      });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description:
          "Sets the new password of the link's account and ends every session of it; a used, expired or unknown token → 400. At most 20 failed confirmations an hour from one address (429 with Retry-After).",
        body: PasswordResetConfirmSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const [fromAddress] = await countAttempt(app.db, [
        { limit: RESET_CONFIRMS_PER_ADDRESS, subject: request.ip },
      ]);
      if (!fromAddress!.allowed) {
        throw tooManyRequests(MESSAGES.tooManyRequests, secondsUntil(fromAddress!.windowEndsAt));
      }
      await confirmPasswordReset(app.db, request.body.token, request.body.newPassword, mail.clock);
      await giveBack(app.db, [fromAddress!]);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordResetDone };
    },
  );

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description:
          'A temporary password, in this answer only, that must be changed at the next sign-in (every session ends); or a reset link e-mailed to an approved account. Audited without the password.',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: AdminPasswordResetSchema,
        response: { 200: envelope(AdminPasswordResetResultSchema), ...errors },
      },
    },
    async (request) => {
      const { method } = request.body;
      const result = await adminResetPassword(
        app.db,
        request.params.id,
        method,
        currentUser(request).id,
        mail,
      );
      return {
        success: true as const,
        ...(method === 'temporary'
          ? say('temporaryPasswordIssued')
          : say('resetLinkEmailed', { email: result.email })),
        data: { method, ...(result.temporaryPassword && { temporaryPassword: result.temporaryPassword }) },
      };
    },
  );
};

export default passwordResetRoutes;
