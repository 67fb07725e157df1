/** Builds the whole application: cross-cutting plugins first, then one module per domain. */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import adminPeopleRoutes from './modules/admin-people/routes';
import addAccountRoutes from './modules/admin-people/add-account-routes';
import signInSlowdownRoutes from './modules/admin-people/sign-in-slowdown-routes';
import adminDashboardRoutes from './modules/admin-dashboard/routes';
import announcementRoutes from './modules/announcements/routes';
import courseAnnouncementRoutes from './modules/course-announcements/routes';
import submissionLoopRoutes from './modules/submission-loop/routes';
import auditRoutes from './modules/audit/routes';
import authRoutes from './modules/auth/routes';
import passwordResetRoutes from './modules/auth/password-reset-routes';
import calendarRoutes from './modules/calendar/routes';
import contactRoutes from './modules/contact/routes';
import examEligibilityRoutes from './modules/exam-eligibility/routes';
import termRoutes from './modules/terms/routes';
import courseRoutes from './modules/courses/routes';
import departmentRoutes from './modules/departments/routes';
import facultyRoutes from './modules/faculty/routes';
import healthRoutes from './modules/health/routes';
import notificationRoutes from './modules/notifications/routes';
import notificationWorker from './modules/notifications/worker';
import registrationRoutes from './modules/registrations/routes';
import settingsRoutes from './modules/settings/routes';
import studentRoutes from './modules/student/routes';
import transcriptRoutes from './modules/transcripts/routes';
import materialRoutes from './modules/materials/routes';
import quizRoutes from './modules/quizzes/routes';
import uploadRoutes from './modules/uploads/routes';
import virtualClassRoutes from './modules/virtual-classes/routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import fileStore from './plugins/file-store';
import idempotency from './plugins/idempotency';
import errorsPlugin, { frameworkErrorReply } from './plugins/errors';
import inputGuard from './plugins/input-guard';
import metrics from './plugins/metrics';
import lifecycle from './plugins/lifecycle';
import openapiPlugin from './plugins/openapi';
import requestContext from './plugins/request-context';
import requestId, { requestIdGenerator } from './plugins/request-id';
import compression from './plugins/compression';
import databaseUpkeep from './db/upkeep';
import responseCache from './plugins/response-cache';
import writesHeard from './plugins/writes-heard';
import securityHeaders from './plugins/security-headers';
import securityLog from './plugins/security-log';
import webClient from './plugins/web-client';
import { errorSerializer, requestSerializer } from './lib/log-redaction';

export async function buildApp(config: AppConfig) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestSerializer, err: errorSerializer },
            ...(config.logStream && { stream: config.logStream }),
          },
    trustProxy: config.trustProxy,
    // X-Request-Id is believed from TRUST_PROXY's proxies only (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
    // Creating a fresh embedded database runs initdb in WebAssembly: 4 to 7 s on an idle machine here, past
    // Fastify's 10 s plugin limit on a busy or slow one. A first start waits for it rather than failing.
    pluginTimeout: 120_000,
    // While draining, a request that comes on a connection already open is answered as usual (with
    // `Connection: close`, plugins/lifecycle.ts), not refused with 503: a reload must not fail a request.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(requestId);
  await app.register(lifecycle);
  await app.register(inputGuard);
  await app.register(securityHeaders, { jitsiOrigin: config.jitsi.origin });
  // The uploads folder first: one that cannot be written stops the start before the database is opened.
  await app.register(fileStore, { config });
  await app.register(databasePlugin, { config });
  await app.register(metrics, { token: config.metricsToken, clock: config.clock });
  await app.register(writesHeard);
  await app.register(authPlugin);
  // Before compression: an answer is kept as the route gave it, and compressed afresh when given again.
  await app.register(idempotency, { clock: config.clock });
  await app.register(compression);
  await app.register(responseCache, {
    ttlMs: config.responseCacheMs,
    untilWriteMs: config.responseCacheUntilWriteMs,
  });
  await app.register(securityLog);
  await app.register(requestContext);
  await app.register(openapiPlugin);

  await app.register(healthRoutes, { migrationsDir: config.migrationsDir, clock: config.clock });
  await app.register(authRoutes);
  await app.register(passwordResetRoutes, {
    smtp: config.smtp !== null,
    publicUrl: config.publicUrl,
    clock: config.clock,
  });
  await app.register(registrationRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(addAccountRoutes, {
    smtp: config.smtp !== null,
    publicUrl: config.publicUrl,
    clock: config.clock,
  });
  await app.register(signInSlowdownRoutes);
  await app.register(courseRoutes, { timeZone: config.collegeTimeZone, clock: config.clock });
  await app.register(departmentRoutes);
  await app.register(termRoutes, { timeZone: config.collegeTimeZone, clock: config.clock });
  await app.register(announcementRoutes);
  await app.register(courseAnnouncementRoutes);
  await app.register(submissionLoopRoutes);
  await app.register(adminDashboardRoutes, { timeZone: config.collegeTimeZone, clock: config.clock });
  await app.register(auditRoutes, { timeZone: config.collegeTimeZone });
  await app.register(contactRoutes);
  await app.register(settingsRoutes, { collegeName: config.collegeName });
  await app.register(studentRoutes, { timeZone: config.collegeTimeZone, clock: config.clock });
  await app.register(uploadRoutes);
  await app.register(materialRoutes);
  await app.register(quizRoutes, { clock: config.clock });
  await app.register(facultyRoutes, { timeZone: config.collegeTimeZone, clock: config.clock });
  await app.register(examEligibilityRoutes);
  await app.register(calendarRoutes, {
    timeZone: config.collegeTimeZone,
    publicUrl: config.publicUrl,
    clock: config.clock,
  });
  await app.register(transcriptRoutes, {
    pdfThreadAtStart: config.pdfThreadAtStart,
    collegeName: config.collegeName,
    timeZone: config.collegeTimeZone,
    publicUrl: config.publicUrl,
  });
  await app.register(virtualClassRoutes, {
    timeZone: config.collegeTimeZone,
    jitsi: config.jitsi,
    clock: config.clock,
  });
  await app.register(notificationRoutes);
  await app.register(notificationWorker, {
    smtp: config.smtp,
    intervalMs: config.notificationIntervalMs,
    timeZone: config.collegeTimeZone,
    clock: config.clock,
    claimMs: config.outboxClaimMs,
  });

  await app.register(databaseUpkeep, { timeZone: config.collegeTimeZone, clock: config.clock });

  await app.register(webClient, {
    distDir: config.webDistDir,
    ssrEntry: config.ssrEntry,
    collegeName: config.collegeName,
    timeZone: config.collegeTimeZone,
    publicUrl: config.publicUrl,
  });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
