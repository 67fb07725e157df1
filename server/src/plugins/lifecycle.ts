/** Where this process is in its life: once it starts draining, the readiness check turns load balancers away. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Lifecycle {
  /** Set when a shutdown begins: requests in flight finish, no new ones should be sent to this machine. */
  draining: boolean;
  /**
   * Set when a reload replaces this process: the machine stays ready (the other processes serve on), but each
   * answer closes its connection, so that kept-alive clients move to the others before this one closes.
   */
  handingOver: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async function lifecycle(app: FastifyInstance) {
    const state: Lifecycle = { draining: false, handingOver: false };
    app.decorate('lifecycle', state);
    // A kept-alive connection (a proxy's pool, a browser) would bring its next request to this process after it
    // stopped listening: each answer while draining closes its connection, so the client's next request opens a
    // new one, which goes to a process that stays.
    app.addHook('onSend', async (_request, reply) => {
      if (state.draining || state.handingOver) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
