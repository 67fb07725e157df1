/** Self-registration (public) and the admin approval queue. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FacultyRegistrationSchema, StudentRegistrationSchema } from '../../../../contract/auth';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { MESSAGES } from '../../../../contract/messages';
import {
  ApprovalSchema,
  RegistrationListSchema,
  RegistrationQuerySchema,
  RejectRegistrationSchema,
  UserIdParamsSchema,
} from '../../../../contract/registrations';
import { currentUser } from '../../plugins/auth';
import { decideRegistration } from './decision';
import { listRegistrations } from './queries';
import { registerSelf } from './register-self';

const errors = { '4xx': ErrorEnvelopeSchema };

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register/student',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: StudentRegistrationSchema,
        response: { 201: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      await registerSelf(app.db, { role: 'student', ...request.body }, request.ip);
      return reply.code(201).send({ success: true as const, message: MESSAGES.studentRegistrationSuccess });
    },
  );

  app.post(
    '/api/auth/register/faculty',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: FacultyRegistrationSchema,
        response: { 201: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      await registerSelf(app.db, { role: 'faculty', ...request.body }, request.ip);
      return reply.code(201).send({ success: true as const, message: MESSAGES.facultyRegistrationSuccess });
    },
  );

  const admin = { access: ['admin'] as const };
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/registrations',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        security,
        querystring: RegistrationQuerySchema,
        response: { 200: envelope(RegistrationListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { registrations: await listRegistrations(app.db, request.query) },
    }),
  );

  app.post(
    '/api/admin/registrations/:userId/approve',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        security,
        params: UserIdParamsSchema,
        description:
          'Approves a pending registration. `data` names the requested courses it assigned (a teacher now teaches them, a student is enrolled in them) and those it did not, each with its reason: a course that already has a teacher keeps that teacher (named), an archived course takes no one.',
        response: { 200: envelope(ApprovalSchema).required({ message: true }), ...errors },
      },
    },
    async (request) => {
      const approval = await decideRegistration(app.db, request.params.userId, {
        approve: true,
        adminId: currentUser(request).id,
      });
      return {
        success: true as const,
        message: MESSAGES.registrationApproved,
        data: approval ?? { assigned: [], notAssigned: [] },
      };
    },
  );

  app.post(
    '/api/admin/registrations/:userId/reject',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        security,
        params: UserIdParamsSchema,
        body: RejectRegistrationSchema.nullish(),
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await decideRegistration(app.db, request.params.userId, {
        approve: false,
        adminId: currentUser(request).id,
        reason: request.body?.reason || undefined,
      });
      return { success: true as const, message: MESSAGES.registrationRejected };
    },
  );
};

export default registrationRoutes;
