/** The OpenAPI document, generated from the routes' Zod schemas: /api/openapi.json and /api/docs. */
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../../contract/idempotency';

const WRITES = ['post', 'put', 'patch', 'delete'];

/** Every write takes an Idempotency-Key (plugins/idempotency.ts): one parameter, referenced by each. */
const idempotencyKey = {
  name: IDEMPOTENCY_HEADER,
  in: 'header' as const,
  required: false,
  description:
    `Makes the write safe to retry: the same key from the same account within ${IDEMPOTENCY_KEY_HOURS} hours ` +
    `answers the first answer again (status, body and headers, with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) ` +
    'and writes nothing again. 422 when the key was used for another method, address or body; 409 with ' +
    'Retry-After while the first request still runs; 400 when the key is not 1-255 visible ASCII characters. ' +
    'A 5xx or 429 answer is not kept, so a retry runs again. Requests without an account are not remembered.',
  schema: { type: 'string' as const, minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

type Document = { paths?: Record<string, Record<string, { parameters?: unknown[] }>> };

function withIdempotencyKey(document: Document): ReturnType<SwaggerTransformObject> {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const method of WRITES) {
      const operation = operations[method];
      if (operation)
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: '#/components/parameters/IdempotencyKey' },
        ];
    }
  }
  return document as ReturnType<SwaggerTransformObject>;
}

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'College portal API',
          version: '1.0.0',
          description:
            'A course `_id` in every route names a course offering: the catalogue course taught in one term. ' +
            'Every course object carries `term: { _id, name }`. List routes answer the term the portal shows by ' +
            'default (the current one; between terms the last one started) and take `?term=all` or `?term=<id>`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
          parameters: { IdempotencyKey: idempotencyKey },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        withIdempotencyKey(
          ('openapiObject' in document ? document.openapiObject : document.swaggerObject) as Document,
        ),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
