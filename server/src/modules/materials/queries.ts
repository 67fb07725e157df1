/** Reading materials and assignment files, shaped as the contract's `Material` and `Attachment`. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Attachment, Material } from '../../../../contract/materials';
import type { Db } from '../../db/client';
import { assignmentAttachments, courseMaterials } from '../../db/schema';
import type { CourseReader } from './policy';

type Reader = Pick<Db, 'select'>;
export type MaterialRow = typeof courseMaterials.$inferSelect;
export type AttachmentRow = typeof assignmentAttachments.$inferSelect;

export function presentMaterial(row: MaterialRow): Material {
  return {
    _id: row.id,
    course_id: row.courseId,
    kind: row.kind,
    title: row.title,
    group: row.groupLabel,
    position: row.position,
    section: row.section,
    link: row.link,
    note: row.note,
    file:
      row.kind === 'file' && row.fileName
        ? { name: row.fileName, size: row.fileSize ?? 0, type: row.fileType ?? 'application/octet-stream' }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const presentAttachment = (row: AttachmentRow): Attachment => ({
  _id: row.id,
  assignment_id: row.assignmentId,
  name: row.fileName,
  size: row.fileSize,
  type: row.fileType,
  created_at: row.createdAt.toISOString(),
});

/** A course's materials in the teacher's order; a student sees those for every section and its own. */
export async function courseMaterialList(db: Reader, courseId: string, reader: CourseReader) {
  const rows = await db
    .select()
    .from(courseMaterials)
    .where(
      and(
        eq(courseMaterials.courseId, courseId),
        reader.manages
          ? undefined
          : or(
              isNull(courseMaterials.section),
              reader.section ? eq(courseMaterials.section, reader.section) : undefined,
            ),
      ),
    )
    .orderBy(asc(courseMaterials.position), asc(courseMaterials.createdAt));
  return rows.map(presentMaterial);
}

/** An assignment's files, oldest first. */
export async function assignmentAttachmentList(db: Reader, assignmentId: string) {
  const rows = await db
    .select()
    .from(assignmentAttachments)
    .where(eq(assignmentAttachments.assignmentId, assignmentId))
    .orderBy(asc(assignmentAttachments.createdAt), asc(assignmentAttachments.id));
  return rows.map(presentAttachment);
}
