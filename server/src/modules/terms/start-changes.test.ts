/**
 * Changing a planned offering before a term's start (issue 34, item 4): the admin gives a course another
 * teacher, schedule or mode, or leaves it out; the preview shows the change and warns again (a course without
 * a teacher, one teacher's clashing times, a student held back), and the start makes exactly what the preview
 * showed. A course the start does not plan, or a teacher who is not an active one, is refused and changes
 * nothing. After the start, a course's teacher is changed by the normal course edit.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage, type MessageCode } from '../../../../contract/message-catalogue';
import { URDU } from '../../../../contract/messages-ur';
import type { TermPlan } from '../../../../contract/terms';
import type { App } from '../../app';
import { auditLog, courseOfferings, enrollments, studentProfiles, terms } from '../../db/schema';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, injectAs, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/harness';

let now = new Date('2026-11-20T06:00:00Z');
let app: App;
let admin: string;
let springId: string;
const people = {} as Record<'saima' | 'bilal' | 'pending' | 'ali' | 'sara', { id: string; name: string }>;
const course = {} as Record<'algorithms' | 'networks' | 'ethics' | 'fallOnly', string>;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
  admin = await signIn(app, (await buildAdmin(app)).email);
  people.saima = await buildFaculty(app, { name: 'Saima Teacher' });
  people.bilal = await buildFaculty(app, { name: 'Bilal Teacher' });
  people.pending = await buildFaculty(app, { name: 'Pending Teacher', status: 'pending' });
  people.ali = await buildStudent(app, { semester: 3, name: 'Ali Raza' });
  people.sara = await buildStudent(app, { semester: 3, name: 'Sara Khan' });
  // Fall 2026 (the first term) offers them; Spring 2027 offers the even semester's again.
  const offered = async (code: string, semester: number, extra: object = {}) => {
    const id = await buildCourse(app, { code, semester, ...extra });
    const [row] = await app.db
      .select({ catalogue: courseOfferings.catalogueCourseId })
      .from(courseOfferings)
      .where(eq(courseOfferings.id, id.id));
    return row!.catalogue;
  };
  course.algorithms = await offered('SC-402', 4, {
    instructorId: people.saima.id,
    scheduleDays: ['Monday', 'Wednesday'],
    scheduleTime: '09:00 - 10:30',
    scheduleRoom: 'Lab 2',
  });
  course.networks = await offered('SC-404', 4, {
    instructorId: people.bilal.id,
    scheduleDays: ['Monday'],
    scheduleTime: '10:00 - 11:00',
    scheduleRoom: 'Room 5',
  });
  course.ethics = await offered('SC-406', 4);
  course.fallOnly = await offered('SC-301', 3, { instructorId: people.saima.id });
  const added = await injectAs(app, admin, {
    method: 'POST',
    url: '/api/admin/terms',
    payload: { season: 'Spring', year: 2027 },
  });
  springId = added.json().data.term._id;
  now = new Date('2027-02-03T06:00:00Z');
});
afterAll(() => app?.close());

const start = (payload: object) =>
  injectAs(app, admin, { method: 'POST', url: `/api/admin/terms/${springId}/start`, payload });
const offeringOf = (plan: TermPlan, code: string) => plan.lists.offerings.find((o) => o.code === code)!;
const codesOf = (plan: TermPlan) => plan.warnings.map((w) => w.code);
/** The warnings as an English reader reads them. */
const warningsOf = (plan: TermPlan) =>
  plan.warnings.map((w) => renderMessage(w.code as MessageCode, w.params, 'en'));

/** Everything a start writes, row by row. */
const written = () =>
  Promise.all(
    [courseOfferings, enrollments, studentProfiles, terms, auditLog].map((table) =>
      app.db
        .select()
        .from(table)
        .orderBy(sql`1`),
    ),
  );

