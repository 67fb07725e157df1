/**
 * Virtual class sessions around the moment the seed runs. For the demo teacher's virtual course that the
 * demo student takes: one live now, one starting in ten minutes, one tomorrow, the last few classes
 * completed (their participants are the students the attendance marks present or late) and one
 * cancelled extra session. Other virtual courses get a session on their next class day.
 * No two sessions of one teacher overlap, as the server requires of new ones.
 */
import { roomNameFor } from '../../../contract/rules/virtual-classes';
import { sessionParticipants, virtualSessions } from '../db/schema';
import { addDays, atLocal, DAY_MS, localDate, MINUTE_MS, slotOf, weekdayOf } from './calendar';
import type { ClassRegister } from './attendance';
import type { SeedContext } from './context';
import type { SeededCourse } from './courses';
import { rngFor, type Rng } from './random';
import type { SeededStudent } from './students';

/** How many of the demo course's latest classes appear as completed sessions. */
const PAST_SESSIONS = 5;
const OTHER_COURSES = 6;

const TOPICS: Record<string, string[]> = {
  default: [
    'Review of last week and practice questions',
    'Worked examples',
    'Discussion of the last quiz',
    'Introduction to the next chapter',
    'Case discussion',
  ],
  'Computer Networks': [
    'The OSI and TCP/IP models',
    'IP addressing and subnetting',
    'Routing algorithms',
    'Transport layer: TCP and UDP',
    'Flow and congestion control',
    'DNS, HTTP and e-mail',
    'Network security basics',
    'Switching and VLANs',
    'Wireless and mobile networks',
  ],
};

export interface SeededSession {
  code: string;
  title: string;
  teacherId: string;
  status: 'scheduled' | 'ongoing' | 'completed' | 'cancelled';
  createdAt: Date;
  startedAt: Date | null;
}

interface Busy {
  teacherId: string;
  start: number;
  end: number;
}

