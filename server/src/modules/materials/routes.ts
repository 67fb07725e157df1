/**
 * A course's materials and an assignment's files (issue 25, items 1 and 3): managed by the course's teacher
 * and admins, read and downloaded by the students enrolled in it. Files follow the submission upload rules.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { say } from '../../../../contract/message-catalogue';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema, IdSchema } from '../../../../contract/fields';
import {
  AttachmentEnvelopeDataSchema,
  AttachmentListSchema,
  MaterialCopyResultSchema,
  MaterialCopySourceSchema,
  MaterialEnvelopeDataSchema,
  MaterialInputSchema,
  MaterialListSchema,
  MaterialUpdateSchema,
} from '../../../../contract/materials';
import { MAX_UPLOAD_BYTES } from '../../../../contract/uploads';
import { and, eq } from 'drizzle-orm';
import { assignmentAttachments, assignments, courseMaterials, courses } from '../../db/schema';
import { badRequest, fieldErrorOf, notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { ASSIGNMENT_NOT_FOUND, refuseClosedTermToTeacher } from '../teaching/policy';
import { sendStoredFile, STORED_FILE_RESPONSE } from '../uploads/send-file';
import { discardStoredFiles, readUploadForm } from '../uploads/storage';
import { addMaterial, deleteMaterial, updateMaterial } from './commands';
import { copyMaterialsFromPrevious, materialCopySource } from './copy';
import { FILE_NOT_FOUND, findCourseFor, MATERIAL_NOT_FOUND, relationToCourse, seesSection } from './policy';
import { assignmentAttachmentList, courseMaterialList, presentAttachment } from './queries';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['materials'];
const teacherOrAdmin = { access: ['faculty', 'admin'] as const };
const signedIn = { access: 'signed-in' as const };

const FILE_RULES =
  'pdf, doc, docx, txt, zip, rar, jpg, jpeg, png; at most 10 MB; its content must match its extension';

const fileResponse = {
  200: {
    description: STORED_FILE_RESPONSE.description,
    content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...errors,
};

const AttachmentParamsSchema = z.object({ id: IdSchema, attachmentId: IdSchema });

const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  // The limits apply while the file streams, before anything is kept (as for submissions).
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });

  // ---- Materials ---------------------------------------------------------------------------------------------

  app.get(
    '/api/courses/:id/materials',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "The course's materials in the teacher's order (group them by `group`): for its teacher and admins all, " +
          'for an enrolled student those for every section and its own. Anyone else: 404.',
        params: IdParamsSchema,
        response: { 200: envelope(MaterialListSchema), ...errors },
      },
    },
    async (request) => {
      const { course, relation } = await findCourseFor(app.db, currentUser(request), request.params.id);
      return {
        success: true as const,
        data: { materials: await courseMaterialList(app.db, course.id, relation) },
      };
    },
  );

  app.post(
    '/api/courses/:id/materials',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with `kind` (file, link or note), `title`, `group` (week or topic), an optional ' +
          '`section`, `link` (http or https, for a link), `note` (for a note; a short description otherwise) and ' +
          `\`file\` (for a file: ${FILE_RULES}). Added at the end of its group. The course's teacher or an admin.`,
        params: IdParamsSchema,
        response: { 201: envelope(MaterialEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { course, relation } = await findCourseFor(app.db, actor, request.params.id);
      if (!relation.manages) throw notFound(say('notFound.named', { label: 'Course' }));
      const form = await readUploadForm(request, {
        files: app.files,
        folder: 'materials',
        fileField: 'file',
      });
      try {
        const parsed = MaterialInputSchema.safeParse(form.fields);
        if (!parsed.success) {
          const fieldErrors = parsed.error.issues.map((issue) =>
            fieldErrorOf(issue.path.join('.') || 'body', issue.message),
          );
          throw badRequest(fieldErrors[0]!.message, fieldErrors);
        }
        const material = await addMaterial(app.db, {
          courseId: course.id,
          actor,
          fields: parsed.data,
          file: form.file,
        });
        return reply.code(201).send({ success: true as const, ...say('material.added'), data: { material } });
      } catch (error) {
        // Refused or failed: the file just stored must not stay behind.
        if (form.file) await app.files.delete(form.file.path);
        throw error;
      }
    },
  );

  app.get(
    '/api/courses/:id/materials/copy-from-previous',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Where POST would copy this course's materials from: the same catalogue course's offering in the latest earlier term (`from`, null when there is none), and how many of its materials this course lacks (`missing`, by kind and title). The course's teacher or an admin; anyone else: 404.",
        params: IdParamsSchema,
        response: { 200: envelope(MaterialCopySourceSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await materialCopySource(app.db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/courses/:id/materials/copy-from-previous',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Brings the course home forward: copies the materials of the same catalogue course's offering in the latest earlier term (files too, each stored anew) to the end of this course's list, with their weeks, topics and sections; never announcements, submissions or attendance. A material already here by kind and title is not copied again, so a retry doubles nothing; `copied` says how many were added. Audited as `materials.copied`. The course's teacher or an admin; anyone else: 404.",
        params: IdParamsSchema,
        response: { 200: envelope(MaterialCopyResultSchema), ...errors },
      },
    },
    async (request) => {
      const { said, ...data } = await copyMaterialsFromPrevious(app.db, {
        courseId: request.params.id,
        actor: currentUser(request),
        files: app.files,
        log: request.log,
      });
      return { success: true as const, ...said, data };
    },
  );

  app.put(
    '/api/materials/:id',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Changes a material's title, group, section, link or note, or moves it to `position` in the course's " +
          "list. The course's teacher or an admin; anyone else: 404.",
        params: IdParamsSchema,
        body: MaterialUpdateSchema,
        response: { 200: envelope(MaterialEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const material = await updateMaterial(app.db, {
        id: request.params.id,
        actor: currentUser(request),
        changes: request.body,
      });
      return { success: true as const, ...say('material.updated'), data: { material } };
    },
  );

  app.delete(
    '/api/materials/:id',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Deletes a material and its stored file. The course's teacher or an admin; anyone else: 404.",
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await deleteMaterial(app.db, {
        id: request.params.id,
        actor: currentUser(request),
        files: app.files,
        log: request.log,
      });
      return { success: true as const, ...say('material.deleted') };
    },
  );

  app.get(
    '/api/materials/:id/file',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "A file material's file, for whoever may see the material (the course's teacher, admins, an enrolled " +
          'student of its section). Anyone else, or a material without a file: 404.',
        params: IdParamsSchema,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select({ material: courseMaterials, instructorId: courses.instructorId })
        .from(courseMaterials)
        .innerJoin(courses, eq(courses.id, courseMaterials.courseId))
        .where(eq(courseMaterials.id, request.params.id));
      const relation =
        row &&
        (await relationToCourse(app.db, currentUser(request), {
          id: row.material.courseId,
          instructorId: row.instructorId,
        }));
      if (!row || !relation || !seesSection(relation, row.material.section))
        throw notFound(MATERIAL_NOT_FOUND);
      const { filePath, fileName } = row.material;
      const file = filePath && fileName ? await app.files.get(filePath) : undefined;
      if (!file || !filePath || !fileName) throw notFound(FILE_NOT_FOUND);
      return sendStoredFile(reply, { key: filePath, fileName, file });
    },
  );

  // ---- Assignment attachments --------------------------------------------------------------------------------

  /** The assignment with how the user stands to its course; 404 for anyone with no part in the course. */
  async function findAssignmentFor(userId: ReturnType<typeof currentUser>, assignmentId: string) {
    const [row] = await app.db
      .select({
        id: assignments.id,
        title: assignments.title,
        courseId: courses.id,
        instructorId: courses.instructorId,
        term: { name: courses.termName, closedAt: courses.termClosedAt },
      })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(assignments.id, assignmentId));
    const relation =
      row && (await relationToCourse(app.db, userId, { id: row.courseId, instructorId: row.instructorId }));
    if (!row || !relation) throw notFound(ASSIGNMENT_NOT_FOUND);
    return { assignment: row, relation };
  }

  app.get(
    '/api/assignments/:id/attachments',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "The files attached to an assignment (question paper, dataset): for the course's teacher, admins and " +
          'the students enrolled in the course. Anyone else: 404.',
        params: IdParamsSchema,
        response: { 200: envelope(AttachmentListSchema), ...errors },
      },
    },
    async (request) => {
      const { assignment } = await findAssignmentFor(currentUser(request), request.params.id);
      return {
        success: true as const,
        data: { attachments: await assignmentAttachmentList(app.db, assignment.id) },
      };
    },
  );

  app.post(
    '/api/assignments/:id/attachments',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `multipart/form-data with one \`file\` (${FILE_RULES}), attached to the assignment. The course's teacher or an admin.`,
        params: IdParamsSchema,
        response: { 201: envelope(AttachmentEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { assignment, relation } = await findAssignmentFor(currentUser(request), request.params.id);
      if (!relation.manages) throw notFound(ASSIGNMENT_NOT_FOUND);
      refuseClosedTermToTeacher(currentUser(request), assignment.term);
      const form = await readUploadForm(request, {
        files: app.files,
        folder: 'attachments',
        fileField: 'file',
      });
      const file = form.file;
      if (!file) {
        const refusal = say('attachment.fileRequired');
        throw badRequest(refusal, [fieldErrorOf('file', refusal)]);
      }
      try {
        const row = await app.db.transaction(async (tx) => {
          const [saved] = await tx
            .insert(assignmentAttachments)
            .values({
              assignmentId: assignment.id,
              filePath: file.path,
              fileName: file.originalName,
              fileSize: file.size,
              fileType: file.type,
              createdBy: currentUser(request).id,
            })
            .returning();
          await recordAudit(tx, {
            action: 'assignment-attachment.added',
            entity: 'assignment-attachment',
            entityId: saved!.id,
            summary: say('audit.fileAttached', { title: assignment.title, file: file.originalName }),
            after: { assignment: assignment.title, file_name: file.originalName, file_size: file.size },
          });
          return saved!;
        });
        return reply.code(201).send({
          success: true as const,
          ...say('attachment.added'),
          data: { attachment: presentAttachment(row) },
        });
      } catch (error) {
        await app.files.delete(file.path);
        throw error;
      }
    },
  );

  app.delete(
    '/api/assignments/:id/attachments/:attachmentId',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Removes a file from an assignment, and its stored file. The course's teacher or an admin.",
        params: AttachmentParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { assignment, relation } = await findAssignmentFor(currentUser(request), request.params.id);
      if (!relation.manages) throw notFound(ASSIGNMENT_NOT_FOUND);
      refuseClosedTermToTeacher(currentUser(request), assignment.term);
      const removed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(assignmentAttachments)
          .where(
            and(
              eq(assignmentAttachments.id, request.params.attachmentId),
              eq(assignmentAttachments.assignmentId, assignment.id),
            ),
          )
          .returning();
        if (!row) throw notFound(FILE_NOT_FOUND);
        await recordAudit(tx, {
          action: 'assignment-attachment.deleted',
          entity: 'assignment-attachment',
          entityId: row.id,
          summary: say('audit.fileRemoved', { title: assignment.title, file: row.fileName }),
          before: { assignment: assignment.title, file_name: row.fileName, file_size: row.fileSize },
        });
        return row;
      });
      await discardStoredFiles(app.files, [removed.filePath], request.log);
      return { success: true as const, ...say('attachment.deleted') };
    },
  );

  app.get(
    '/api/assignments/:id/attachments/:attachmentId/file',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "An assignment's attached file, for the course's teacher, admins and the students enrolled in the course.",
        params: AttachmentParamsSchema,
        response: fileResponse,
      },
    },
    async (request, reply) => {
      const { assignment } = await findAssignmentFor(currentUser(request), request.params.id);
      const [row] = await app.db
        .select()
        .from(assignmentAttachments)
        .where(
          and(
            eq(assignmentAttachments.id, request.params.attachmentId),
            eq(assignmentAttachments.assignmentId, assignment.id),
          ),
        );
      const file = row ? await app.files.get(row.filePath) : undefined;
      if (!row || !file) throw notFound(FILE_NOT_FOUND);
      return sendStoredFile(reply, { key: row.filePath, fileName: row.fileName, file });
    },
  );
};

export default materialRoutes;
