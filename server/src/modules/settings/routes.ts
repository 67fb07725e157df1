import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdmissionsSchema } from '../../../../contract/admissions';
import { CollegeDetailsSchema, CollegeInfoSchema } from '../../../../contract/college';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { MESSAGES } from '../../../../contract/messages';
import { mayHaveChanged } from '../../db/write-notices';
import { settings } from '../../db/schema';
import { forgetAdmissions, getAdmissions, saveAdmissions } from './admissions';
import { forgetCollegeInfo, getCollegeInfo, saveCollegeInfo } from './college';

const settingsRoutes: FastifyPluginAsyncZod<{ collegeName: string }> = async (app, opts) => {
  // Another process may save the college's details or its admissions: a write heard to the settings, or a
  // moment when writes may be missed, drops the kept copies (a rare read of one row each).
  const forget = () => {
    forgetCollegeInfo();
    forgetAdmissions();
  };
  app.writesHeard.hear({
    written: (table) => {
      if (mayHaveChanged(table, [settings])) forget();
    },
    hearing: (complete) => {
      if (!complete) forget();
    },
  });
  app.get(
    '/api/college',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        description:
          "The college's name, address, phones, e-mail, map location, office phone and hours, and social links.",
        response: { 200: envelope(CollegeInfoSchema) },
      },
    },
    async () => ({ success: true as const, data: await getCollegeInfo(app.db, opts.collegeName) }),
  );

  app.put(
    '/api/admin/college',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description:
          "Replaces the college's details (all but the name, which is COLLEGE_NAME): address, phones, e-mail, map location, office phone and hours, social links (https only). The footer, the contact page and the forgot-password page show them at once (audited).",
        body: CollegeDetailsSchema,
        response: { 200: envelope(CollegeInfoSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.collegeSaved,
      data: await saveCollegeInfo(app.db, request.body, opts.collegeName),
    }),
  );

  app.get(
    '/api/admissions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        description:
          "This year's admissions: the year, the calendar, and each program's credit hours and fee.",
        response: { 200: envelope(AdmissionsSchema) },
      },
    },
    async () => ({ success: true as const, data: await getAdmissions(app.db) }),
  );

  app.put(
    '/api/admin/admissions',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description: 'Replaces the admissions content the public Admissions page shows (audited).',
        body: AdmissionsSchema,
        response: { 200: envelope(AdmissionsSchema), '4xx': ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.admissionsSaved,
      data: await saveAdmissions(app.db, request.body),
    }),
  );
};

export default settingsRoutes;
