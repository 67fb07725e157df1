/** An admin sees and lifts the slow-down on a person's sign-ins (docs/decisions/0016-nobody-can-lock-someone-else-out.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import { SignInSlowdownEnvelopeDataSchema } from '../../../../contract/sign-in';
import { liftSignInSlowdown, signInSlowdownOf } from './sign-in-slowdown';

const errors = { '4xx': ErrorEnvelopeSchema };
const config = { access: ['admin'] as const };
const tags = ['admin'];
const security = [{ bearer: [] }];

const signInSlowdownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users/:id/sign-in-slowdown',
    {
      config,
      schema: {
        tags,
        security,
        description:
          'Until when attempts to sign in to the account (or to check its current password) must wait after wrong passwords; null when they need not.',
        params: IdParamsSchema,
        response: { 200: envelope(SignInSlowdownEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { slowdown: await signInSlowdownOf(app.db, request.params.id) },
    }),
  );

  app.delete(
    '/api/admin/users/:id/sign-in-slowdown',
    {
      config,
      schema: {
        tags,
        security,
        description:
          'Forgets the wrong passwords entered for the account: its sign-ins are no longer slowed.',
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await liftSignInSlowdown(app.db, request.params.id);
      return { success: true as const, message: MESSAGES.signInSlowdownLifted };
    },
  );
};

export default signInSlowdownRoutes;