describe("the preview of a term's start warns", () => {
  it('of a course without a teacher, a student held back, and nothing else when times do not meet', async () => {
    const res = await start({ dry_run: true, hold_back: [people.sara.id] });
    expect(res.statusCode, res.body).toBe(200);
    const plan: TermPlan = res.json().data.plan;
    expect(warningsOf(plan)).toEqual(
      expect.arrayContaining([
        'SC-406 ' + plan.lists.offerings.find((o) => o.code === 'SC-406')!.name + ' has no teacher',
        expect.stringMatching(/^Sara Khan \(.+\) is held back in semester 3$/),
      ]),
    );
    expect(codesOf(plan)).not.toContain('term.warnClash');
    expect(offeringOf(plan, 'SC-402')).toMatchObject({
      catalogue_course_id: course.algorithms,
      teacher: { _id: people.saima.id, name: 'Saima Teacher' },
      schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30', room: 'Lab 2' },
      is_virtual: false,
      changed: false,
    });
  });
});

describe('changing a planned offering in the preview', () => {
  it("shows another teacher and schedule, and warns of that teacher's overlapping times, writing nothing", async () => {
    const before = await written();
    const res = await start({
      dry_run: true,
      offerings: [
        // Bilal takes Algorithms too, Mondays 9:00 to 10:30: it meets his Networks at 10:00.
        { catalogue_course_id: course.algorithms, instructor_id: people.bilal.id },
        {
          catalogue_course_id: course.ethics,
          instructor_id: people.saima.id,
          schedule: { days: ['Friday'], time: '11:00 - 12:00', room: 'Hall' },
          is_virtual: true,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan: TermPlan = res.json().data.plan;
    expect(offeringOf(plan, 'SC-402')).toMatchObject({
      teacher: { _id: people.bilal.id, name: 'Bilal Teacher' },
      schedule: { days: ['Monday', 'Wednesday'], time: '09:00 - 10:30' },
      changed: true,
    });
    expect(offeringOf(plan, 'SC-406')).toMatchObject({
      teacher: { _id: people.saima.id },
      schedule: { days: ['Friday'], time: '11:00 - 12:00', room: 'Hall' },
      is_virtual: true,
      changed: true,
    });
    expect(codesOf(plan)).not.toContain('term.warnNoTeacher');
    expect(warningsOf(plan)).toContain(
      'Bilal Teacher would teach SC-402 and SC-404 at the same time (Monday 09:00 - 10:30, 10:00 - 11:00)',
    );
    expect(await written()).toEqual(before);
  });

  it('takes a teacher away and leaves a course out of the term', async () => {
    const res = await start({
      dry_run: true,
      offerings: [
        { catalogue_course_id: course.networks, instructor_id: null },
        { catalogue_course_id: course.ethics, omit: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan: TermPlan = res.json().data.plan;
    expect(offeringOf(plan, 'SC-404').teacher).toBeNull();
    expect(plan.lists.offerings.map((o) => o.code)).not.toContain('SC-406');
    expect(plan.lists.omitted).toEqual([expect.objectContaining({ catalogue_course_id: course.ethics })]);
    expect(codesOf(plan).filter((c) => c === 'term.warnNoTeacher')).toHaveLength(1);
  });

  it('refuses a teacher who is not an active teacher (400, in English and Urdu), writing nothing', async () => {
    const before = await written();
    for (const stranger of [people.pending.id, people.ali.id, '00000000-0000-4000-8000-000000000000']) {
      for (const dryRun of [true, false]) {
        const res = await start({
          dry_run: dryRun,
          offerings: [{ catalogue_course_id: course.networks, instructor_id: stranger }],
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'term.teacherNotActive',
          message: 'The teacher chosen for SC-404 is not an active teacher',
          errors: [{ field: 'offerings.0.instructor_id', code: 'term.teacherNotActive' }],
        });
      }
    }
    expect(renderMessage('term.teacherNotActive', { course: 'SC-404' }, 'ur', URDU)).toContain(
      'فعال استاد نہیں',
    );
    expect(await written()).toEqual(before);
  });

  it('refuses a course the start does not plan, or one changed twice (400), writing nothing', async () => {
    const before = await written();
    const notPlanned = await start({
      dry_run: false,
      offerings: [{ catalogue_course_id: course.fallOnly, instructor_id: people.bilal.id }],
    });
    expect(notPlanned.statusCode).toBe(400);
    expect(notPlanned.json()).toMatchObject({
      code: 'term.offeringNotPlanned',
      errors: [{ field: 'offerings.0.catalogue_course_id' }],
    });
    const twice = await start({
      dry_run: false,
      offerings: [
        { catalogue_course_id: course.ethics, omit: true },
        { catalogue_course_id: course.ethics, instructor_id: people.bilal.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'term.offeringTwice',
      errors: [{ field: 'offerings.1.catalogue_course_id' }],
    });
    const badDay = await start({
      dry_run: true,
      offerings: [{ catalogue_course_id: course.ethics, schedule: { days: ['Sunday'], time: '', room: '' } }],
    });
    expect(badDay.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('starting the term with changes', () => {
  it('makes the offerings as the preview showed them, without the course left out, audited', async () => {
    const changes = {
      hold_back: [people.sara.id],
      offerings: [
        {
          catalogue_course_id: course.algorithms,
          instructor_id: people.bilal.id,
          schedule: { days: ['Tuesday'], time: '14:00 - 15:30', room: 'Lab 3' },
        },
        { catalogue_course_id: course.ethics, omit: true },
      ],
    };
    const preview: TermPlan = (await start({ dry_run: true, ...changes })).json().data.plan;
    const res = await start({ dry_run: false, ...changes });
    expect(res.statusCode, res.body).toBe(200);
    const plan: TermPlan = res.json().data.plan;
    expect({ ...plan, applied: false }).toEqual(preview);
    const made = await app.db.execute(sql`
      select code, instructor_id, schedule_days, schedule_time, schedule_room from courses
       where term_id = ${springId} order by code`);
    expect((made as unknown as { rows: unknown[] }).rows).toEqual([
      {
        code: 'SC-402',
        instructor_id: people.bilal.id,
        schedule_days: ['Tuesday'],
        schedule_time: '14:00 - 15:30',
        schedule_room: 'Lab 3',
      },
      {
        code: 'SC-404',
        instructor_id: people.bilal.id,
        schedule_days: ['Monday'],
        schedule_time: '10:00 - 11:00',
        schedule_room: 'Room 5',
      },
    ]);
    const aliCourses = await app.db.execute(sql`
      select c.code from ${enrollments} e join courses c on c.id = e.course_id
       where e.student_id = ${people.ali.id} and c.term_id = ${springId} order by c.code`);
    expect((aliCourses as unknown as { rows: unknown[] }).rows).toEqual([
      { code: 'SC-402' },
      { code: 'SC-404' },
    ]);
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'term.started'));
    expect(audited.after).toMatchObject({
      changed: [{ code: 'SC-402', teacher: 'Bilal Teacher' }],
      omitted: ['SC-406'],
    });
  });

  it("refuses changes to a started term's offerings (409, in English and Urdu), writing nothing", async () => {
    const before = await written();
    for (const dryRun of [true, false]) {
      const res = await start({
        dry_run: dryRun,
        offerings: [{ catalogue_course_id: course.networks, instructor_id: people.saima.id }],
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'term.startedChangeCourse',
        message: 'Spring 2027 has started already: change its courses on Manage Courses; nothing was changed',
      });
    }
    expect(renderMessage('term.startedChangeCourse', { name: 'Spring 2027' }, 'ur', URDU)).toContain(
      'پہلے ہی شروع ہو چکی ہے',
    );
    // A start again without changes is still told there is nothing left to do.
    const again = await start({ dry_run: false });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.plan).toMatchObject({ applied: true, offerings: 0, enrollments: 0 });
    expect(await written()).toEqual(before);
  });

  it("changes a started term's offering by the normal course edit, which names its term", async () => {
    const [row] = (
      (await app.db.execute(
        sql`select id from courses where term_id = ${springId} and code = 'SC-402'`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const read = await injectAs(app, admin, { method: 'GET', url: `/api/courses/${row!.id}` });
    const current = read.json().data.course;
    expect(current.term).toEqual({ _id: springId, name: 'Spring 2027' });
    const edited = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/courses/${row!.id}`,
      payload: {
        code: current.code,
        name: current.name,
        description: current.description,
        credits: current.credits,
        semester: current.semester,
        department_id: current.department_id?._id ?? null,
        instructor_id: people.saima.id,
        is_virtual: false,
        schedule: { days: ['Thursday'], time: '08:00 - 09:30', room: 'Lab 3' },
        credit_hours: current.credit_hours,
        prerequisites: current.prerequisites,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.course).toMatchObject({
      instructor_id: { _id: people.saima.id },
      schedule: { days: ['Thursday'], time: '08:00 - 09:30' },
      term: { _id: springId, name: 'Spring 2027' },
    });
  });
});
