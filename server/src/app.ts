/** Builds the whole application: cross-cutting plugins first, then one module per domain. */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import adminPeopleRoutes from './modules/admin-people/routes';
import adminDashboardRoutes from './modules/admin-dashboard/routes';
import announcementRoutes from './modules/announcements/routes';
import authRoutes from './modules/auth/routes';
import contactRoutes from './modules/contact/routes';
import courseRoutes from './modules/courses/routes';
import departmentRoutes from './modules/departments/routes';
import facultyRoutes from './modules/faculty/routes';
import healthRoutes from './modules/health/routes';
import registrationRoutes from './modules/registrations/routes';
import settingsRoutes from './modules/settings/routes';
import studentRoutes from './modules/student/routes';
import uploadRoutes from './modules/uploads/routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import webClient from './plugins/web-client';

export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeaders, { jitsiDomain: config.jitsiDomain });
  await app.register(databasePlugin, { config });
  await app.register(authPlugin);
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(courseRoutes);
  await app.register(departmentRoutes);
  await app.register(announcementRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(contactRoutes);
  await app.register(settingsRoutes, { collegeName: config.collegeName });
  await app.register(studentRoutes, { uploadsDir: config.uploadsDir, timeZone: config.collegeTimeZone });
  await app.register(uploadRoutes, { uploadsDir: config.uploadsDir });
  await app.register(facultyRoutes, { timeZone: config.collegeTimeZone });

  await app.register(webClient, {
    distDir: config.webDistDir,
    ssrEntry: config.ssrEntry,
    collegeName: config.collegeName,
    timeZone: config.collegeTimeZone,
  });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
