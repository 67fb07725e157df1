/** Where this process is in its life: once it starts draining, the readiness check turns load balancers away. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** Set when a shutdown begins (SIGTERM): requests in flight finish, no new ones should be sent here. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async function lifecycle(app: FastifyInstance) {
    app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
  },
  { name: 'lifecycle' },
);
