/**
 * A course's materials (issue 25, item 1): files, links and short notes that its teacher shares with the
 * class, grouped by week or topic in an order the teacher chooses; and the files attached to an assignment
 * (item 3). Files follow the submission upload rules of `uploads.ts` (types and 10 MB).
 */
import { z } from 'zod';
import { sayRule } from './message-catalogue';
import { emptyToUndefined, requiredText } from './fields';
import { TermRefSchema } from './terms';
import {
  MATERIAL_GROUP_MAX,
  MATERIAL_KINDS,
  MATERIAL_LINK_MAX,
  MATERIAL_NOTE_MAX,
  MATERIAL_TITLE_MAX,
} from './material-rules';

export * from './material-rules';

/** A link of a material: http or https only, so a `javascript:` or `data:` address can never be shared. */
export const MaterialLinkSchema = z
  .url({ protocol: /^https?$/, error: sayRule('field.url') })
  .max(MATERIAL_LINK_MAX, sayRule('field.maxLength', { label: 'Link', max: MATERIAL_LINK_MAX }));

/** Empty means every section of the course. */
const SectionSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: sayRule('field.text', { label: 'Section' }) })
    .trim()
    .regex(/^[A-Za-z0-9]$/, sayRule('field.singleCharacter', { label: 'Section' }))
    .transform((s) => s.toUpperCase())
    .optional(),
);

/** The week or topic a material is shown under; empty puts it under "General". */
const GroupSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: sayRule('field.text', { label: 'Week or topic' }) })
    .trim()
    .max(MATERIAL_GROUP_MAX, sayRule('field.maxLength', { label: 'Week or topic', max: MATERIAL_GROUP_MAX })),
);

const NoteSchema = z
  .string({ error: sayRule('field.text', { label: 'Note' }) })
  .trim()
  .max(MATERIAL_NOTE_MAX, sayRule('field.maxLength', { label: 'Note', max: MATERIAL_NOTE_MAX }));

/**
 * The fields of a new material (the text fields of POST /api/courses/:id/materials, multipart with a `file`
 * for a file material). A link needs its address; a note its text; a file its file (checked by the server).
 */
export const MaterialInputSchema = z
  .object({
    kind: z.enum(MATERIAL_KINDS, { error: sayRule('field.chooseValid', { label: 'Type' }) }),
    title: requiredText('Title', MATERIAL_TITLE_MAX),
    group: GroupSchema,
    section: SectionSchema,
    link: z.preprocess(emptyToUndefined, MaterialLinkSchema.optional()),
    note: z.preprocess(emptyToUndefined, NoteSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'link' && !value.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: sayRule('field.required', { label: 'Link' }) });
    if (value.kind === 'note' && !value.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: sayRule('field.required', { label: 'Note' }) });
  });
export type MaterialInput = z.output<typeof MaterialInputSchema>;

/**
 * PUT /api/materials/:id: any of the fields to change. `position` moves the material to that place in the
 * course's list (0 is first); the others keep their order. A file is not replaced: delete and add again.
 */
export const MaterialUpdateSchema = z.object({
  title: requiredText('Title', MATERIAL_TITLE_MAX).optional(),
  group: GroupSchema.optional(),
  section: z.union([z.literal(''), z.null(), SectionSchema]).optional(),
  link: MaterialLinkSchema.optional(),
  note: NoteSchema.optional(),
  position: z
    .number({ error: sayRule('field.wholeNumber', { label: 'Position' }) })
    .int(sayRule('field.wholeNumber', { label: 'Position' }))
    .min(0, sayRule('field.notNegative', { label: 'Position' }))
    .optional(),
});
export type MaterialUpdate = z.output<typeof MaterialUpdateSchema>;

/** A stored file as shown to people: its original name, size and media type (never where it is kept). */
export const StoredFileInfoSchema = z.object({ name: z.string(), size: z.number().int(), type: z.string() });
export type StoredFileInfo = z.output<typeof StoredFileInfoSchema>;

export const MaterialSchema = z.object({
  _id: z.string(),
  course_id: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  title: z.string(),
  /** Empty: not under a week or topic. */
  group: z.string(),
  /** The place in the course's list, 0 first. */
  position: z.number().int(),
  /** Null: every section. */
  section: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  /** For a file material; download it from /api/materials/:id/file. */
  file: StoredFileInfoSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Material = z.output<typeof MaterialSchema>;

export const MaterialListSchema = z.object({ materials: z.array(MaterialSchema) });

/**
 * Bringing a course home forward (issue 34): the same catalogue course's offering in the latest earlier term
 * (null when there is none), and how many of its materials this offering lacks (by kind and title).
 */
export const MaterialCopySourceSchema = z.object({
  from: z.object({ course_id: z.string(), term: TermRefSchema }).nullable(),
  missing: z.number().int(),
});
export type MaterialCopySource = z.output<typeof MaterialCopySourceSchema>;
/** What a copy did: the materials it added (none again on a retry). */
export const MaterialCopyResultSchema = z.object({
  from: MaterialCopySourceSchema.shape.from,
  copied: z.number().int(),
});
export type MaterialCopyResult = z.output<typeof MaterialCopyResultSchema>;
export const MaterialEnvelopeDataSchema = z.object({ material: MaterialSchema });

/** A file attached to an assignment; download it from /api/assignments/:id/attachments/:attachmentId/file. */
export const AttachmentSchema = StoredFileInfoSchema.extend({
  _id: z.string(),
  assignment_id: z.string(),
  created_at: z.string(),
});
export type Attachment = z.output<typeof AttachmentSchema>;
export const AttachmentListSchema = z.object({ attachments: z.array(AttachmentSchema) });
export const AttachmentEnvelopeDataSchema = z.object({ attachment: AttachmentSchema });
