/**
 * Class announcements (issue 25, item 2): a course's teacher or an admin posts to the course, or to one of its
 * sections; the students it is for read it on the course page and in their announcement list, and hear of it
 * by the bell and (with SMTP) by e-mail. Every write is in the audit trail.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseAnnouncementEnvelopeDataSchema,
  CourseAnnouncementInputSchema,
  CourseAnnouncementListSchema,
} from '../../../../contract/course-announcements';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { say } from '../../../../contract/message-catalogue';
import { MESSAGES } from '../../../../contract/messages';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import { courseAnnouncements, courses, enrollments, studentProfiles } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { recordAudit } from '../audit/record';
import { refuseClosedTermToTeacher, teachesCourse } from '../teaching/policy';
import { enrolledStudentsOfSection } from '../notifications/audiences';
import { notify } from '../notifications/notify';
import { findManagedAnnouncement, readableAnnouncements } from './policy';
import { selectCourseAnnouncements } from './queries';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['course-announcements'];
const anyone = { access: ['admin', 'faculty', 'student'] as const };
const teacherOrAdmin = { access: ['faculty', 'admin'] as const };

const snapshot = (row: typeof courseAnnouncements.$inferSelect) => ({
  title: row.title,
  content: row.content,
  section: row.section,
});

const courseAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/course-announcements',
    {
      config: anyone,
      schema: {
        tags,
        security,
        description:
          "The class announcements the caller reads, newest first: a student's, of its enrolled courses for every section or its own; a teacher's, of the courses it teaches; an admin's, every course's. The latest 50.",
        response: { 200: envelope(CourseAnnouncementListSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const where =
        me.role === 'admin'
          ? undefined
          : me.role === 'faculty'
            ? inArray(
                courseAnnouncements.courseId,
                app.db.select({ id: courses.id }).from(courses).where(eq(courses.instructorId, me.id)),
              )
            : and(
                inArray(
                  courseAnnouncements.courseId,
                  app.db
                    .select({ id: enrollments.courseId })
                    .from(enrollments)
                    .where(eq(enrollments.studentId, me.id)),
                ),
                or(
                  isNull(courseAnnouncements.section),
                  eq(
                    courseAnnouncements.section,
                    sql`(select ${studentProfiles.section} from ${studentProfiles} where ${studentProfiles.userId} = ${me.id})`,
                  ),
                ),
              );
      return {
        success: true as const,
        data: { announcements: await selectCourseAnnouncements(app.db, where, 50) },
      };
    },
  );

  app.get(
    '/api/courses/:id/announcements',
    {
      config: anyone,
      schema: {
        tags,
        security,
        description:
          "The course's class announcements, newest first. Its teacher and admins: all; an enrolled student: those for every section or its own. Anyone else: 404.",
        params: IdParamsSchema,
        response: { 200: envelope(CourseAnnouncementListSchema), ...errors },
      },
    },
    async (request) => {
      const where = await readableAnnouncements(app.db, currentUser(request), request.params.id);
      return {
        success: true as const,
        data: { announcements: await selectCourseAnnouncements(app.db, where) },
      };
    },
  );

  app.post(
    '/api/courses/:id/announcements',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Posts to the course (the course's teacher or an admin; anyone else 404), or to one `section` of it. The students it is for are notified (bell, and e-mail with SMTP, in each one's language).",
        params: IdParamsSchema,
        body: CourseAnnouncementInputSchema,
        response: { 201: envelope(CourseAnnouncementEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { title, content } = request.body;
      const section = request.body.section ?? null;
      const id = await app.db.transaction(async (tx) => {
        const course = await teachesCourse(tx, me, request.params.id);
        refuseClosedTermToTeacher(me, { name: course.termName, closedAt: course.termClosedAt });
        const [row] = await tx
          .insert(courseAnnouncements)
          .values({ courseId: course.id, section, title, content, authorId: me.id })
          .returning();
        await recordAudit(tx, {
          action: 'course-announcement.posted',
          entity: 'course-announcement',
          entityId: row.id,
          summary: section
            ? say('audit.classAnnouncementPostedToSection', { course: course.code, section, title })
            : say('audit.classAnnouncementPosted', { course: course.code, title }),
          after: snapshot(row),
        });
        await notify(tx, enrolledStudentsOfSection(course.id, section), {
          kind: 'announcement',
          title: say('notice.classAnnouncement', { code: course.code, title }),
          body: say('text', { text: content }),
          link: NOTIFICATION_LINKS.studentCourse(course.id),
        });
        return row.id;
      });
      const [announcement] = await selectCourseAnnouncements(app.db, eq(courseAnnouncements.id, id));
      return reply
        .code(201)
        .send({ success: true as const, message: MESSAGES.announcementCreated, data: { announcement } });
    },
  );

  app.put(
    '/api/course-announcements/:id',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Edits a class announcement (its course's teacher or an admin; anyone else 404). Nobody is notified again.",
        params: IdParamsSchema,
        body: CourseAnnouncementInputSchema,
        response: { 200: envelope(CourseAnnouncementEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { title, content } = request.body;
      const section = request.body.section ?? null;
      await app.db.transaction(async (tx) => {
        const { announcement: before, course } = await findManagedAnnouncement(tx, me, request.params.id);
        const [after] = await tx
          .update(courseAnnouncements)
          .set({ title, content, section, updatedAt: new Date() })
          .where(eq(courseAnnouncements.id, before.id))
          .returning();
        await recordAudit(tx, {
          action: 'course-announcement.updated',
          entity: 'course-announcement',
          entityId: after.id,
          summary: say('audit.classAnnouncementEdited', { course: course.code, title: after.title }),
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      const [announcement] = await selectCourseAnnouncements(
        app.db,
        eq(courseAnnouncements.id, request.params.id),
      );
      return { success: true as const, message: MESSAGES.announcementUpdated, data: { announcement } };
    },
  );

  app.delete(
    '/api/course-announcements/:id',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description: "Deletes a class announcement (its course's teacher or an admin; anyone else 404).",
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await app.db.transaction(async (tx) => {
        const { announcement, course } = await findManagedAnnouncement(tx, me, request.params.id);
        await tx.delete(courseAnnouncements).where(eq(courseAnnouncements.id, announcement.id));
        await recordAudit(tx, {
          action: 'course-announcement.deleted',
          entity: 'course-announcement',
          entityId: announcement.id,
          summary: say('audit.classAnnouncementDeleted', { course: course.code, title: announcement.title }),
          before: { ...snapshot(announcement), created_at: announcement.createdAt },
        });
      });
      return { success: true as const, message: MESSAGES.announcementDeleted };
    },
  );
};

export default courseAnnouncementRoutes;
