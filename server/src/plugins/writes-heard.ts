/**
 * The writes this process hears of, its own and other processes' (db/write-notices.ts), for what it keeps in
 * memory (answers, sessions). One listening connection per process, shared by whatever listens here.
 *
 * Read your own writes anywhere: before serving a request from memory, `heardBefore(request)` waits until every
 * write committed before the request arrived has been heard (one round trip on the listening connection,
 * shared by the requests arriving meanwhile; nothing on the embedded database, which hears every write at
 * once). A write acknowledged to someone through another process is then never older than what is served.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteNoticeHandlers } from '../db/write-notices';

declare module 'fastify' {
  interface FastifyInstance {
    writesHeard: WritesHeard;
  }
}

export class WritesHeard {
  #handlers = new Set<WriteNoticeHandlers>();
  #complete = false;
  #perRequest = new WeakMap<FastifyRequest, Promise<boolean>>();

  constructor(private readonly catchUp: () => Promise<boolean>) {}

  /** Tells `handlers` of every write heard from now on, and whether every write is heard. */
  hear(handlers: WriteNoticeHandlers): void {
    this.#handlers.add(handlers);
    handlers.hearing(this.#complete);
  }

  written(table: string | undefined): void {
    for (const handlers of this.#handlers) handlers.written(table);
  }

  hearing(complete: boolean): void {
    this.#complete = complete;
    for (const handlers of this.#handlers) handlers.hearing(complete);
  }

  /** Resolves once every write committed before the call has been heard; false when one may be missed. */
  caughtUp(): Promise<boolean> {
    return this.catchUp();
  }

  /** `caughtUp` once per request: true when every write committed before the request came is heard. */
  heardBefore(request: FastifyRequest): Promise<boolean> {
    let heard = this.#perRequest.get(request);
    if (!heard) {
      heard = this.catchUp();
      this.#perRequest.set(request, heard);
    }
    return heard;
  }
}

export default fp(
  async function writesHeardPlugin(app: FastifyInstance) {
    // Asked to catch up only by requests, once `notices` is there.
    const heard = new WritesHeard(() => notices.caughtUp());
    const notices = app.database.hearWrites({
      written: (table) => heard.written(table),
      hearing: (complete) => heard.hearing(complete),
    });
    app.addHook('onClose', () => notices.close());
    app.decorate('writesHeard', heard);
  },
  { name: 'writes-heard', dependencies: ['database'] },
);
