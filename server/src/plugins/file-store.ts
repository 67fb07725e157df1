/** The store of uploaded files (`app.files`): the uploads folder, or the S3 bucket when one is configured. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { StartRefusedError } from '../lib/start-refused';
import { StoreUnavailableError, type FileStore } from '../modules/uploads/file-store';
import { openFileStore } from '../modules/uploads/open-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

/** How long the start waits for the uploads folder's check (a hung network disk must not hang the start). */
const STORE_CHECK_MS = 10_000;

export default fp(
  async function fileStorePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const files = await openFileStore(opts.config);
    if (!opts.config.objectStorage) {
      // A folder that cannot be written would refuse every upload: the start says so instead. (A bucket that does
      // not answer may come back; readiness reports it meanwhile.)
      try {
        await files.check(AbortSignal.timeout(STORE_CHECK_MS));
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        const cause = error.cause as NodeJS.ErrnoException;
        throw new StartRefusedError(
          `UPLOADS_DIR ${files.location} cannot be written (${cause.code ?? cause.message}${
            cause.path && cause.path !== files.location ? ` at ${cause.path}` : ''
          }): make it a folder the server's user can write, or set UPLOADS_DIR to one`,
        );
      }
    }
    app.log.info({ location: files.location }, 'uploaded files are kept in %s', files.location);
    app.addHook('onClose', () => files.close());
    app.decorate('files', files);
  },
  { name: 'file-store' },
);
