/**
 * The notification worker, as a plugin: on a timer it reminds people of classes about to start (always, so the
 * bell gets them) and, when SMTP is configured, sends the outbox's due e-mail. One tick at a time; a failing tick
 * is logged and the next one tries again. Stopped, and its running tick awaited, when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import { remindClassesStarting } from './class-reminders';
import { sendDueMail, type Mailer } from './outbox';

export interface NotificationWorkerOptions {
  smtp: SmtpConfig | null;
  intervalMs: number;
  timeZone: string;
  /** Tests stand the worker at a moment of their choosing. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationWorker: {
      /** Runs one tick now (after any running one): what the timer does, for tests that cannot wait. */
      tick(): Promise<void>;
    };
  }
}

/** A send that hangs must not hold its claim on the outbox for long. */
const SMTP_TIMEOUT_MS = 20_000;

export function smtpMailer(smtp: SmtpConfig): Mailer & { close(): void } {
  return nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as nodemailer.TransportOptions);
}

export default fp(
  async function notificationWorker(app: FastifyInstance, opts: NotificationWorkerOptions) {
    const clock = opts.clock ?? (() => new Date());
    const mailer = opts.smtp ? smtpMailer(opts.smtp) : null;
    const from = opts.smtp?.from ?? '';

    // notify() inside a request queues e-mail only when there is a server to send it.
    if (mailer) {
      app.addHook('preValidation', (request, _reply, done) => {
        if (request.caller) request.caller.sendsEmail = true;
        done();
      });
    }

    async function work() {
      const now = clock();
      try {
        await remindClassesStarting(app.db, now, { email: mailer !== null, timeZone: opts.timeZone });
        if (mailer) await sendDueMail(app.db, mailer, from, now);
      } catch (error) {
        app.log.error({ err: error }, 'notification worker tick failed');
      }
    }

    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = () => (running = running.then(work));
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => void tick().then(schedule), opts.intervalMs);
      // The worker alone never keeps the process alive.
      timer.unref();
    };

    app.decorate('notificationWorker', { tick });
    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    });
  },
  { name: 'notification-worker', dependencies: ['database', 'request-context'] },
);
