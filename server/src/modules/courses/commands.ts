/** Writing courses: create, update, and delete-or-archive, each in one transaction. */
import { say } from '../../../../contract/message-catalogue';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourseInputSchema } from '../../../../contract/courses';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/client';
import {
  assignmentAttachments,
  assignments,
  attendanceRecords,
  catalogueCourses,
  courseMaterials,
  courseOfferings,
  courses,
  departments,
  enrollments,
  grades,
  submissions,
  users,
} from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { recordActivity } from '../activity/record';
import { termInViewSql } from '../terms/calendar';
import { catalogueFieldsOf, insertCourses, offeringFieldsOf } from './offerings';
import { changedFields, recordAudit, type AuditFields } from '../audit/record';

type CourseInput = z.output<typeof CourseInputSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function assertReferences(tx: Tx, input: CourseInput) {
  if (input.department_id) {
    const [dept] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, input.department_id));
    if (!dept) throw fieldError('department_id', say('field.chooseValid', { label: 'department' }));
  }
  if (input.instructor_id) {
    const [teacher] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.instructor_id), eq(users.role, 'faculty'), eq(users.status, 'approved')));
    if (!teacher) throw fieldError('instructor_id', MESSAGES.instructorNotFaculty);
  }
}

async function assertCodeFree(tx: Tx, code: string, exceptCatalogueId?: string) {
  const [taken] = await tx
    .select({ id: catalogueCourses.id })
    .from(catalogueCourses)
    .where(
      and(
        sql`upper(${catalogueCourses.code}) = ${code}`,
        exceptCatalogueId ? ne(catalogueCourses.id, exceptCatalogueId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('code', MESSAGES.courseCodeTaken);
}

const columns = (input: CourseInput) => ({
  code: input.code,
  name: input.name,
  description: input.description,
  credits: input.credits,
  semester: input.semester,
  departmentId: input.department_id,
  instructorId: input.instructor_id,
  isVirtual: input.is_virtual,
  scheduleDays: input.schedule.days,
  scheduleTime: input.schedule.time,
  scheduleRoom: input.schedule.room,
  creditHours: input.credit_hours,
  prerequisites: input.prerequisites,
});

/** A course as the audit trail keeps it, with its department and teacher by name. */
async function courseSnapshot(tx: Tx, id: string): Promise<AuditFields> {
  const [row] = await tx
    .select({
      code: courses.code,
      name: courses.name,
      description: courses.description,
      credits: courses.credits,
      semester: courses.semester,
      department: departments.name,
      instructor: users.name,
      is_virtual: courses.isVirtual,
      schedule_days: courses.scheduleDays,
      schedule_time: courses.scheduleTime,
      schedule_room: courses.scheduleRoom,
      credit_hours: courses.creditHours,
      prerequisites: courses.prerequisites,
    })
    .from(courses)
    .leftJoin(departments, eq(departments.id, courses.departmentId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(eq(courses.id, id));
  return row ?? {};
}

async function guardCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'courses_code_unique') throw conflict('code', MESSAGES.courseCodeTaken);
    throw error;
  }
}

/** A new course: in the catalogue, and offered in the term views show (the current one). */
export function createCourse(db: Db, input: CourseInput, adminId: string, today: string): Promise<string> {
  return guardCode(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, input.code);
      await assertReferences(tx, input);
      const [term] = await tx
        .execute<{ id: string }>(sql`select ${termInViewSql(today)} as id`)
        .then((result) => (result as unknown as { rows: { id: string | null }[] }).rows);
      if (!term?.id) throw notFound(say('term.notFound'));
      const [id] = await insertCourses(tx, [{ ...columns(input), termId: term.id }]);
      const row = { id };
      await recordActivity(
        tx,
        'course',
        say('activity.courseCreated', { course: `${input.code} ${input.name}` }),
        adminId,
      );
      return row.id;
    }),
  );
}

export function updateCourse(db: Db, id: string, input: CourseInput, adminId: string): Promise<void> {
  return guardCode(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: courseOfferings.id, catalogueId: courseOfferings.catalogueCourseId })
        .from(courseOfferings)
        .where(eq(courseOfferings.id, id))
        .for('update');
      if (!existing) throw notFound(say('notFound.named', { label: 'Course' }));
      await assertCodeFree(tx, input.code, existing.catalogueId);
      await assertReferences(tx, input);
      const before = await courseSnapshot(tx, id);
      const updatedAt = new Date();
      await tx
        .update(catalogueCourses)
        .set({ ...catalogueFieldsOf(columns(input)), updatedAt })
        .where(eq(catalogueCourses.id, existing.catalogueId));
      await tx
        .update(courseOfferings)
        .set({ ...offeringFieldsOf(columns(input)), updatedAt })
        .where(eq(courseOfferings.id, id));
      const change = changedFields(before, await courseSnapshot(tx, id));
      if (change) {
        await recordAudit(tx, {
          action: 'course.updated',
          entity: 'course',
          entityId: id,
          summary: say('audit.courseUpdated', {
            course: `${input.code} ${input.name}`,
            fields: Object.keys(change.after).join(', '),
          }),
          ...change,
        });
      }
      await recordActivity(
        tx,
        'course',
        say('activity.courseUpdated', { course: `${input.code} ${input.name}` }),
        adminId,
      );
    }),
  );
}

