/**
 * Security headers for every answer. The Content-Security-Policy allows scripts and frames only from this
 * site and the configured Jitsi domain, which the live classroom embeds.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { jitsiDomain: string }) {
    const jitsi = `https://${opts.jitsiDomain}`;
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
          connectSrc: ["'self'", jitsi, `wss://${opts.jitsiDomain}`],
          frameSrc: [jitsi],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      // Jitsi's iframe must be able to load; COEP would block it.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    });
  },
  { name: 'security-headers' },
);
