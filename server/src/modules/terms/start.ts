/**
 * Starting a term (docs/decisions/0033-a-course-is-an-offering-in-one-term.md): the catalogue courses of its
 * season offered again
 * with their last teacher and schedule, students promoted to their next semester (past the program's last one,
 * graduated), and each enrolled in its new semester's offerings. The same statements give the preview
 * (nothing written) and, applied once in one transaction, the start; a started term adds nothing again.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { say } from '../../../../contract/message-catalogue';
import { semestersOf } from '../../../../contract/term';
import { TERM_START_STEPS, type TermStartStep } from '../../../../contract/enums';
import type {
  PlannedOfferingChangeSchema,
  TermPlan,
  TermStartInputSchema,
  TermStartProgress,
} from '../../../../contract/terms';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { courseOfferings, terms } from '../../db/schema';
import { badRequest, conflict, fieldErrorOf, HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record';
import { classSlot } from '../calendar/events';
import type { TermRow } from './calendar';
import { lockTerm } from './commands';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StartInput = z.output<typeof TermStartInputSchema>;
type OfferingChange = z.output<typeof PlannedOfferingChangeSchema>;

const rows = async <T>(tx: Tx, query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The catalogue courses the term offers that it does not offer yet, each with its latest offering's teaching. */
function plannedOfferings(term: TermRow) {
  return sql`
    select c.id as catalogue_id, c.code, c.name, c.semester, c.department_id, d.name as department,
           case when u.status = 'approved' and u.role = 'faculty' then last.instructor_id end as instructor_id,
           case when u.status = 'approved' and u.role = 'faculty' then u.name end as teacher,
           coalesce(last.is_virtual, false) as is_virtual,
           coalesce(last.schedule_days, '{}') as schedule_days,
           coalesce(last.schedule_time, '') as schedule_time,
           coalesce(last.schedule_room, '') as schedule_room
      from catalogue_courses c
      left join departments d on d.id = c.department_id
      left join lateral (
        select o.* from course_offerings o join terms t on t.id = o.term_id
         where o.catalogue_course_id = c.id order by t.starts_on desc limit 1) last on true
      left join users u on u.id = last.instructor_id
     where c.archived_at is null and c.semester = any(${intArray(semestersOf(term.season))})
       and not exists (select 1 from course_offerings o where o.catalogue_course_id = c.id and o.term_id = ${term.id})`;
}

/**
 * Every active student with the semester the term puts it in: one already in a semester of this season stays
 * (a student admitted for this term), any other moves up one; past its program's last semester it graduates
 * (`to_semester` null); one held back stays where it is.
 */
function studentMoves(term: TermRow, heldBack: readonly string[]) {
  const semesters = intArray(semestersOf(term.season));
  return sql`
    select u.id as user_id, u.name, sp.student_id, sp.semester as from_semester, sp.department_id,
           sp.user_id = any(${uuidArray(heldBack)}) as held_back,
           case when sp.user_id = any(${uuidArray(heldBack)}) or sp.semester = any(${semesters})
                     or cardinality(${semesters}) = 0 then sp.semester
                when sp.semester + 1 > ceil(p.duration_years * 2) then null
                else sp.semester + 1 end as to_semester
      from users u join student_profiles sp on sp.user_id = u.id join programs p on p.id = sp.program_id
     where u.role = 'student' and u.status = 'approved' and sp.graduated_at is null`;
}

interface PlannedOffering {
  catalogue_id: string;
  code: string;
  name: string;
  semester: number;
  department_id: string | null;
  department: string | null;
  instructor_id: string | null;
  teacher: string | null;
  is_virtual: boolean;
  schedule_days: string[];
  schedule_time: string;
  schedule_room: string;
  /** Changed by the admin before the start. */
  changed?: boolean;
}
interface StudentMove {
  user_id: string;
  name: string;
  student_id: string;
  from_semester: number;
  department_id: string;
  held_back: boolean;
  to_semester: number | null;
}

