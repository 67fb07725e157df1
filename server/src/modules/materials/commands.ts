/**
 * Adding, changing, moving and deleting a course's materials. Each write holds the course row's lock, so two
 * teachers' moves cannot leave two materials at one place; positions are kept 0..n-1 in the course's order.
 * Every write is in the audit trail. A material's file lives in the file store: a refused write deletes the
 * new file, a deleted material's file goes once the deletion is committed.
 */
import { say } from '../../../../contract/message-catalogue';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MaterialInput, MaterialUpdate } from '../../../../contract/materials';
import type { Db } from '../../db/client';
import { courseMaterials, courseOfferings, courses } from '../../db/schema';
import { badRequest, fieldErrorOf, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record';
import { refuseClosedTermToTeacher, type Actor } from '../teaching/policy';
import type { FileStore } from '../uploads/file-store';
import { discardStoredFiles, type StoredFile } from '../uploads/storage';
import { MATERIAL_NOT_FOUND, relationToCourse } from './policy';
import { presentMaterial, type MaterialRow } from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the audit trail keeps of a material: what people see, never where its file is stored. */
export const auditFields = (row: MaterialRow) => ({
  kind: row.kind,
  title: row.title,
  group: row.groupLabel,
  position: row.position,
  section: row.section,
  link: row.link,
  note: row.note,
  file_name: row.fileName,
});

/**
 * The course's materials in order, with the course row locked for the rest of the transaction. A closed
 * term's materials are read-only for its teacher (409).
 */
export async function lockedMaterials(tx: Tx, courseId: string, actor: Actor) {
  // The offering's row only: the view's left joins cannot be locked, and its term is every course's.
  await tx
    .select({ id: courseOfferings.id })
    .from(courseOfferings)
    .where(eq(courseOfferings.id, courseId))
    .for('update');
  const [course] = await tx
    .select({ name: courses.termName, closedAt: courses.termClosedAt })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (course) refuseClosedTermToTeacher(actor, course);
  return tx
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, courseId))
    .orderBy(asc(courseMaterials.position), asc(courseMaterials.createdAt));
}

/** Writes positions 0..n-1 in the given order, touching only the rows whose place changed. */
async function renumber(tx: Tx, ordered: readonly { id: string; position: number }[]) {
  for (const [index, row] of ordered.entries()) {
    if (row.position !== index) {
      await tx.update(courseMaterials).set({ position: index }).where(eq(courseMaterials.id, row.id));
    }
  }
}

/** Where a material of `group` goes when it arrives: after the group's last one, or at the end. */
function placeInGroup(ordered: readonly MaterialRow[], group: string): number {
  const last = ordered.findLastIndex((m) => m.groupLabel === group);
  return last === -1 ? ordered.length : last + 1;
}

/** Adds a material at the end of its week or topic. A file material needs its stored file, others none. */
export async function addMaterial(
  db: Db,
  input: { courseId: string; actor: Actor; fields: MaterialInput; file?: StoredFile },
) {
  const { fields, file } = input;
  if (fields.kind === 'file' && !file)
    throw badRequest(say('material.fileRequired'), [fieldErrorOf('file', say('material.fileRequired'))]);
  if (fields.kind !== 'file' && file)
    throw badRequest(say('material.fileOnlyForFile'), [
      fieldErrorOf('file', say('material.fileOnlyForFile')),
    ]);
  return db.transaction(async (tx) => {
    const ordered = await lockedMaterials(tx, input.courseId, input.actor);
    const at = placeInGroup(ordered, fields.group);
    const [row] = await tx
      .insert(courseMaterials)
      .values({
        courseId: input.courseId,
        kind: fields.kind,
        title: fields.title,
        groupLabel: fields.group,
        position: at,
        section: fields.section ?? null,
        link: fields.kind === 'link' ? fields.link! : null,
        note: fields.note ?? null,
        ...(file && {
          filePath: file.path,
          fileName: file.originalName,
          fileSize: file.size,
          fileType: file.type,
        }),
        createdBy: input.actor.id,
      })
      .returning();
    await renumber(tx, [...ordered.slice(0, at), row!, ...ordered.slice(at)]);
    const saved = { ...row!, position: at };
    await recordAudit(tx, {
      action: 'material.added',
      entity: 'material',
      entityId: saved.id,
      summary: say('audit.materialAdded', { title: saved.title }),
      after: auditFields(saved),
    });
    return presentMaterial(saved);
  });
}

