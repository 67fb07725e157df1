/**
 * Text answers (JSON, the public pages' HTML, calendar feeds, CSV) over 1 KB go gzipped to clients that accept
 * it: students on phones over slow connections get a quarter of the bytes. Compressed on libuv's threads, not
 * the event loop. Answers that are already encoded (the response cache's kept gzip, the build's brotli and
 * gzip copies of the client's files) and binary files (uploads, PDFs) are sent as they are.
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { acceptsGzip } from '../lib/accept-encoding';

const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM = 1024;

const TEXT_TYPES =
  /^(application\/(json|xml|javascript)|text\/(html|plain|css|csv|calendar|xml|javascript)|image\/svg\+xml)\b/i;

export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (request.method === 'HEAD' || [204, 206, 304].includes(reply.statusCode)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      if (!TEXT_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      if (Buffer.byteLength(payload) < COMPRESS_FROM) return payload;
      appendVary(reply.getHeader('vary'), (value) => reply.header('vary', value));
      if (!acceptsGzip(request)) return payload;
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      return gzipAsync(payload);
    });
  },
  { name: 'compression' },
);

/** Adds accept-encoding to a Vary header once. */
function appendVary(current: unknown, set: (value: string) => void) {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*'))
    set([...values, 'accept-encoding'].join(', '));
}
