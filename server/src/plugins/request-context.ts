/**
 * Who is asking and from where, for code deep inside a command (the audit trail) without threading both
 * through every function: an AsyncLocalStorage store per request. Outside a request (CLI, seed) there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../contract/enums';

export interface RequestActor {
  id: string;
  name: string;
  role: Role;
}

export interface RequestContext {
  ip: string;
  /** The signed-in user, once the auth plugin knows it. */
  user?: RequestActor;
  /** Set by the notifications plugin when SMTP is configured: notify() then queues e-mail too. */
  sendsEmail?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The current request's context, or undefined outside a request. */
export const requestContext = (): RequestContext | undefined => storage.getStore();

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking and from where (see requestContext). */
    caller: RequestContext | null;
  }
}

export default fp(
  async function requestContextPlugin(app: FastifyInstance) {
    app.decorateRequest('caller', null);

    // Callback style, so that the rest of the request runs inside `storage.run`.
    app.addHook('onRequest', (request, _reply, done) => {
      const context: RequestContext = { ip: request.ip };
      request.caller = context;
      storage.run(context, done);
    });

    // The auth plugin's onRequest hook has found the user by now. (Fastify parses the body inside the
    // request's async context, so the store is still there for the handler.)
    app.addHook('preValidation', (request, _reply, done) => {
      const user = request.user;
      if (user && request.caller) request.caller.user = { id: user.id, name: user.name, role: user.role };
      done();
    });
  },
  { name: 'request-context', dependencies: ['auth'] },
);
