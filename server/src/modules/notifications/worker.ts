/**
 * The notification worker, as a plugin: on a timer it reminds people of classes about to start and tells
 * students of quizzes opening and closing soon (always, so the bell gets them) and, when SMTP is configured,
 * starts sending the outbox's due e-mail, which goes on at the configured pace until nothing is due (outbox.ts)
 * while the reminders keep their own time. Each tick also submits the quiz attempts left open past their
 * deadline (quizzes/attempts.ts). A failing tick or run is logged and the next one tries again. Stopped, and what it was doing awaited, when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import { closeOverdueAttempts } from '../quizzes/attempts';
import { remindClassesStarting } from './class-reminders';
import { remindQuizzes } from './quiz-notices';
import { CLAIM_MS, sendDueMail, type Mailer } from './outbox';

export interface NotificationWorkerOptions {
  smtp: SmtpConfig | null;
  intervalMs: number;
  timeZone: string;
  /** Tests stand the worker at a moment of their choosing. */
  clock?: () => Date;
  /** How long a mail's claim lasts unless renewed; tests shorten it to outlast it with a slow server. */
  claimMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationWorker: {
      /**
       * Runs one tick now (after any running one) and sends until nothing is due: what the timer does, for tests
       * that cannot wait.
       */
      tick(): Promise<void>;
    };
  }
}

/** A send that hangs must not hold its claim on the outbox for long. */
const SMTP_TIMEOUT_MS = 20_000;

/** The SMTP server through `connections` pooled connections, each kept open for the next mail. */
export function smtpMailer(smtp: SmtpConfig): Mailer & { close(): void } {
  return nodemailer.createTransport({
    // What SMTP_URL sets (host, port, TLS, account, options in its query) wins over the settings below.
    url: smtp.url,
    pool: true,
    maxConnections: smtp.connections,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

export default fp(
  async function notificationWorker(app: FastifyInstance, opts: NotificationWorkerOptions) {
    const clock = opts.clock ?? (() => new Date());
    const smtp = opts.smtp;
    const mailer = smtp ? smtpMailer(smtp) : null;
    let stopped = false;

    // notify() inside a request queues e-mail only when there is a server to send it.
    if (mailer) {
      app.addHook('preValidation', (request, _reply, done) => {
        if (request.caller) request.caller.sendsEmail = true;
        done();
      });
    }

    async function sendWhileDue() {
      if (!mailer || !smtp) return;
      try {
        const pace = {
          perMinute: smtp.ratePerMinute,
          connections: smtp.connections,
          claimMs: opts.claimMs ?? CLAIM_MS,
        };
        const run = await sendDueMail(app.db, mailer, smtp.from, pace, clock, () => stopped);
        if (run.lost) {
          app.log.warn({ lost: run.lost }, 'mail sent after its claim had passed to another process');
        }
      } catch (error) {
        app.log.error({ err: error }, 'sending the outbox failed');
      }
    }

    // One run at a time; a run asked for while one is under way starts after it (so it sees mail queued
    // meanwhile), and every ask until it starts shares it.
    let sending: Promise<void> = Promise.resolve();
    let nextRun: Promise<void> | undefined;
    const send = (): Promise<void> => {
      if (!nextRun) {
        const run = sending.then(() => {
          nextRun = undefined;
          return sendWhileDue();
        });
        nextRun = sending = run;
      }
      return nextRun;
    };

    async function remind() {
      try {
        await remindClassesStarting(app.db, clock(), { email: mailer !== null, timeZone: opts.timeZone });
      } catch (error) {
        app.log.error({ err: error }, 'notification worker tick failed');
      }
      // Quizzes opening, and closing soon for those who have not submitted (quiz-notices.ts).
      try {
        await remindQuizzes(app.db, clock(), { email: mailer !== null, timeZone: opts.timeZone });
      } catch (error) {
        app.log.error({ err: error }, 'quiz notices failed');
      }
      // Quiz attempts left open past their deadline are submitted with what was saved (also on their next read).
      try {
        await closeOverdueAttempts(app.db, clock());
      } catch (error) {
        app.log.error({ err: error }, 'submitting overdue quiz attempts failed');
      }
    }

    let reminding: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        reminding = reminding.then(remind);
        // A long run (a whole college's announcement) goes on in the background; the reminders keep time.
        void reminding.then(() => {
          if (!stopped) void send();
          schedule();
        });
      }, opts.intervalMs);
      // The worker alone never keeps the process alive.
      timer.unref();
    };

    app.decorate('notificationWorker', {
      tick: async () => {
        reminding = reminding.then(remind);
        await reminding;
        await send();
      },
    });
    app.addHook('onReady', async () => schedule());
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await reminding;
      await sending;
      mailer?.close();
    });
  },
  { name: 'notification-worker', dependencies: ['database', 'request-context'] },
);