/** Students the start enrols in each planned offering, by department and semester. */
function classSizes(term: TermRow, moves: StudentMove[]) {
  const sizes = new Map<string, number>();
  for (const m of moves) {
    if (m.held_back || m.to_semester === null || !semestersOf(term.season).includes(m.to_semester)) continue;
    const key = `${m.department_id}|${m.to_semester}`;
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  return sizes;
}

/** Two class times that share a minute ('9:00 - 10:30' and '10:00 - 11:00'); times without a clock, if equal. */
function timesOverlap(a: string, b: string) {
  const [one, two] = [classSlot(a), classSlot(b)];
  if (!one || !two) return a.trim() !== '' && a.trim() === b.trim();
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const [start1, start2] = [minutes(one.start), minutes(two.start)];
  return start1 < start2 + two.minutes && start2 < start1 + one.minutes;
}

function warningsOf(offerings: PlannedOffering[], moves: StudentMove[]) {
  const warnings = offerings
    .filter((o) => !o.instructor_id)
    .map((o) => say('term.warnNoTeacher', { course: `${o.code} ${o.name}` }));
  const byTeacher = new Map<string, PlannedOffering[]>();
  for (const o of offerings) {
    if (!o.instructor_id || !o.schedule_time) continue;
    byTeacher.set(o.instructor_id, [...(byTeacher.get(o.instructor_id) ?? []), o]);
  }
  for (const list of byTeacher.values()) {
    list.forEach((a, i) => {
      for (const b of list.slice(i + 1)) {
        const sameDay = a.schedule_days.some((day) => b.schedule_days.includes(day));
        if (sameDay && timesOverlap(a.schedule_time, b.schedule_time)) {
          warnings.push(
            say('term.warnClash', {
              teacher: a.teacher ?? '',
              course: a.code,
              other: b.code,
              time: `${a.schedule_days.filter((d) => b.schedule_days.includes(d)).join(', ')} ${a.schedule_time}, ${b.schedule_time}`,
            }),
          );
        }
      }
    });
  }
  for (const m of moves.filter((m) => m.held_back)) {
    warnings.push(
      say('term.warnHeldBack', { name: m.name, studentId: m.student_id, semester: m.from_semester }),
    );
  }
  return warnings;
}

async function assertStudents(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await rows<{ id: string }>(
    tx,
    sql`select id from users where id = any(${uuidArray(ids)}) and role = 'student'`,
  );
  const students = new Set(found.map((r) => r.id));
  const stranger = ids.find((id) => !students.has(id));
  if (stranger) {
    const saying = say('term.holdBackNotStudent', { id: stranger });
    throw badRequest(saying, [fieldErrorOf('hold_back', saying)]);
  }
}

/**
 * The admin's changes made to the planned offerings: another teacher, schedule or mode, or left out. A course
 * the start does not plan, one changed twice, or a teacher who is not an approved faculty member: 400,
 * naming the change.
 */
async function withChanges(tx: Tx, planned: PlannedOffering[], changes: readonly OfferingChange[]) {
  if (changes.length === 0) return { kept: planned, omitted: [] as PlannedOffering[] };
  const byCourse = new Map(planned.map((o) => [o.catalogue_id, o]));
  const seen = new Set<string>();
  const refuse = (index: number, field: string, saying: ReturnType<typeof say>) =>
    badRequest(saying, [fieldErrorOf(`offerings.${index}.${field}`, saying)]);
  changes.forEach((change, i) => {
    const id = change.catalogue_course_id.toLowerCase();
    const offering = byCourse.get(id);
    if (!offering) throw refuse(i, 'catalogue_course_id', say('term.offeringNotPlanned', { id }));
    if (seen.has(id))
      throw refuse(i, 'catalogue_course_id', say('term.offeringTwice', { course: offering.code }));
    seen.add(id);
  });
  const chosen = [
    ...new Set(changes.flatMap((c) => (c.instructor_id ? [c.instructor_id.toLowerCase()] : []))),
  ];
  const teachers = new Map(
    chosen.length === 0
      ? []
      : (
          await rows<{ id: string; name: string }>(
            tx,
            sql`select id, name from users
                 where id = any(${uuidArray(chosen)}) and role = 'faculty' and status = 'approved'`,
          )
        ).map((t) => [t.id, t.name]),
  );
  const changed = new Map<string, PlannedOffering>();
  changes.forEach((change, i) => {
    const offering = byCourse.get(change.catalogue_course_id.toLowerCase())!;
    const teacherId = change.instructor_id?.toLowerCase();
    if (teacherId && !teachers.has(teacherId))
      throw refuse(i, 'instructor_id', say('term.teacherNotActive', { course: offering.code }));
    changed.set(offering.catalogue_id, {
      ...offering,
      ...(change.instructor_id !== undefined && {
        instructor_id: teacherId ?? null,
        teacher: teacherId ? teachers.get(teacherId)! : null,
      }),
      ...(change.schedule && {
        schedule_days: change.schedule.days,
        schedule_time: change.schedule.time,
        schedule_room: change.schedule.room,
      }),
      ...(change.is_virtual !== undefined && { is_virtual: change.is_virtual }),
      changed: true,
    });
  });
  const omitted = new Set(changes.filter((c) => c.omit).map((c) => c.catalogue_course_id.toLowerCase()));
  return {
    kept: planned.filter((o) => !omitted.has(o.catalogue_id)).map((o) => changed.get(o.catalogue_id) ?? o),
    omitted: planned.filter((o) => omitted.has(o.catalogue_id)),
  };
}

async function planOf(
  tx: Tx,
  term: TermRow,
  heldBack: readonly string[],
  changes: readonly OfferingChange[],
) {
  const planned = await rows<PlannedOffering>(tx, sql`${plannedOfferings(term)} order by c.semester, c.code`);
  const { kept: offerings, omitted } = await withChanges(tx, planned, changes);
  const moves = await rows<StudentMove>(tx, sql`${studentMoves(term, heldBack)} order by sp.student_id`);
  const sizes = classSizes(term, moves);
  const enrollments =
    offerings.reduce((n, o) => n + (sizes.get(`${o.department_id}|${o.semester}`) ?? 0), 0) +
    (await enrolmentsInExisting(tx, term, moves));
  const promotions = moves.filter((m) => !m.held_back && m.to_semester !== m.from_semester);
  const plan: TermPlan = {
    term: { _id: term.id, name: term.name },
    applied: false,
    offerings: offerings.length,
    promotions: promotions.length,
    enrollments,
    lists: {
      offerings: offerings.map((o) => ({
        catalogue_course_id: o.catalogue_id,
        code: o.code,
        name: o.name,
        semester: o.semester,
        department: o.department,
        teacher: o.instructor_id ? { _id: o.instructor_id, name: o.teacher ?? '' } : null,
        schedule: { days: o.schedule_days, time: o.schedule_time, room: o.schedule_room },
        is_virtual: o.is_virtual,
        changed: o.changed ?? false,
        students: sizes.get(`${o.department_id}|${o.semester}`) ?? 0,
      })),
      promotions: promotions.map((m) => ({
        _id: m.user_id,
        name: m.name,
        student_id: m.student_id,
        from: m.from_semester,
        to: m.to_semester,
      })),
      held_back: moves
        .filter((m) => m.held_back)
        .map((m) => ({ _id: m.user_id, name: m.name, student_id: m.student_id, semester: m.from_semester })),
      omitted: omitted.map((o) => ({ catalogue_course_id: o.catalogue_id, code: o.code, name: o.name })),
    },
    warnings: warningsOf(offerings, moves),
  };
  return { plan, offerings };
}

/** Enrolments the start would add to offerings the term has already (added by hand before the start). */
async function enrolmentsInExisting(tx: Tx, term: TermRow, moves: StudentMove[]) {
  const wanted = moves.filter((m) => !m.held_back && m.to_semester !== null);
  if (wanted.length === 0) return 0;
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n
          from unnest(${uuidArray(wanted.map((m) => m.user_id))},
                      ${uuidArray(wanted.map((m) => m.department_id))},
                      ${intArray(wanted.map((m) => m.to_semester!))}) as s(user_id, department_id, semester)
          join courses c on c.term_id = ${term.id} and c.department_id = s.department_id
                        and c.semester = s.semester and c.archived_at is null
         where not exists (select 1 from enrollments e where e.course_id = c.id and e.student_id = s.user_id)`,
  );
  return row?.n ?? 0;
}

async function apply(
  tx: Tx,
  term: TermRow,
  heldBack: readonly string[],
  plan: TermPlan,
  offerings: readonly PlannedOffering[],
  begin: (step: TermStartStep) => void,
) {
  const now = new Date();
  begin('offerings');
  // The offerings as planned under the term's lock, with the admin's changes: one row each of the season's
  // catalogue courses (a few hundred at most), in one statement.
  if (offerings.length > 0) {
    await tx.insert(courseOfferings).values(
      offerings.map((o) => ({
        catalogueCourseId: o.catalogue_id,
        termId: term.id,
        instructorId: o.instructor_id,
        isVirtual: o.is_virtual,
        scheduleDays: o.schedule_days,
        scheduleTime: o.schedule_time,
        scheduleRoom: o.schedule_room,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  begin('promotions');
  await tx.execute(sql`
    with moves as (${studentMoves(term, heldBack)})
    update student_profiles sp
       set semester = coalesce(m.to_semester, sp.semester),
           graduated_at = case when m.to_semester is null then ${now}::timestamptz end
      from moves m
     where sp.user_id = m.user_id and not m.held_back and m.to_semester is distinct from m.from_semester`);
  // The students just promoted, and those already in this season's semesters, join their classes.
  begin('enrollments');
  await tx.execute(sql`
    insert into enrollments (student_id, course_id, created_at)
    select sp.user_id, c.id, ${now}
      from student_profiles sp
      join users u on u.id = sp.user_id and u.role = 'student' and u.status = 'approved'
      join courses c on c.term_id = ${term.id} and c.department_id = sp.department_id
                    and c.semester = sp.semester and c.archived_at is null
     where sp.graduated_at is null and not (sp.user_id = any(${uuidArray(heldBack)}))
    on conflict do nothing`);
  begin('recording');
  await tx
    .update(terms)
    .set({ startedAt: now, updatedAt: now })
    .where(sql`${terms.id} = ${term.id}`);
  await recordAudit(tx, {
    action: 'term.started',
    entity: 'term',
    entityId: term.id,
    summary: say('term.auditStarted', {
      name: term.name,
      offerings: plan.offerings,
      promotions: plan.promotions,
      enrollments: plan.enrollments,
    }),
    after: {
      offerings: plan.offerings,
      promotions: plan.promotions,
      enrollments: plan.enrollments,
      // What the admin changed from the last offerings' teaching, kept with the start.
      ...(offerings.some((o) => o.changed) && {
        changed: plan.lists.offerings
          .filter((o) => o.changed)
          .map((o) => ({ code: o.code, teacher: o.teacher?.name ?? null, schedule: o.schedule })),
      }),
      ...(plan.lists.omitted.length > 0 && { omitted: plan.lists.omitted.map((o) => o.code) }),
    },
  });
}

/** How long one statement of a term's start may take: 20,000 students' start takes a few seconds. */
const START_STATEMENT_TIMEOUT_MS = 120_000;

const LOCK_NOT_AVAILABLE = '55P03';
const lockBusy = (error: unknown) => {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++, e = e.cause as typeof e)
    if (e.code === LOCK_NOT_AVAILABLE) return true;
  return false;
};

/** What a start reports as it begins a step: the steps done before it and, once planned, the plan's counts. */
function progressOf(step: TermStartStep, plan?: TermPlan): TermStartProgress {
  return {
    step,
    done: TERM_START_STEPS.indexOf(step),
    steps: TERM_START_STEPS.length,
    offerings: plan?.offerings ?? null,
    promotions: plan?.promotions ?? null,
    enrollments: plan?.enrollments ?? null,
  };
}

/**
 * The plan of a term's start; with `dry_run` false, the start itself, once, telling `onProgress` as it begins
 * each step (from the first, once it holds the term's lock and has passed its checks). A started term adds
 * nothing and reports no step.
 */
export async function startTerm(
  db: Db,
  id: string,
  input: StartInput,
  onProgress: (progress: TermStartProgress) => void = () => {},
): Promise<TermPlan> {
  const heldBack = [...new Set(input.hold_back)];
  const [named] = await db.select({ name: terms.name }).from(terms).where(eq(terms.id, id));
  if (!named) throw notFound(say('term.notFound'));
  try {
    return await db.transaction(async (tx) => {
      // A college's whole next term in a few statements: longer than a request's statement time limit
      // (DB_STATEMENT_TIMEOUT_MS), and rare; its lock on the term still fails at once (nowait).
      await tx.execute(sql`set local statement_timeout = ${sql.raw(String(START_STATEMENT_TIMEOUT_MS))}`);
      const term = input.dry_run
        ? (await tx.select().from(terms).where(eq(terms.id, id)))[0]
        : await lockTerm(tx, id, 'nowait');
      if (!term) throw notFound(say('term.notFound'));
      if (term.closedAt) throw conflict('term', say('term.closed', { name: term.name }));
      await assertStudents(tx, heldBack);
      // Started already: a second start adds nothing. Changes to its offerings would be lost without a word, so
      // they are refused: a started term's offering changes by the course edit.
      if (term.startedAt && input.offerings.length > 0)
        throw conflict('term', say('term.startedChangeCourse', { name: term.name }));
      if (term.startedAt) return nothingLeft(term);
      if (!input.dry_run) onProgress(progressOf('planning'));
      const { plan, offerings } = await planOf(tx, term, heldBack, input.offerings);
      if (input.dry_run) return plan;
      await apply(tx, term, heldBack, plan, offerings, (step) => onProgress(progressOf(step, plan)));
      return { ...plan, applied: true };
    });
  } catch (error) {
    if (lockBusy(error)) throw new HttpError(409, say('term.startBusy', { name: named.name }));
    throw error;
  }
}

const nothingLeft = (term: TermRow): TermPlan => ({
  term: { _id: term.id, name: term.name },
  applied: true,
  offerings: 0,
  promotions: 0,
  enrollments: 0,
  lists: { offerings: [], promotions: [], held_back: [], omitted: [] },
  warnings: [],
});
