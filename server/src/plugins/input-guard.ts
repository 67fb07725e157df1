/**
 * PostgreSQL text cannot hold the NUL character, so a value carrying one would fail deep inside a query.
 * Refuse it at the edge, in the address, the query and any JSON body, with the field that carries it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/http-error';

export const NUL_MESSAGE = 'This text contains a character that is not allowed';

/** The dotted path of the first string holding a NUL, or undefined. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const field = findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
      if (field) throw fieldError(field, NUL_MESSAGE);
    });
  },
  { name: 'input-guard' },
);