export async function seedVirtualClasses(
  ctx: SeedContext,
  courseList: SeededCourse[],
  classes: Map<string, SeededStudent[]>,
  registers: Map<string, ClassRegister>,
  departmentIdOf: (department: string) => string,
  demoTeacherId: string,
) {
  const rng = rngFor('virtual-classes');
  const now = ctx.now.getTime();
  const today = localDate(ctx.now);
  const sessionRows: (typeof virtualSessions.$inferInsert)[] = [];
  const participantRows: (typeof sessionParticipants.$inferInsert)[] = [];
  const busy: Busy[] = [];
  const seeded: SeededSession[] = [];

  const topics = (course: SeededCourse) => rng.shuffle(TOPICS[course.name] ?? TOPICS.default);
  function add(
    course: SeededCourse,
    session: {
      title: string;
      description: string;
      scheduledAt: number;
      duration: number;
      status: SeededSession['status'];
      createdAt: number;
      startedAt?: number;
      endedAt?: number;
      section?: string;
    },
  ): string | null {
    const teacherId = course.instructorId!;
    const end = session.scheduledAt + session.duration * MINUTE_MS;
    const live = session.status !== 'cancelled';
    if (live && busy.some((b) => b.teacherId === teacherId && b.start < end && session.scheduledAt < b.end)) {
      return null;
    }
    if (live) busy.push({ teacherId, start: session.scheduledAt, end });
    const id = rng.uuid();
    const enrolled = classes.get(course.id)!.length;
    sessionRows.push({
      id,
      courseId: course.id,
      instructorId: teacherId,
      title: session.title,
      description: session.description,
      scheduledAt: new Date(session.scheduledAt),
      durationMinutes: session.duration,
      status: session.status,
      semester: course.semester,
      departmentId: departmentIdOf(course.department),
      section: session.section ?? null,
      maxParticipants: Math.max(50, Math.ceil((enrolled + 10) / 10) * 10),
      roomName: roomNameFor(course.code, rng.uuid().replaceAll('-', '')),
      startedAt: session.startedAt ? new Date(session.startedAt) : null,
      endedAt: session.endedAt ? new Date(session.endedAt) : null,
      createdAt: new Date(session.createdAt),
    });
    seeded.push({
      code: course.code,
      title: session.title,
      teacherId,
      status: session.status,
      createdAt: new Date(session.createdAt),
      startedAt: session.startedAt ? new Date(session.startedAt) : null,
    });
    return id;
  }
  const join = (sessionId: string, userId: string, joinedAt: number, leftAt: number | null) =>
    participantRows.push({
      sessionId,
      userId,
      joinedAt: new Date(joinedAt),
      leftAt: leftAt === null ? null : new Date(leftAt),
    });

  // ---- The demo course -------------------------------------------------------------------------------
  const demoStudent = [...classes.values()].flat().find((s) => s.isDemo)!;
  const demoCourse = courseList.find(
    (c) => c.isVirtual && c.instructorId === demoTeacherId && classes.get(c.id)!.includes(demoStudent),
  )!;
  const students = classes.get(demoCourse.id)!;
  const slot = slotOf(demoCourse.scheduleTime);
  const titles = topics(demoCourse);
  const lecture = (i: number) => `Lecture: ${titles[i % titles.length]}`;

  // The latest class days, held online: who attended is who the register marks present or late.
  const register = registers.get(demoCourse.id) ?? new Map();
  const pastDays = [...register.keys()].slice(-PAST_SESSIONS);
  pastDays.forEach((day, i) => {
    const scheduledAt = atLocal(day, slot.start).getTime();
    const startedAt = scheduledAt + rng.int(0, 4) * MINUTE_MS;
    const endedAt = scheduledAt + (slot.minutes - rng.int(0, 8)) * MINUTE_MS;
    const id = add(demoCourse, {
      title: lecture(i),
      description: `Weekly online class of ${demoCourse.name}.`,
      scheduledAt,
      duration: slot.minutes,
      status: 'completed',
      createdAt: scheduledAt - rng.int(2, 6) * DAY_MS,
      startedAt,
      endedAt,
    });
    if (!id) return;
    join(id, demoCourse.instructorId!, startedAt - rng.int(1, 3) * MINUTE_MS, endedAt);
    for (const student of students) {
      const status = register.get(day)?.get(student.id);
      if (status !== 'present' && status !== 'late') continue;
      const joinedAt = startedAt + (status === 'present' ? rng.int(0, 9) : rng.int(11, 30)) * MINUTE_MS;
      join(id, student.id, joinedAt, endedAt - rng.int(0, 3) * MINUTE_MS);
    }
  });

  // An extra evening session, called off.
  const cancelledDay = addDays(today, -rng.int(6, 9));
  add(demoCourse, {
    title: 'Extra session: solving past papers',
    description: 'Optional evening session before the quiz. Cancelled: the teacher was on examination duty.',
    scheduledAt: atLocal(cancelledDay, '17:00').getTime(),
    duration: 60,
    status: 'cancelled',
    createdAt: atLocal(addDays(cancelledDay, -3), '10:15').getTime(),
  });

  // Live now: a short question-and-answer class that began twenty minutes ago.
  const liveStart = now - 20 * MINUTE_MS;
  const liveId = add(demoCourse, {
    title: `Q&A: ${titles[PAST_SESSIONS % titles.length]}`,
    description: 'Bring your questions on this week’s topic; we will also go through the last quiz.',
    scheduledAt: liveStart,
    duration: 30,
    status: 'ongoing',
    createdAt: now - rng.int(1, 3) * DAY_MS,
    startedAt: liveStart + MINUTE_MS,
  })!;
  join(liveId, demoCourse.instructorId!, liveStart, null);
  for (const student of students) {
    if (student.isDemo || !rng.chance(0.6)) continue;
    join(liveId, student.id, Math.min(now - MINUTE_MS, liveStart + rng.int(1, 18) * MINUTE_MS), null);
  }

  // Starting in ten minutes, right after the live one ends; and tomorrow's class at the usual time.
  add(demoCourse, {
    title: lecture(PAST_SESSIONS + 1),
    description: `Online class of ${demoCourse.name}. Join from the Virtual Classes page.`,
    scheduledAt: now + 10 * MINUTE_MS,
    duration: 60,
    status: 'scheduled',
    createdAt: now - rng.int(1, 2) * DAY_MS,
  });
  add(demoCourse, {
    title: lecture(PAST_SESSIONS + 2),
    description: `Weekly online class of ${demoCourse.name}.`,
    scheduledAt: atLocal(addDays(today, 1), slot.start).getTime(),
    duration: slot.minutes,
    status: 'scheduled',
    createdAt: now - rng.int(1, 3) * DAY_MS - rng.int(0, 300) * MINUTE_MS,
  });

  // ---- Other virtual courses: their next class day ----------------------------------------------------
  const others = rng
    .shuffle(
      courseList.filter(
        (c) => c.isVirtual && c !== demoCourse && c.instructorId && classes.get(c.id)!.length,
      ),
    )
    .slice(0, OTHER_COURSES);
  for (const course of others) {
    const courseSlot = slotOf(course.scheduleTime);
    let day = addDays(today, 1);
    while (!course.scheduleDays.includes(weekdayOf(day))) day = addDays(day, 1);
    const title = topics(course)[0];
    add(course, {
      title: `Lecture: ${title}`,
      description: `Online class of ${course.name}.`,
      scheduledAt: atLocal(day, courseSlot.start).getTime(),
      duration: courseSlot.minutes,
      status: 'scheduled',
      createdAt: now - rng.int(1, 5) * DAY_MS - rng.int(0, 300) * MINUTE_MS,
      section: sectionFor(rng),
    });
  }

  await ctx.db.insert(virtualSessions).values(sessionRows);
  if (participantRows.length > 0) await ctx.db.insert(sessionParticipants).values(participantRows);
  return { sessions: sessionRows.length, participants: participantRows.length, list: seeded };
}

/** Most sessions are for the whole class; now and then one section meets alone. */
const sectionFor = (rng: Rng) => (rng.chance(0.2) ? rng.pick(['A', 'B']) : undefined);
