/**
 * Bringing a course home forward (issue 34): a new offering takes the materials of the same catalogue course's
 * offering in the latest earlier term, files copied to keys of their own, so that deleting one term's file
 * never takes the other's. Never announcements, submissions or attendance. What this offering has already (by
 * kind and title) is not copied again, so a retry doubles nothing.
 */
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { say, type Said } from '../../../../contract/message-catalogue';
import type { MaterialCopyResult, MaterialCopySource } from '../../../../contract/materials';
import type { Db } from '../../db/client';
import { courseMaterials, courseOfferings, terms } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { refuseClosedTermToTeacher, teachesCourse, type Actor } from '../teaching/policy';
import type { FileStore } from '../uploads/file-store';
import { discardStoredFiles } from '../uploads/storage';
import { auditFields, lockedMaterials } from './commands';
import type { MaterialRow } from './queries';

type Reader = Pick<Db, 'select'>;
type Course = Awaited<ReturnType<typeof teachesCourse>>;

const sameMaterial = (m: Pick<MaterialRow, 'kind' | 'title'>) => `${m.kind}\u0000${m.title}`;

/** The same catalogue course's offering in the latest term that began before this offering's, or null. */
async function previousOffering(db: Reader, course: Course) {
  const [previous] = await db
    .select({ courseId: courseOfferings.id, termId: terms.id, termName: terms.name })
    .from(courseOfferings)
    .innerJoin(terms, eq(terms.id, courseOfferings.termId))
    .where(
      and(
        eq(courseOfferings.catalogueCourseId, course.catalogueCourseId),
        sql`${terms.startsOn} < (select t.starts_on from ${terms} t where t.id = ${course.termId})`,
      ),
    )
    .orderBy(desc(terms.startsOn))
    .limit(1);
  return previous ?? null;
}

/** The previous offering's materials this offering lacks, in the previous offering's order. */
async function missingMaterials(db: Reader, fromCourseId: string, present: readonly MaterialRow[]) {
  const have = new Set(present.map(sameMaterial));
  const theirs = await db
    .select()
    .from(courseMaterials)
    .where(eq(courseMaterials.courseId, fromCourseId))
    .orderBy(asc(courseMaterials.position), asc(courseMaterials.createdAt));
  const seen = new Set<string>();
  // Two of the previous offering's materials with one kind and title are one: a retry could not tell them apart.
  return theirs.filter(
    (m) => !have.has(sameMaterial(m)) && !seen.has(sameMaterial(m)) && seen.add(sameMaterial(m)),
  );
}

const sourceOf = (previous: Awaited<ReturnType<typeof previousOffering>>) =>
  previous && { course_id: previous.courseId, term: { _id: previous.termId, name: previous.termName } };

/** Where the course's materials would come from, and how many it lacks (404 unless the user teaches it). */
export async function materialCopySource(
  db: Db,
  actor: Actor,
  courseId: string,
): Promise<MaterialCopySource> {
  const course = await teachesCourse(db, actor, courseId);
  const previous = await previousOffering(db, course);
  if (!previous) return { from: null, missing: 0 };
  const present = await db.select().from(courseMaterials).where(eq(courseMaterials.courseId, course.id));
  return {
    from: sourceOf(previous),
    missing: (await missingMaterials(db, previous.courseId, present)).length,
  };
}

/**
 * Copies the previous offering's materials this course lacks to its end, in their order, with their weeks,
 * topics and sections; audited as `materials.copied`. Files are copied in the store first (outside the
 * transaction); any not used in the end (a refusal, or a copy that ran at the same time) are deleted.
 */
export async function copyMaterialsFromPrevious(
  db: Db,
  input: { courseId: string; actor: Actor; files: FileStore; log: FastifyBaseLogger },
): Promise<MaterialCopyResult & { said: Said }> {
  const course = await teachesCourse(db, input.actor, input.courseId);
  // Refused before any file is copied in the store; lockedMaterials checks again under the lock.
  refuseClosedTermToTeacher(input.actor, { name: course.termName, closedAt: course.termClosedAt });
  const previous = await previousOffering(db, course);
  if (!previous)
    return { from: null, copied: 0, said: say('term.noPreviousOffering', { course: course.code }) };
  const present = await db.select().from(courseMaterials).where(eq(courseMaterials.courseId, course.id));
  const wanted = await missingMaterials(db, previous.courseId, present);
  const copiedFiles = new Map<string, string>();
  let used = new Set<string>();
  try {
    for (const material of wanted) {
      if (material.kind !== 'file' || !material.filePath) continue;
      const stored = await input.files.get(material.filePath);
      // A file gone from the store cannot be copied; its material stays behind rather than arriving empty.
      if (!stored) continue;
      const key = `materials/${randomUUID()}${extname(material.filePath)}`;
      await input.files.put(key, stored.stream, material.fileType ?? 'application/octet-stream');
      copiedFiles.set(material.id, key);
    }
    const added = await db.transaction(async (tx) => {
      const ordered = await lockedMaterials(tx, course.id, input.actor);
      // Another copy may have added some since they were read.
      const still = await missingMaterials(tx, previous.courseId, ordered);
      const rows = still.filter((m) => m.kind !== 'file' || copiedFiles.has(m.id));
      if (rows.length === 0) return [];
      const inserted = await tx
        .insert(courseMaterials)
        .values(
          rows.map((m, i) => ({
            courseId: course.id,
            kind: m.kind,
            title: m.title,
            groupLabel: m.groupLabel,
            position: ordered.length + i,
            section: m.section,
            link: m.link,
            note: m.note,
            filePath: copiedFiles.get(m.id) ?? null,
            fileName: m.fileName,
            fileSize: m.fileSize,
            fileType: m.fileType,
            createdBy: input.actor.id,
          })),
        )
        .returning();
      await recordAudit(tx, {
        action: 'materials.copied',
        entity: 'course',
        entityId: course.id,
        summary: say('term.auditMaterialsCopied', {
          count: inserted.length,
          course: course.code,
          from: previous.termName,
        }),
        after: {
          from: { course_id: previous.courseId, term: previous.termName },
          materials: inserted.map((row) => auditFields(row)),
        },
      });
      return inserted;
    });
    used = new Set(added.flatMap((row) => (row.filePath ? [row.filePath] : [])));
    const said = added.length
      ? say('term.auditMaterialsCopied', {
          count: added.length,
          course: course.code,
          from: previous.termName,
        })
      : say('term.materialsUpToDate', { course: course.code, from: previous.termName });
    return { from: sourceOf(previous), copied: added.length, said };
  } finally {
    const unused = [...copiedFiles.values()].filter((key) => !used.has(key));
    if (unused.length) await discardStoredFiles(input.files, unused, input.log);
  }
}
