/**
 * The college's notice board: a dozen announcements by the demo admin over the last weeks, for everyone,
 * students or faculty, of every priority; two from the last day, and a few about events still to come.
 */
import { currentTerm } from '../../../contract/term';
import type { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_PRIORITIES } from '../../../contract/enums';
import { announcements } from '../db/schema';
import { addDays, atLocal, COLLEGE_TIME_ZONE, HOUR_MS, localDate, MINUTE_MS, noticeDate } from './calendar';
import type { SeedContext } from './context';
import { rngFor } from './random';

interface Notice {
  title: string;
  content: string;
  audience: (typeof ANNOUNCEMENT_AUDIENCES)[number];
  priority: (typeof ANNOUNCEMENT_PRIORITIES)[number];
  /** How long ago it was posted. */
  hoursAgo: number;
  /** Days from today to the event it is about, at the given local time. */
  event?: { inDays: number; at: string };
}

export interface SeededAnnouncement {
  title: string;
  createdAt: Date;
}

/** The next `weekday` (1 = Monday ... 6 = Saturday) on or after `inDays` days from today. */
function onWeekday(today: string, inDays: number, weekday: number): number {
  const day = new Date(`${addDays(today, inDays)}T00:00:00Z`).getUTCDay();
  return inDays + ((weekday - day + 7) % 7);
}