/**
 * Counts of what depends on a course, in one statement: inside a transaction its client runs one statement at a
 * time, so the counts cannot go out side by side.
 */
export async function courseRecordCounts(db: Db | Tx, courseId: string) {
  const ofCourse = db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.courseId, courseId));
  const [counts] = await db
    .select({
      enrollments: db.$count(enrollments, eq(enrollments.courseId, courseId)),
      assignments: db.$count(assignments, eq(assignments.courseId, courseId)),
      submissions: db.$count(submissions, inArray(submissions.assignmentId, ofCourse)),
      grades: db.$count(grades, eq(grades.courseId, courseId)),
      attendance: db.$count(attendanceRecords, eq(attendanceRecords.courseId, courseId)),
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return counts ?? { enrollments: 0, assignments: 0, submissions: 0, grades: 0, attendance: 0 };
}

/**
 * Deletes a course that nobody's record depends on. A course with enrollments, submissions, grades or
 * attendance is archived instead: students' transcripts and histories keep pointing at it. A deleted course
 * takes its materials and assignment files with it: their keys in the file store are returned, to be
 * deleted once this is committed.
 */
export async function deleteOrArchiveCourse(
  db: Db,
  id: string,
  adminId: string,
): Promise<{ outcome: 'deleted' | 'archived'; files: string[] }> {
  return db.transaction(async (tx) => {
    // The offering's row only: the view's left joins cannot be locked.
    await tx
      .select({ id: courseOfferings.id })
      .from(courseOfferings)
      .where(eq(courseOfferings.id, id))
      .for('update');
    const [course] = await tx
      .select({
        code: courses.code,
        name: courses.name,
        archivedAt: courses.archivedAt,
        catalogueId: courses.catalogueCourseId,
      })
      .from(courses)
      .where(eq(courses.id, id));
    if (!course) throw notFound(say('notFound.named', { label: 'Course' }));
    const records = await courseRecordCounts(tx, id);
    const kept = records.enrollments + records.submissions + records.grades + records.attendance;
    if (kept > 0) {
      if (!course.archivedAt) {
        await tx
          .update(catalogueCourses)
          .set({ archivedAt: new Date(), updatedAt: new Date() })
          .where(eq(catalogueCourses.id, course.catalogueId));
        await recordAudit(tx, {
          action: 'course.archived',
          entity: 'course',
          entityId: id,
          summary: say('audit.courseArchived', { course: `${course.code} ${course.name}`, ...records }),
          before: { archived: false },
          after: { archived: true },
        });
      }
      await recordActivity(
        tx,
        'course',
        say('activity.courseArchived', { course: `${course.code} ${course.name}` }),
        adminId,
      );
      return { outcome: 'archived' as const, files: [] };
    }
    await recordAudit(tx, {
      action: 'course.deleted',
      entity: 'course',
      entityId: id,
      summary: say('activity.courseDeleted', { course: `${course.code} ${course.name}` }),
      before: { ...(await courseSnapshot(tx, id)), assignments: records.assignments },
    });
    const files = [
      ...(await tx
        .select({ key: courseMaterials.filePath })
        .from(courseMaterials)
        .where(and(eq(courseMaterials.courseId, id), isNotNull(courseMaterials.filePath)))),
      ...(await tx
        .select({ key: assignmentAttachments.filePath })
        .from(assignmentAttachments)
        .innerJoin(assignments, eq(assignments.id, assignmentAttachments.assignmentId))
        .where(eq(assignments.courseId, id))),
    ].flatMap((row) => (row.key ? [row.key] : []));
    await tx.delete(courseOfferings).where(eq(courseOfferings.id, id));
    // The catalogue course goes with its last offering; one offered in other terms stays for them.
    await tx.execute(sql`
      delete from ${catalogueCourses} c where c.id = ${course.catalogueId}
         and not exists (select 1 from ${courseOfferings} o where o.catalogue_course_id = c.id)`);
    await recordActivity(
      tx,
      'course',
      say('activity.courseDeleted', { course: `${course.code} ${course.name}` }),
      adminId,
    );
    return { outcome: 'deleted' as const, files };
  });
}
