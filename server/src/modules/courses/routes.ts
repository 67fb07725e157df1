/** Courses: the catalogue for everyone, details for the signed-in, writes for admins. */
import { say } from '../../../../contract/message-catalogue';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseDetailSchema,
  CourseEnvelopeDataSchema,
  CourseInputSchema,
  CourseListQuerySchema,
  CourseListSchema,
  CourseStudentListSchema,
} from '../../../../contract/courses';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import { courses, enrollments, studentProfiles, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { courseRecordCounts, createCourse, deleteOrArchiveCourse, updateCourse } from './commands';
import { listCatalogCourses, selectCourses } from './queries';
import { discardStoredFiles } from '../uploads/storage';
import { offeringsOfTerm } from '../terms/calendar';
import { collegeToday } from '../../../../contract/college-clock';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];

const courseRoutes: FastifyPluginAsyncZod<{ timeZone: string; clock?: () => Date }> = async (app, opts) => {
  const today = () => collegeToday((opts.clock ?? (() => new Date()))(), opts.timeZone);
  const findCourse = async (id: string) => {
    const [course] = await selectCourses(app.db, eq(courses.id, id));
    if (!course) throw notFound(say('notFound.named', { label: 'Course' }));
    return course;
  };

  app.get(
    '/api/courses',
    {
      config: { access: 'optional' },
      schema: {
        tags: ['courses'],
        description:
          "A page of the course catalogue (used by the registration forms), by semester and code. `department` is a name, code or id; `search` part of a code, name or instructor; `term` (a term's id, or `all`) the offerings of that term, by default those of the current term; `page` and `page_size` (at most PAGE_SIZE_MAX); `total` counts every match. Archived courses are listed only for an admin who asks: with include_archived=true beside the active ones, with archived_only=true alone; anyone else gets the active courses.",
        querystring: CourseListQuerySchema,
        response: { 200: envelope(CourseListSchema), ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        async () => {
          const { page, page_size, include_archived, archived_only, term, ...filters } = request.query;
          const admin = request.user?.role === 'admin';
          const state =
            admin && archived_only ? 'archived' : admin && include_archived ? 'all' : ('active' as const);
          const { rows, ...pageInfo } = await listCatalogCourses(
            app.db,
            { ...filters, inTerm: offeringsOfTerm({ term }, today()) },
            { page, page_size },
            state,
          );
          return { success: true as const, data: { courses: rows, ...pageInfo } };
        },
        { untilWrite: true },
      ),
  );

  app.get(
    '/api/courses/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['courses'],
        security,
        params: IdParamsSchema,
        response: { 200: envelope(CourseDetailSchema), ...errors },
      },
    },
    async (request) => {
      const course = await findCourse(request.params.id);
      return {
        success: true as const,
        data: { course, records: await courseRecordCounts(app.db, course._id) },
      };
    },
  );

  app.post(
    '/api/courses',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['courses'],
        security,
        body: CourseInputSchema,
        response: { 201: envelope(CourseEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const id = await createCourse(app.db, request.body, currentUser(request).id, today());
      return reply.code(201).send({
        success: true as const,
        message: MESSAGES.courseCreated,
        data: { course: await findCourse(id) },
      });
    },
  );

  app.put(
    '/api/courses/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['courses'],
        security,
        params: IdParamsSchema,
        body: CourseInputSchema,
        response: { 200: envelope(CourseEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      await updateCourse(app.db, request.params.id, request.body, currentUser(request).id);
      return {
        success: true as const,
        message: MESSAGES.courseUpdated,
        data: { course: await findCourse(request.params.id) },
      };
    },
  );

  app.delete(
    '/api/courses/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['courses'],
        description:
          'Deletes the course, or archives it when students have records in it (enrollments, submissions, grades, attendance).',
        security,
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { outcome, files } = await deleteOrArchiveCourse(
        app.db,
        request.params.id,
        currentUser(request).id,
      );
      await discardStoredFiles(app.files, files, request.log);
      return {
        success: true as const,
        message: outcome === 'deleted' ? MESSAGES.courseDeleted : MESSAGES.courseArchived,
      };
    },
  );

  app.get(
    '/api/courses/:id/students',
    {
      config: { access: ['admin', 'faculty'] },
      schema: {
        tags: ['courses'],
        description: "The course's enrolled students: for admins, and for the course's own instructor.",
        security,
        params: IdParamsSchema,
        response: { 200: envelope(CourseStudentListSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const [course] = await app.db
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            eq(courses.id, request.params.id),
            me.role === 'faculty' ? eq(courses.instructorId, me.id) : undefined,
          ),
        );
      // Another teacher's course is not found, so that course ids cannot be probed.
      if (!course) throw notFound(say('notFound.named', { label: 'Course' }));
      const students = await app.db
        .select({
          _id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          student_id: studentProfiles.studentId,
          semester: studentProfiles.semester,
          section: studentProfiles.section,
        })
        .from(enrollments)
        .innerJoin(users, eq(users.id, enrollments.studentId))
        .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(and(eq(enrollments.courseId, course.id), eq(users.status, 'approved')))
        .orderBy(asc(users.name));
      return { success: true as const, data: { students } };
    },
  );
};

export default courseRoutes;