function notices(now: Date): Notice[] {
  const today = localDate(now);
  const term = currentTerm(now, COLLEGE_TIME_ZONE);
  const nextIntake = term.season === 'Fall' ? `Spring ${term.year + 1}` : `Fall ${term.year}`;
  const examsIn = onWeekday(today, 30, 1);
  const sportsIn = onWeekday(today, 11, 4);
  const admissionIn = onWeekday(today, 18, 6);
  const on = (inDays: number, at: string) => noticeDate(atLocal(addDays(today, inDays), at));
  return [
    {
      title: 'Power shutdown: IT Block laboratories closed in the morning',
      content:
        `MEPCO has announced a maintenance shutdown on ${on(2, '09:00')} from 9:00 am to 1:00 pm. ` +
        'Laboratory classes in the IT Block that morning will be held in the afternoon instead; lectures ' +
        'in the other blocks continue as scheduled. Virtual classes are not affected.',
      audience: 'all',
      priority: 'urgent',
      hoursAgo: 3,
    },
    {
      title: 'Midterm results to be entered by Friday',
      content:
        'Teachers are requested to enter the midterm marks of all their courses in the portal (Enter Final ' +
        'Grades, exam type Midterm) by Friday. Results not entered by then will be reported to the Principal.',
      audience: 'faculty',
      priority: 'high',
      hoursAgo: 29,
    },
    {
      title: `${term.season} ${term.year} final examinations: date sheet`,
      content:
        `The final examinations of the ${term.season} ${term.year} term begin on ${on(examsIn, '09:00')}. ` +
        'The date sheet is displayed outside the Examination Branch and on each department notice board. ' +
        'Roll number slips will be issued only to students with at least 75% attendance and cleared dues.',
      audience: 'students',
      priority: 'urgent',
      hoursAgo: 4 * 24 + 5,
      event: { inDays: examsIn, at: '09:00' },
    },
    {
      title: 'Annual Sports Day',
      content:
        `The annual Sports Day will be held on ${on(sportsIn, '08:30')} at the college ground. ` +
        'Events include athletics, tug of war, badminton and a staff versus students cricket match. ' +
        'Students wishing to take part should register with the Director Physical Education by Monday. ' +
        'There will be no classes on the day.',
      audience: 'all',
      priority: 'high',
      hoursAgo: 6 * 24 + 2,
      event: { inDays: sportsIn, at: '08:30' },
    },
    {
      title: `Admission test for the ${nextIntake} intake`,
      content:
        `The admission test for the BS programs of the ${nextIntake} intake will be held on ` +
        `${on(admissionIn, '10:00')} in the Examination Hall. Faculty members on invigilation duty will ` +
        'receive their rosters from the Admissions Office; the department halls will be closed that day.',
      audience: 'all',
      priority: 'normal',
      hoursAgo: 9 * 24 + 4,
      event: { inDays: admissionIn, at: '10:00' },
    },
    {
      title: 'Second fee instalment due',
      content:
        'The second instalment of the semester fee is due by the end of this month. Vouchers can be ' +
        'collected from the Accounts Office and paid at any Bank of Punjab branch. A fine of Rs. 50 per day ' +
        'applies after the due date.',
      audience: 'students',
      priority: 'high',
      hoursAgo: 12 * 24 + 6,
    },
    {
      title: 'HEC need-based scholarships: applications open',
      content:
        'Students from families with limited income may apply for the HEC need-based scholarship. Forms ' +
        "are available from the Student Affairs office; attach the father's or guardian's income certificate " +
        'and a copy of the last result card. The last date for submission is in three weeks.',
      audience: 'students',
      priority: 'normal',
      hoursAgo: 15 * 24 + 3,
    },
    {
      title: 'Faculty development workshop on outcome-based education',
      content:
        'A two-day workshop on outcome-based education and course learning outcomes will be conducted by ' +
        'the Quality Enhancement Cell in the Seminar Hall. All lecturers and assistant professors are ' +
        'expected to attend.',
      audience: 'faculty',
      priority: 'normal',
      hoursAgo: 18 * 24 + 1,
    },
    {
      title: 'Library timings extended',
      content:
        'The central library will stay open until 7:00 pm from Monday to Saturday for the rest of the term. ' +
        'Students must show their college card at the entrance; reference books may not be taken out.',
      audience: 'students',
      priority: 'low',
      hoursAgo: 21 * 24 + 5,
    },
    {
      title: 'Blood donation camp',
      content:
        'The Red Crescent Society, Bahawalpur, will hold a blood donation camp in the college auditorium. ' +
        'Donors must be at least 18 years old and weigh more than 50 kg. Refreshments will be served.',
      audience: 'all',
      priority: 'low',
      hoursAgo: 25 * 24 + 2,
    },
    {
      title: 'Online classes: guidelines for virtual sessions',
      content:
        'Virtual classes are held in the portal. Teachers should schedule sessions at least a day ahead, ' +
        'start them on time and end them from the class page so that attendance is recorded. Please keep ' +
        'your microphone muted unless you are speaking.',
      audience: 'faculty',
      priority: 'normal',
      hoursAgo: 30 * 24 + 4,
    },
    {
      title: 'Bazm-e-Adab: auditions for the literary society',
      content:
        'The literary society invites students for auditions in debate, poetry recitation (Urdu and English) ' +
        'and quiz in the Arts Block. Selected students will represent the college at the inter-collegiate ' +
        'competitions at Bahawalpur.',
      audience: 'students',
      priority: 'low',
      hoursAgo: 34 * 24 + 6,
    },
  ];
}

export async function seedAnnouncements(ctx: SeedContext, adminId: string): Promise<SeededAnnouncement[]> {
  const rng = rngFor('announcements');
  const today = localDate(ctx.now);
  const rows: (typeof announcements.$inferInsert)[] = notices(ctx.now).map((notice) => {
    const createdAt = new Date(ctx.now.getTime() - notice.hoursAgo * HOUR_MS - rng.int(0, 50) * MINUTE_MS);
    return {
      id: rng.uuid(),
      title: notice.title,
      content: notice.content,
      targetAudience: notice.audience,
      priority: notice.priority,
      eventDate: notice.event ? atLocal(addDays(today, notice.event.inDays), notice.event.at) : null,
      authorId: adminId,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await ctx.db.insert(announcements).values(rows);
  return rows.map((r) => ({ title: r.title, createdAt: r.createdAt! }));
}
