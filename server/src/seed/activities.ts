/**
 * The admin dashboard's Recent Activities: the college's last weeks as the portal would have logged them,
 * in the same words the server writes (registrations and decisions, courses, announcements, assignments,
 * results, virtual classes), each at the time the seeded record says it happened. The newest is the live
 * class that started twenty minutes ago.
 */
import { asc, inArray } from 'drizzle-orm';
import type { ActivityType } from '../../../contract/enums';
import { say, type Said } from '../../../contract/message-catalogue';
import { activities, users } from '../db/schema';
import type { SeededAnnouncement } from './announcements';
import type { SeededAssignment } from './assignments';
import { DAY_MS, HOUR_MS } from './calendar';
import type { SeedContext } from './context';
import type { SeededCourse } from './courses';
import type { SeededResultEntry } from './grades';
import { rngFor } from './random';
import type { SeededStudent } from './students';
import type { SeededSession } from './virtual-classes';

/** How far back the story goes. */
const STORY_DAYS = 21;
/** Students keep registering; the log shows the last ten days of them. */
const APPROVAL_DAYS = 10;
/** Results entered by other teachers than the demo teacher, out of many. */
const OTHER_RESULTS = 6;
const TITLES = { student: 'Student', faculty: 'Faculty', admin: 'Admin' } as const;

interface Entry {
  type: ActivityType;
  said: Said;
  actorId: string | null;
  at: number;
}

export async function seedActivities(
  ctx: SeedContext,
  adminId: string,
  story: {
    students: SeededStudent[];
    courses: SeededCourse[];
    announcements: SeededAnnouncement[];
    assignments: SeededAssignment[];
    results: SeededResultEntry[];
    sessions: SeededSession[];
    demoTeacherId: string;
  },
) {
  const rng = rngFor('activities');
  const now = ctx.now.getTime();
  const since = now - STORY_DAYS * DAY_MS;
  const entries: Entry[] = [];
  const log = (type: ActivityType, said: Said, actorId: string | null, at: number) => {
    if (at >= since && at <= now) entries.push({ type, said, actorId, at });
  };

  // Registrations: the queue still waiting, the one rejected, and the students approved lately.
  const queue = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      decidedAt: users.decidedAt,
    })
    .from(users)
    .where(inArray(users.status, ['pending', 'rejected']))
    .orderBy(asc(users.createdAt));
  for (const person of queue) {
    const type = person.role === 'student' ? 'student' : 'user';
    log(
      type,
      say('activity.registered', { label: person.role, name: person.name }),
      person.id,
      person.createdAt.getTime(),
    );
    if (person.status === 'rejected' && person.decidedAt) {
      log(
        type,
        say('activity.rejected', { label: TITLES[person.role], name: person.name }),
        adminId,
        person.decidedAt.getTime(),
      );
    }
  }
  const approvalsSince = now - APPROVAL_DAYS * DAY_MS;
  for (const student of story.students.filter((s) => !s.isDemo && s.createdAt.getTime() >= approvalsSince)) {
    const registered = student.createdAt.getTime();
    log(
      'student',
      say('activity.registered', { label: 'student', name: student.name }),
      student.id,
      registered,
    );
    // Approved within the day as a rule; a registration of the last hours was approved in the meantime.
    const decided = Math.max(student.decidedAt.getTime(), registered + rng.int(2, 20) * HOUR_MS);
    const approved = decided < now ? decided : registered + (now - registered) * (0.3 + 0.6 * rng.next());
    log(
      'student',
      say('activity.approved', { label: 'Student', name: student.name }),
      adminId,
      Math.round(approved),
    );
  }

  // The admin moved the demo teacher's course online.
  const demoVirtual = story.courses.find((c) => c.isVirtual && c.instructorId === story.demoTeacherId);
  if (demoVirtual) {
    log(
      'course',
      say('activity.courseUpdated', { course: `${demoVirtual.code} ${demoVirtual.name}` }),
      adminId,
      now - 19 * DAY_MS - 3 * HOUR_MS,
    );
  }

  for (const notice of story.announcements) {
    log(
      'alert',
      say('activity.announcementPosted', { title: notice.title }),
      adminId,
      notice.createdAt.getTime(),
    );
  }

  // The demo teacher's new assignments; other teachers post theirs too, but the log keeps to a few.
  for (const work of story.assignments.filter((a) => a.teacherId === story.demoTeacherId)) {
    log(
      'course',
      say('activity.assignmentPostedIn', { code: work.code, title: work.title }),
      work.teacherId,
      work.createdAt.getTime(),
    );
  }
  const results = [
    ...story.results.filter((r) => r.teacherId === story.demoTeacherId),
    ...rng.shuffle(story.results.filter((r) => r.teacherId !== story.demoTeacherId)).slice(0, OTHER_RESULTS),
  ];
  for (const entry of results) {
    log(
      'other',
      say('activity.midtermResultsEntered', { course: `${entry.code} ${entry.name}`, n: entry.count }),
      entry.teacherId,
      entry.createdAt.getTime(),
    );
  }

  for (const session of story.sessions) {
    if (session.startedAt) {
      log(
        'course',
        say('activity.classStarted', { class: `${session.code} ${session.title}` }),
        session.teacherId,
        session.startedAt.getTime(),
      );
    } else if (session.status === 'scheduled') {
      log(
        'course',
        say('activity.classScheduled', { class: `${session.code} ${session.title}` }),
        session.teacherId,
        session.createdAt.getTime(),
      );
    } else if (session.status === 'cancelled') {
      log(
        'alert',
        say('activity.classCancelled', { class: `${session.code} ${session.title}` }),
        session.teacherId,
        session.createdAt.getTime() + DAY_MS,
      );
    }
  }

  entries.sort((a, b) => a.at - b.at);
  const rows = entries.map((e) => ({
    id: rng.uuid(),
    type: e.type,
    message: e.said.message,
    code: e.said.code,
    params: e.said.params ?? null,
    actorId: e.actorId,
    createdAt: new Date(e.at),
  }));
  if (rows.length > 0) await ctx.db.insert(activities).values(rows);
  return rows.length;
}
