/**
 * Security headers for every answer. The Content-Security-Policy allows scripts and frames only from this
 * site and the configured Jitsi origin, which the live classroom embeds (and its web socket). HSTS is sent
 * when the request came over TLS, directly or through a trusted proxy (`TRUST_PROXY`, X-Forwarded-Proto).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A year, subdomains included: once a browser has seen the site over TLS it never falls back to http. */
const HSTS = 'max-age=31536000; includeSubDomains';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { jitsiOrigin: string }) {
    const jitsi = opts.jitsiOrigin;
    const jitsiSocket = jitsi.replace(/^http/, 'ws');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", jitsi],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", jitsi, jitsiSocket],
          frameSrc: [jitsi],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      // Jitsi's iframe must be able to load; COEP would block it.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only an answer that came over TLS may pin the browser to https (below).
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
