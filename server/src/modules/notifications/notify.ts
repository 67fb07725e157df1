/**
 * Notifying people: a bell row per recipient and, when SMTP is configured, an e-mail in the outbox, written in
 * the transaction of the change that caused them, so that a change that rolls back notifies nobody and
 * sending (by the worker, later) never slows or fails the request.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, Role } from '../../../../contract/enums';
import { type Said } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { inEveryLanguage, saidOf } from './in-language';
import { requestContext } from '../../plugins/request-context';

type Executor = Pick<Db, 'execute'>;

export interface NewNotification {
  kind: NotificationKind;
  /** Sentences of the message catalogue: stored as code + parameters, shown and e-mailed in each reader's language. */
  title: Said;
  body?: Said;
  /** A portal path for everyone, or one per role (a role without one gets none). */
  link?: string | Partial<Record<Role, string>> | null;
  /** At most one notification per recipient with this key: a repeated event is not repeated to anyone. */
  dedupeKey?: string;
}

/** User ids, or a query of one column of user ids (a whole audience, in the same statement). */
export type Recipients = readonly string[] | SQL;

const text = (value: string | null | undefined) => sql`${value ?? null}::text`;

function linkFor(link: NewNotification['link']): SQL {
  if (link === undefined || link === null || typeof link === 'string') return text(link);
  const cases = Object.entries(link).map(([role, path]) => sql`when ${role} then ${text(path)}`);
  return sql`(case u.role::text ${sql.join(cases, sql` `)} else null end)`;
}

/**
 * Notifies the recipients inside the caller's transaction `tx`, in one statement however many they are. Mail
 * is queued when the app sends it (the notifications plugin says so per request) or when `options.email` says.
 */
export async function notify(
  tx: Executor,
  recipients: Recipients,
  notification: NewNotification,
  options: { email?: boolean } = {},
): Promise<void> {
  if (Array.isArray(recipients) && recipients.length === 0) return;
  const who: SQL = Array.isArray(recipients) ? sql`u.id in ${recipients}` : sql`u.id in (${recipients})`;
  const { kind, title, body, dedupeKey } = notification;
  const said = JSON.stringify(saidOf(title, body));
  const insert = sql`
    insert into notifications (user_id, kind, title, body, link, dedupe_key, said)
    select u.id, ${kind}::notification_kind, ${text(title.message)}, ${text(body?.message ?? '')},
           ${linkFor(notification.link)}, ${text(dedupeKey)}, ${said}::jsonb
      from users u
     where ${who}
    on conflict (user_id, dedupe_key) do nothing`;
  const email = options.email ?? requestContext()?.sendsEmail ?? false;
  if (!email) {
    await tx.execute(insert);
    return;
  }
  // Each recipient's e-mail in the language saved with their account (English until one is chosen).
  const subject = inEveryLanguage(title);
  const mailText = inEveryLanguage(body ?? title);
  await tx.execute(sql`
    with created as (${insert} returning id, user_id)
    insert into email_outbox (to_address, subject, text, notification_id)
    select u.email,
           case when u.language = 'ur' then ${text(subject.ur)} else ${text(subject.en)} end,
           case when u.language = 'ur' then ${text(mailText.ur)} else ${text(mailText.en)} end,
           c.id
      from created c join users u on u.id = c.user_id`);
}

/**
 * Notifies several people each with a notification of their own (an attendance warning names each student's
 * figures) in one statement, however many they are: a class's warnings cost one round trip, not one each.
 */
export async function notifyEach(
  tx: Executor,
  items: readonly { userId: string; notification: NewNotification }[],
  options: { email?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const selects = items.map(({ userId, notification }) => {
    const { kind, title, body, dedupeKey } = notification;
    const said = JSON.stringify(saidOf(title, body));
    return sql`
      select u.id, ${kind}::notification_kind, ${text(title.message)}, ${text(body?.message ?? '')},
             ${linkFor(notification.link)}, ${text(dedupeKey)}, ${said}::jsonb
        from users u
       where u.id = ${userId}`;
  });
  const insert = sql`
    insert into notifications (user_id, kind, title, body, link, dedupe_key, said)
    ${sql.join(selects, sql` union all `)}
    on conflict (user_id, dedupe_key) do nothing`;
  const email = options.email ?? requestContext()?.sendsEmail ?? false;
  if (!email) {
    await tx.execute(insert);
    return;
  }
  // Each recipient's e-mail in the language saved with their account, as notify() writes it.
  const mails = items.map(({ userId, notification }) => {
    const subject = inEveryLanguage(notification.title);
    const mailText = inEveryLanguage(notification.body ?? notification.title);
    return sql`(${userId}::uuid, ${text(subject.en)}, ${text(subject.ur)}, ${text(mailText.en)}, ${text(mailText.ur)})`;
  });
  await tx.execute(sql`
    with created as (${insert} returning id, user_id),
    mail (user_id, subject_en, subject_ur, text_en, text_ur) as (values ${sql.join(mails, sql`, `)})
    insert into email_outbox (to_address, subject, text, notification_id)
    select u.email,
           case when u.language = 'ur' then m.subject_ur else m.subject_en end,
           case when u.language = 'ur' then m.text_ur else m.text_en end,
           c.id
      from created c join users u on u.id = c.user_id join mail m on m.user_id = c.user_id`);
}
