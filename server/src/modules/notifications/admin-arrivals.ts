/**
 * Telling the admins that something arrived: a registration waiting for approval, a message from the contact
 * form. Written in the transaction of the arrival, so that a refused registration (rolled back) tells nobody.
 *
 * A flood must not flood the bell
 * (docs/decisions/0019-admins-hear-what-arrives-rejected-applicants-learn-why.md): each admin has at most one
 * unread
 * notification of each kind. A new arrival brings that one up to date (the count of what waits, the latest
 * arrival, the time) instead of adding another; only when the admin has read it does the next arrival make a
 * new one, and only a new one is e-mailed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, Role } from '../../../../contract/enums';
import { say, type Said } from '../../../../contract/message-catalogue';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import type { Db } from '../../db/client';
import { saidOf } from './in-language';
import { notify } from './notify';

type Executor = Pick<Db, 'execute'>;

const ADMINS = sql`select id from users where role = 'admin' and status = 'approved'`;

interface Arrival {
  kind: Extract<NotificationKind, 'registration_waiting' | 'contact_message'>;
  title: Said;
  body: Said;
  link: string;
}

/**
 * Arrivals of one kind at once wait for each other here, until the earlier one commits, so that the later one
 * counts it and sees its unread notification (and adds no second one).
 */
async function oneAtATime(tx: Executor, kind: Arrival['kind']): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-arrivals:${kind}`}))`);
}

async function tellAdmins(tx: Executor, arrival: Arrival): Promise<void> {
  const { kind, title, body, link } = arrival;
  await tx.execute(sql`
    update notifications
       set title = ${title.message}, body = ${body.message}, said = ${JSON.stringify(saidOf(title, body))}::jsonb,
           link = ${link}, created_at = now()
     where kind = ${kind}::notification_kind and read_at is null and user_id in (${ADMINS})`);
  await notify(
    tx,
    sql`${ADMINS} and id not in (
          select user_id from notifications where kind = ${kind}::notification_kind and read_at is null)`,
    { kind, title, body, link },
  );
}

async function countOf(tx: Executor, query: SQL): Promise<number> {
  const { rows } = (await tx.execute(query)) as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

/** A self-registration now waits in the approval queue (called inside its transaction). */
export async function registrationArrived(
  tx: Executor,
  applicant: { role: Extract<Role, 'student' | 'faculty'>; name: string },
): Promise<void> {
  await oneAtATime(tx, 'registration_waiting');
  const waiting = await countOf(
    tx,
    sql`select count(*)::int as n from users where status = 'pending' and role in ('student', 'faculty')`,
  );
  await tellAdmins(tx, {
    kind: 'registration_waiting',
    title: say('notice.registrationsWaiting', { n: Math.max(waiting, 1) }),
    body: say('activity.registered', { label: applicant.role, name: applicant.name }),
    link: NOTIFICATION_LINKS.registrationQueue,
  });
}

/** A contact message was received (called inside its transaction). */
export async function contactMessageArrived(tx: Executor, sender: { name: string }): Promise<void> {
  await oneAtATime(tx, 'contact_message');
  const open = await countOf(
    tx,
    sql`select count(*)::int as n from contact_messages where handled_at is null`,
  );
  await tellAdmins(tx, {
    kind: 'contact_message',
    title: say('notice.contactMessagesWaiting', { n: Math.max(open, 1) }),
    body: say('notice.contactMessageFrom', { name: sender.name }),
    link: NOTIFICATION_LINKS.contactMessages,
  });
}
