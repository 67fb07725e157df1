/**
 * Writing courses as the routes name them: a catalogue course and its offering in a term. The `courses`
 * view reads the two as one (docs/decisions/0033-a-course-is-an-offering-in-one-term.md); every write goes
 * through here.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { catalogueCourses, courseOfferings } from '../../db/schema';

type Writer = Pick<Db, 'insert'>;

export type CatalogueFields = Omit<typeof catalogueCourses.$inferInsert, 'id'>;
export type OfferingFields = Omit<typeof courseOfferings.$inferInsert, 'id' | 'catalogueCourseId'>;

/** A new course: catalogue course and offering, under one id unless the catalogue course exists already. */
export type NewCourse = CatalogueFields &
  OfferingFields & {
    /** The offering's id; a new catalogue course takes the same one. */
    id?: string;
    /** An existing catalogue course to offer again. */
    catalogueCourseId?: string;
  };

const CATALOGUE_KEYS = [
  'code',
  'name',
  'description',
  'credits',
  'semester',
  'departmentId',
  'creditHours',
  'prerequisites',
  'archivedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof CatalogueFields)[];

const OFFERING_KEYS = [
  'termId',
  'instructorId',
  'isVirtual',
  'scheduleDays',
  'scheduleTime',
  'scheduleRoom',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof OfferingFields)[];

function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (row[key] !== undefined) picked[key] = row[key];
  return picked;
}

/** The catalogue's part of a course's fields, for an update. */
export const catalogueFieldsOf = (row: Partial<CatalogueFields>) => pick(row, CATALOGUE_KEYS);
/** The offering's part of a course's fields, for an update. */
export const offeringFieldsOf = (row: Partial<OfferingFields>) => pick(row, OFFERING_KEYS);

/** Inserts courses (two statements for any number); answers their offering ids, in order. */
export async function insertCourses(db: Writer, rows: readonly NewCourse[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const withIds = rows.map((row) => ({ ...row, id: row.id ?? randomUUID() }));
  const fresh = withIds.filter((row) => !row.catalogueCourseId);
  if (fresh.length) {
    await db
      .insert(catalogueCourses)
      .values(fresh.map((row) => ({ id: row.id, ...pick(row as CatalogueFields, CATALOGUE_KEYS) })));
  }
  await db.insert(courseOfferings).values(
    withIds.map((row) => ({
      id: row.id,
      catalogueCourseId: row.catalogueCourseId ?? row.id,
      ...pick(row as OfferingFields, OFFERING_KEYS),
      termId: row.termId,
    })),
  );
  return withIds.map((row) => row.id);
}
