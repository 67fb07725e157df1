/**
 * Serves the built web client. Client routes (/student, /admin/courses, ...) get the app shell;
 * unknown /api paths get the 404 envelope, never HTML.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../../contract/messages';

export default fp(
  async function webClient(app: FastifyInstance, opts: { distDir: string }) {
    const hasClient = existsSync(join(opts.distDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        index: false,
        wildcard: true,
        setHeaders(res, path) {
          // Vite fingerprints everything under assets/, so those files never change.
          res.header(
            'cache-control',
            path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasClient && wantsPage && !path.startsWith('/api') && !/\.\w+$/.test(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ success: false, message: MESSAGES.notFound });
    });
  },
  { name: 'web-client' },
);
