/**
 * Who may call a route is declared on the route (`config.access`) and enforced here for every request;
 * a route under /api without a declaration refuses to register, so nothing is public by accident.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../contract/enums';
import { MESSAGES } from '../../../contract/messages';
import { forbidden, unauthorized } from '../lib/http-error';
import { mayUseWhilePasswordMustChange, passwordChangeRequired } from './password-change-required';
import { mayHaveChanged } from '../db/write-notices';
import { findSessionUser, forgetAllCachedSessions, SESSION_TABLES, type SessionUser } from './session-store';

/** `public`: anyone; `optional`: anyone, and the user is known when signed in; `signed-in`; or a list of roles. */
export type Access = 'public' | 'optional' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user of a request whose route requires one. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.writesHeard.hear({
      written: (table) => {
        if (mayHaveChanged(table, SESSION_TABLES)) forgetAllCachedSessions();
      },
      hearing: forgetAllCachedSessions,
    });

    app.addHook('onRoute', (route) => {
      if (
        route.url.startsWith('/api/') &&
        route.config?.access === undefined &&
        !route.url.startsWith('/api/docs')
      ) {
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request);
      // Signed-in answers are personal: never kept by a browser or a shared cache (public ones included,
      // so that no rule has to decide which answers a token changes). So are the answers to writes: a sign-in's
      // token, a registration's account, a password reset.
      if (token || !READS.has(request.method)) reply.header('cache-control', 'no-store');
      const access = request.routeOptions.config?.access;
      if (access === undefined || access === 'public') return;
      const user = token
        ? await findSessionUser(app.db, token, () => app.writesHeard.heardBefore(request))
        : undefined;
      if (user && user.status === 'approved') request.user = user;
      if (access === 'optional') {
        // Until the temporary password is changed, the account reads what anyone may read, as anyone.
        if (request.user?.mustChangePassword) request.user = null;
        return;
      }
      if (!request.user) throw unauthorized(token ? MESSAGES.sessionExpired : MESSAGES.signInRequired);
      if (
        request.user.mustChangePassword &&
        !mayUseWhilePasswordMustChange(request.method, request.routeOptions.url)
      ) {
        throw passwordChangeRequired();
      }
      if (access !== 'signed-in' && !access.includes(request.user.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database', 'writes-heard'] },
);
