import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CollegeInfoSchema } from '../../../../contract/college';
import { envelope } from '../../../../contract/envelope';
import { forgetCollegeInfo, getCollegeInfo } from './college';

const settingsRoutes: FastifyPluginAsyncZod<{ collegeName: string }> = async (app, opts) => {
  // Another process may save the college's details: any write heard, or a moment when writes may be missed,
  // drops the kept copy (a rare read of one row).
  app.writesHeard.hear({
    written: forgetCollegeInfo,
    hearing: (complete) => {
      if (!complete) forgetCollegeInfo();
    },
  });
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
