/** The OpenAPI document, generated from the routes' Zod schemas: /api/openapi.json and /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