/** The material, when the user manages its course (its teacher, an admin); otherwise 404. */
export async function findManagedMaterial(tx: Pick<Db, 'select'>, actor: Actor, id: string) {
  const [row] = await tx
    .select({ material: courseMaterials, instructorId: courses.instructorId })
    .from(courseMaterials)
    .innerJoin(courses, eq(courses.id, courseMaterials.courseId))
    .where(eq(courseMaterials.id, id));
  const relation =
    row && (await relationToCourse(tx, actor, { id: row.material.courseId, instructorId: row.instructorId }));
  if (!row || !relation?.manages) throw notFound(MATERIAL_NOT_FOUND);
  return row.material;
}

/**
 * Changes a material's text, its week or topic, its section or its place. A link stays a link (its address
 * may change), a note a note; a material moved to another week or topic goes to that one's end unless a
 * place is given.
 */
export async function updateMaterial(db: Db, input: { id: string; actor: Actor; changes: MaterialUpdate }) {
  const { changes } = input;
  return db.transaction(async (tx) => {
    const found = await findManagedMaterial(tx, input.actor, input.id);
    const ordered = await lockedMaterials(tx, found.courseId, input.actor);
    const before = ordered.find((m) => m.id === found.id)!;
    if (changes.link !== undefined && before.kind !== 'link') {
      const refusal = say('field.invalid', { label: 'Link' });
      throw badRequest(refusal, [fieldErrorOf('link', refusal)]);
    }
    if (before.kind === 'note' && changes.note === '') {
      const refusal = say('field.required', { label: 'Note' });
      throw badRequest(refusal, [fieldErrorOf('note', refusal)]);
    }
    const group = changes.group ?? before.groupLabel;
    const section = changes.section === undefined ? before.section : changes.section || null;
    const note = changes.note === undefined ? before.note : changes.note || null;
    const [row] = await tx
      .update(courseMaterials)
      .set({
        title: changes.title ?? before.title,
        groupLabel: group,
        section,
        link: changes.link ?? before.link,
        note,
        updatedAt: new Date(),
      })
      .where(eq(courseMaterials.id, before.id))
      .returning();
    const others = ordered.filter((m) => m.id !== before.id);
    let at: number;
    if (changes.position !== undefined) at = Math.min(changes.position, others.length);
    else if (group !== before.groupLabel) at = placeInGroup(others, group);
    else at = ordered.indexOf(before);
    await renumber(tx, [...others.slice(0, at), { ...row!, position: before.position }, ...others.slice(at)]);
    const saved = { ...row!, position: at };
    const beforeFields = auditFields(before);
    const afterFields = auditFields(saved);
    const changed = Object.keys(afterFields).filter(
      (k) =>
        JSON.stringify(beforeFields[k as keyof typeof beforeFields]) !==
        JSON.stringify(afterFields[k as keyof typeof afterFields]),
    );
    if (changed.length > 0) {
      await recordAudit(tx, {
        action: 'material.updated',
        entity: 'material',
        entityId: saved.id,
        summary: say('audit.materialChanged', { title: saved.title }),
        before: Object.fromEntries(changed.map((k) => [k, beforeFields[k as keyof typeof beforeFields]])),
        after: Object.fromEntries(changed.map((k) => [k, afterFields[k as keyof typeof afterFields]])),
      });
    }
    return presentMaterial(saved);
  });
}

/** Deletes a material (the others close up), then its stored file once the deletion is committed. */
export async function deleteMaterial(
  db: Db,
  input: { id: string; actor: Actor; files: FileStore; log: FastifyBaseLogger },
) {
  const removed = await db.transaction(async (tx) => {
    const found = await findManagedMaterial(tx, input.actor, input.id);
    const ordered = await lockedMaterials(tx, found.courseId, input.actor);
    const [row] = await tx.delete(courseMaterials).where(eq(courseMaterials.id, found.id)).returning();
    await renumber(
      tx,
      ordered.filter((m) => m.id !== found.id),
    );
    await recordAudit(tx, {
      action: 'material.deleted',
      entity: 'material',
      entityId: row!.id,
      summary: say('audit.materialDeleted', { title: row!.title }),
      before: auditFields(row!),
    });
    return row!;
  });
  if (removed.filePath) await discardStoredFiles(input.files, [removed.filePath], input.log);
}
