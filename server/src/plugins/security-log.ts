/**
 * The security log: every sign-in and its outcome, every refused request (401, 403) and every change an
 * admin makes, each one line with who, what, when (the logger's time) and from where. Never a password,
 * a token or a request body: only the sign-in's e-mail, which the person typed to identify themselves.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const LOGIN_ROUTE = '/api/auth/login';

function where(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 200) };
}

function who(request: FastifyRequest) {
  const user = request.user;
  return user ? { userId: user.id, role: user.role } : { userId: null };
}

export default fp(
  async function securityLog(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? request.url;
      if (!route.startsWith('/api/')) return;
      const status = reply.statusCode;
      const action = { method: request.method, route, status };

      if (route === LOGIN_ROUTE && request.method === 'POST') {
        const body = request.body as { email?: unknown } | undefined;
        const email = typeof body?.email === 'string' ? body.email.slice(0, 254).toLowerCase() : null;
        const event = status === 200 ? 'login.success' : status === 429 ? 'login.locked' : 'login.failure';
        request.log[status === 200 ? 'info' : 'warn']({ event, email, ...action, ...where(request) }, event);
        return;
      }
      if (status === 401 || status === 403) {
        request.log.warn(
          { event: 'access.refused', ...who(request), ...action, ...where(request) },
          'access.refused',
        );
        return;
      }
      if (request.user?.role === 'admin' && request.method !== 'GET' && status < 400) {
        request.log.info(
          { event: 'admin.action', ...who(request), params: request.params, ...action, ...where(request) },
          'admin.action',
        );
      }
    });
  },
  { name: 'security-log', dependencies: ['auth'] },
);
