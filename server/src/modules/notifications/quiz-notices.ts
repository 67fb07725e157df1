/**
 * Quizzes on the students' bell (issue 37): "quiz open" to the enrolled students once a quiz opens, and "quiz
 * closing soon" to those who have not submitted it when its close comes near
 * (docs/decisions/0038-quizzes-marked-by-the-server.md). Each
 * student hears of each once (the dedupe key), however many processes tick: two inserts of one notice meet the
 * unique index of notifications and the second does nothing, its e-mail with it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { say } from '../../../../contract/message-catalogue';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import { momentParams } from '../../../../contract/session-time';
import type { Db } from '../../db/client';
import { notify, type NewNotification } from './notify';

/** How long before its close a quiz's "closing soon" reminder goes, at most. */
export const QUIZ_CLOSING_LEAD_MS = 24 * 60 * 60_000;

interface DueQuiz {
  id: string;
  title: string;
  course_id: string;
  code: string;
  closes_at: string | Date;
  time_limit_minutes: number | null;
}

/**
 * When a quiz's "closing soon" reminder is due: 24 hours before its close, or halfway through a window shorter
 * than two days, so that a two-hour quiz's reminder does not arrive with its opening notice.
 */
export const closingReminderSql = sql`greatest(q.closes_at - interval '24 hours', q.opens_at + (q.closes_at - q.opens_at) / 2)`;

/** What a student of the quiz `q` (an enrolment `e` of an approved student `u`) is told when it lacks `key`. */
function lacksNotice(key: string, more: SQL = sql``): SQL {
  return sql`not exists (select 1 from notifications n
                          where n.user_id = e.student_id and n.dedupe_key = ${key}::text || q.id::text)
             ${more}`;
}

const students = sql`enrollments e join users u on u.id = e.student_id and u.status = 'approved'`;

const notSubmitted = sql`and not exists (select 1 from quiz_attempts a
                                          where a.quiz_id = q.id and a.student_id = e.student_id
                                            and a.submitted_at is not null)`;

/** The quizzes open at `now`, in courses still taught, with a student left to tell. */
async function quizzesToAnnounce(db: Db, now: Date, toTell: SQL, when: SQL = sql``): Promise<DueQuiz[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select q.id, q.title, q.course_id, c.code, q.closes_at, q.time_limit_minutes
      from quizzes q join courses c on c.id = q.course_id
     where q.opens_at <= ${at} and q.closes_at > ${at} and c.archived_at is null ${when}
       and exists (select 1 from ${students} where e.course_id = q.course_id and ${toTell})
     order by q.closes_at`)) as { rows: DueQuiz[] };
  return result.rows;
}

/**
 * Tells the quiz's students left to tell, in one statement. Processes telling of the same quiz take turns (a
 * lock of the notice's own): the second finds nobody left, rather than waiting on the first's rows one by one.
 */
async function tell(db: Db, quizId: string, toTell: SQL, notice: NewNotification, email: boolean) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${notice.dedupeKey ?? quizId}))`);
    await notify(
      tx,
      sql`select e.student_id from quizzes q, ${students}
           where q.id = ${quizId} and e.course_id = q.course_id and ${toTell}`,
      notice,
      { email },
    );
  });
}

/**
 * Sends what is due at `now`: opening notices of open quizzes, then closing reminders of those whose reminder
 * time has come. Returns how many quizzes had someone to tell.
 */
export async function remindQuizzes(
  db: Db,
  now: Date,
  options: { email: boolean; timeZone: string },
): Promise<number> {
  const toOpen = lacksNotice('quiz-opened:');
  const opened = await quizzesToAnnounce(db, now, toOpen);
  for (const quiz of opened) {
    const params = {
      course: quiz.code,
      title: quiz.title,
      ...momentParams('closes', new Date(quiz.closes_at), options.timeZone),
    };
    await tell(
      db,
      quiz.id,
      toOpen,
      {
        kind: 'quiz_opened',
        title: say('notice.quizOpened', { course: quiz.code, title: quiz.title }),
        body:
          quiz.time_limit_minutes === null
            ? say('notice.quizOpenedBody', params)
            : say('notice.quizOpenedTimedBody', { ...params, minutes: quiz.time_limit_minutes }),
        link: NOTIFICATION_LINKS.studentCourse(quiz.course_id),
        dedupeKey: `quiz-opened:${quiz.id}`,
      },
      options.email,
    );
  }
  const toRemind = lacksNotice('quiz-closing:', notSubmitted);
  const closing = await quizzesToAnnounce(
    db,
    now,
    toRemind,
    sql`and ${closingReminderSql} <= ${now.toISOString()}::timestamptz`,
  );
  for (const quiz of closing) {
    await tell(
      db,
      quiz.id,
      toRemind,
      {
        kind: 'quiz_closing',
        title: say('notice.quizClosing', { course: quiz.code, title: quiz.title }),
        body: say('notice.quizClosingBody', {
          course: quiz.code,
          title: quiz.title,
          ...momentParams('closes', new Date(quiz.closes_at), options.timeZone),
        }),
        link: NOTIFICATION_LINKS.studentCourse(quiz.course_id),
        dedupeKey: `quiz-closing:${quiz.id}`,
      },
      options.email,
    );
  }
  return opened.length + closing.length;
}
