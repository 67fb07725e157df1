/** "Class starting in 15 minutes": for the students of the session's course (and section) and its teacher. */
import { say } from '../../../../contract/message-catalogue';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import type { Db } from '../../db/client';
import { sessionTimeParams } from '../../../../contract/session-time';
import { notify } from './notify';

export const REMINDER_LEAD_MS = 15 * 60_000;

interface StartingSession {
  id: string;
  title: string;
  code: string;
  scheduled_at: string | Date;
  duration_minutes: number;
}

/**
 * Reminds everyone of the scheduled sessions starting within the next 15 minutes, once per session and person
 * (the dedupe key); a session whose teacher has its reminder already is skipped without touching the rest.
 */
export async function remindClassesStarting(
  db: Db,
  now: Date,
  options: { email: boolean; timeZone: string },
): Promise<number> {
  const sessions = (await db.execute(sql`
    select s.id, s.title, c.code, s.scheduled_at, s.duration_minutes
      from virtual_sessions s join courses c on c.id = s.course_id
     where s.status = 'scheduled'
       and s.scheduled_at > ${now.toISOString()}::timestamptz
       and s.scheduled_at <= ${new Date(now.getTime() + REMINDER_LEAD_MS).toISOString()}::timestamptz
       and (s.instructor_id is null or not exists (
             select 1 from notifications n
              where n.user_id = s.instructor_id and n.dedupe_key = 'class-starting:' || s.id))`)) as {
    rows: StartingSession[];
  };
  for (const session of sessions.rows) {
    const start = new Date(session.scheduled_at);
    const end = new Date(start.getTime() + session.duration_minutes * 60_000);
    await db.transaction((tx) =>
      notify(
        tx,
        sql`select s.instructor_id from virtual_sessions s
             where s.id = ${session.id} and s.instructor_id is not null
            union
            select e.student_id
              from virtual_sessions s
              join enrollments e on e.course_id = s.course_id
              join users su on su.id = e.student_id and su.status = 'approved'
              join student_profiles p on p.user_id = e.student_id
             where s.id = ${session.id} and (s.section is null or p.section = s.section)`,
        {
          kind: 'class_starting',
          title: say('notice.classStartingSoon', { class: `${session.code} ${session.title}` }),
          body: say('notice.classStartingSoonBody', {
            class: `${session.code} ${session.title}`,
            // The time in each reader's language, on the bell and in the e-mail.
            ...sessionTimeParams(start, end, options.timeZone),
          }),
          link: NOTIFICATION_LINKS.classStarting,
          dedupeKey: `class-starting:${session.id}`,
        },
        { email: options.email },
      ),
    );
  }
  return sessions.rows.length;
}
