/** Sign-in, the signed-in user, profile edits, password change and sign-out (API.md "Public", "Any signed-in user"). */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCreateUserSchema,
  AdminProfileUpdateSchema,
  ChangePasswordSchema,
  FacultyProfileUpdateSchema,
  LoginResultSchema,
  LoginSchema,
  PreferencesUpdateSchema,
  ProfileUpdateSchema,
  StudentProfileUpdateSchema,
  UserEnvelopeDataSchema,
} from '../../../../contract/auth';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { MESSAGES } from '../../../../contract/messages';
import { ACCOUNT_REJECTED } from '../../../../contract/sign-in-refusals';
import { users } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { fieldError, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error';
import { isCommonPassword } from '../../lib/common-passwords';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { parseOrThrow } from '../../lib/validate';
import { createAccount } from '../users/accounts';
import { findUserWithProfile } from '../users/profile-queries';
import { checkCurrentPassword } from './current-password';
import { beginSignIn, deviceIdOf, signInFailed, signInSucceeded } from './login-throttle';
import { updateProfile } from './profile';
import { createSession, revokeSession, revokeUserSessions } from '../../plugins/session-store';

const errors = { '4xx': ErrorEnvelopeSchema };

const STATUS_REFUSALS = {
  pending: MESSAGES.accountPending,
  rejected: MESSAGES.accountRejected,
  deactivated: MESSAGES.accountDeactivated,
} as const;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The specification's refusal of a rejected account, with the reason the admin gave beside it, if any. */
  const rejectedRefusal = async (userId: string) => {
    const [row] = await app.db
      .select({ reason: users.rejectionReason })
      .from(users)
      .where(eq(users.id, userId));
    const reason = row?.reason?.trim();
    return new HttpError(
      403,
      MESSAGES.accountRejected,
      undefined,
      {},
      ACCOUNT_REJECTED,
      reason ? { reason } : undefined,
    );
  };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: LoginSchema,
        response: { 200: envelope(LoginResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // The attempt counts as a failure from here, so that attempts sent at once cannot all be checked.
      const attempt = await beginSignIn(app.db, email, request.ip, deviceIdOf(request));
      const { account } = attempt;
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (!account || !valid) {
        await signInFailed(app.db, attempt);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await signInSucceeded(app.db, attempt, reply);
      // Only someone who knows the password learns the account's state, and a rejected applicant why.
      if (account.status === 'rejected') throw await rejectedRefusal(account.id);
      if (account.status !== 'approved') throw forbidden(STATUS_REFUSALS[account.status]);
      const token = await createSession(app.db, account.id, request.ip, request.headers['user-agent']);
      const user = await findUserWithProfile(app.db, account.id);
      if (!user) throw unauthorized(MESSAGES.invalidCredentials);
      return { success: true as const, data: { user, token } };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(UserEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const user = await findUserWithProfile(app.db, currentUser(request).id);
      if (!user) throw notFound();
      return { success: true as const, data: { user } };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        description:
          "The caller's editable fields only. Student: name, email, phone, address, dateOfBirth, guardianName, emergencyContact, bloodGroup, nationality, religion. Faculty: name, phone, address, qualification, specialization. Admin: name, phone. Other fields are ignored.",
        security: [{ bearer: [] }],
        body: ProfileUpdateSchema,
        response: { 200: envelope(UserEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const schema = {
        student: StudentProfileUpdateSchema,
        faculty: FacultyProfileUpdateSchema,
        admin: AdminProfileUpdateSchema,
      }[me.role];
      await updateProfile(app.db, me, parseOrThrow(schema, request.body));
      const user = await findUserWithProfile(app.db, me.id);
      if (!user) throw notFound();
      return { success: true as const, message: MESSAGES.profileUpdated, data: { user } };
    },
  );

  app.put(
    '/api/auth/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        description: "The caller's language (en or ur), remembered with the account for every browser.",
        security: [{ bearer: [] }],
        body: PreferencesUpdateSchema,
        response: { 200: envelope(UserEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.db
        .update(users)
        .set({ language: request.body.language, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      const user = await findUserWithProfile(app.db, me.id);
      if (!user) throw notFound();
      return { success: true as const, message: MESSAGES.languageSaved, data: { user } };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: ChangePasswordSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (!(await checkCurrentPassword(app.db, me.id, request.body.currentPassword))) {
        throw fieldError('currentPassword', MESSAGES.currentPasswordWrong);
      }
      if (isCommonPassword(request.body.newPassword)) {
        throw fieldError('newPassword', MESSAGES.passwordTooCommon);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(users.id, me.id));
      await revokeUserSessions(app.db, me.id, me.sessionId);
      return { success: true as const, message: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      return { success: true as const, message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        description: 'An admin creates an account of any role; it is approved at once.',
        security: [{ bearer: [] }],
        body: AdminCreateUserSchema,
        response: { 201: envelope(UserEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await createAccount(app.db, request.body, {
        status: 'approved',
        decidedBy: currentUser(request).id,
      });
      const user = await findUserWithProfile(app.db, userId);
      if (!user) throw notFound();
      return reply
        .code(201)
        .send({ success: true as const, message: MESSAGES.accountCreated, data: { user } });
    },
  );
};

export default authRoutes;
