/** The store of uploaded files (`app.files`): the uploads folder, or the S3 bucket when one is configured. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { FileStore } from '../modules/uploads/file-store';
import { openFileStore } from '../modules/uploads/open-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export default fp(
  async function fileStorePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const files = await openFileStore(opts.config);
    app.log.info({ location: files.location }, 'uploaded files are kept in %s', files.location);
    app.addHook('onClose', () => files.close());
    app.decorate('files', files);
  },
  { name: 'file-store' },
);
