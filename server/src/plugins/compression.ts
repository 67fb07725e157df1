/**
 * Text answers (JSON, the public pages' HTML, calendar feeds, CSV) over 1 KB go brotli- or gzip-compressed to
 * clients that accept it, through @fastify/compress: students on phones over slow connections get a fifth to a
 * quarter of the bytes. Answers that are already encoded (the response cache's kept copies, the build's brotli
 * and gzip copies of the client's files) and binary files (uploads, PDFs) are sent as they are. See
 * docs/decisions/0039-answers-compressed-with-brotli.md.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS } from '../lib/accept-encoding';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM = 1024;

/** The answers worth compressing; anything else (PDFs, images, octet-stream downloads) is sent as it is. */
const TEXT_TYPES =
  /^(application\/(json|xml|javascript)|text\/(html|plain|css|csv|calendar|xml|javascript)|image\/svg\+xml)\b/i;

export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(fastifyCompress, {
      encodings: [...ANSWER_ENCODINGS],
      threshold: COMPRESS_FROM,
      // Only our text types (and what mime-db calls compressible): the library's default adds octet-stream.
      customTypes: TEXT_TYPES,
      brotliOptions: BROTLI_OPTIONS,
      // Request bodies are never compressed by the portal's clients; a compressed one is refused as before.
      globalDecompression: false,
    });
    // @fastify/compress says `Vary: Accept-Encoding` only when it compresses; an answer it could have compressed
    // but sent as it is (the client takes neither encoding) depends on that header just as much, for caches.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      if (!TEXT_TYPES.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      if (Buffer.byteLength(payload) < COMPRESS_FROM) return payload;
      appendVary(reply.getHeader('vary'), (value) => reply.header('vary', value));
      return payload;
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
