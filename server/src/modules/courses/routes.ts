import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseCatalogQuerySchema, CourseListSchema } from '../../../../contract/courses';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { listCatalogCourses } from './queries';

const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/courses',
    {
      config: { access: 'public' },
      schema: {
        tags: ['courses'],
        description:
          'The course catalogue, used by the registration forms. `department` is a name, code or id.',
        querystring: CourseCatalogQuerySchema,
        response: { 200: envelope(CourseListSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { courses: await listCatalogCourses(app.db, request.query) },
    }),
  );
};

export default courseRoutes;
