import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CollegeInfoSchema } from '../../../../contract/college';
import { envelope } from '../../../../contract/envelope';
import { getCollegeInfo } from './college';

const settingsRoutes: FastifyPluginAsyncZod<{ collegeName: string }> = async (app, opts) => {
  app.get(
    '/api/college',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        description: "The college's name, address, phones, e-mail and map location.",
        response: { 200: envelope(CollegeInfoSchema) },
      },
    },
    async () => ({ success: true as const, data: await getCollegeInfo(app.db, opts.collegeName) }),
  );
};

export default settingsRoutes;
