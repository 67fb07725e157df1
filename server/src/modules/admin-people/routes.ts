/** The admin's Manage Students and Manage Faculty (API.md "Admin"): lists, detail, edit, delete, enrollments. */
import { say } from '../../../../contract/message-catalogue';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFacultyDetailSchema,
  AdminFacultyListSchema,
  AdminFacultyUpdateSchema,
  AdminPeoplePageQuerySchema,
  AdminStudentDetailSchema,
  AdminStudentListSchema,
  AdminStudentUpdateSchema,
  CourseBriefSchema,
  EnrollmentInputSchema,
  StudentCourseParamsSchema,
} from '../../../../contract/admin';
import { UserSchema } from '../../../../contract/auth';
import { envelope, ErrorEnvelopeSchema, MessageEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import { currentUser } from '../../plugins/auth';
import { discardStoredFiles } from '../uploads/storage';
import {
  deletePerson,
  dropEnrollment,
  endAllSessions,
  enrollStudent,
  setAccountActive,
  updateFaculty,
  updateStudent,
} from './commands';
import {
  facultyDetail,
  findFaculty,
  findStudent,
  listFaculty,
  listStudents,
  studentDetail,
  studentEnrollments,
} from './queries';

const errors = { '4xx': ErrorEnvelopeSchema };
const EnrollmentListSchema = z.object({ enrollments: z.array(CourseBriefSchema) });

const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: ['admin'] as const };
  const tags = ['admin'];
  const security = [{ bearer: [] }];

  // ---- Students --------------------------------------------------------------------------------------------

  app.get(
    '/api/admin/students',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "A page of students, newest first. `search`: name, email or student ID; `department`: part of a name or code; `term`: a term's id, for the students enrolled in its offerings (without it, every student); `page` and `page_size` (at most PAGE_SIZE_MAX); `total` counts every match.",
        querystring: AdminPeoplePageQuerySchema,
        response: { 200: envelope(AdminStudentListSchema), ...errors },
      },
    },
    async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        async () => {
          const { page, page_size, ...filters } = request.query;
          const { rows, ...pageInfo } = await listStudents(app.db, filters, { page, page_size });
          return { success: true as const, data: { students: rows, ...pageInfo } };
        },
        { untilWrite: true },
      ),
  );

  app.get(
    '/api/admin/students/:id',
    {
      config,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: envelope(AdminStudentDetailSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await studentDetail(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/students/:id',
    {
      config,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminStudentUpdateSchema,
        response: { 200: envelope(z.object({ student: UserSchema })), ...errors },
      },
    },
    async (request) => {
      await updateStudent(app.db, request.params.id, request.body, currentUser(request).id);
      const student = await findStudent(app.db, request.params.id);
      return { success: true as const, message: MESSAGES.studentUpdated, data: { student } };
    },
  );

  app.delete(
    '/api/admin/students/:id',
    {
      config,
      schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      const { files } = await deletePerson(app.db, request.params.id, 'student', currentUser(request).id);
      await discardStoredFiles(app.files, files, request.log);
      return { success: true as const, message: MESSAGES.studentDeleted };
    },
  );

  app.post(
    '/api/admin/students/:id/enrollments',
    {
      config,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: EnrollmentInputSchema,
        response: { 201: envelope(EnrollmentListSchema), ...errors },
      },
    },
    async (request, reply) => {
      await enrollStudent(app.db, request.params.id, request.body.course_id);
      const enrollments = await studentEnrollments(app.db, request.params.id);
      return reply
        .code(201)
        .send({ success: true as const, message: MESSAGES.enrolled, data: { enrollments } });
    },
  );

  app.delete(
    '/api/admin/students/:id/enrollments/:courseId',
    {
      config,
      schema: {
        tags,
        security,
        params: StudentCourseParamsSchema,
        response: { 200: envelope(EnrollmentListSchema), ...errors },
      },
    },
    async (request) => {
      await dropEnrollment(app.db, request.params.id, request.params.courseId);
      const enrollments = await studentEnrollments(app.db, request.params.id);
      return { success: true as const, message: MESSAGES.enrollmentDropped, data: { enrollments } };
    },
  );

  // ---- Faculty ---------------------------------------------------------------------------------------------

  app.get(
    '/api/admin/faculty',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "A page of faculty members, newest first. `search`: name, employee ID, email or designation; `department`: part of a name or code; `term`: a term's id, for the teachers teaching in it (without it, every teacher); `page` and `page_size`; `total` counts every match.",
        querystring: AdminPeoplePageQuerySchema.omit({ semester: true }),
        response: { 200: envelope(AdminFacultyListSchema), ...errors },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      const { rows, ...pageInfo } = await listFaculty(app.db, filters, { page, page_size });
      return { success: true as const, data: { faculty: rows, ...pageInfo } };
    },
  );

  app.get(
    '/api/admin/faculty/:id',
    {
      config,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: envelope(AdminFacultyDetailSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await facultyDetail(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/faculty/:id',
    {
      config,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: AdminFacultyUpdateSchema,
        response: { 200: envelope(z.object({ faculty: UserSchema })), ...errors },
      },
    },
    async (request) => {
      await updateFaculty(app.db, request.params.id, request.body, currentUser(request).id);
      const faculty = await findFaculty(app.db, request.params.id);
      return { success: true as const, message: MESSAGES.facultyUpdated, data: { faculty } };
    },
  );

  app.delete(
    '/api/admin/faculty/:id',
    {
      config,
      schema: { tags, security, params: IdParamsSchema, response: { 200: MessageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      const { files } = await deletePerson(app.db, request.params.id, 'faculty', currentUser(request).id);
      await discardStoredFiles(app.files, files, request.log);
      return { success: true as const, message: MESSAGES.facultyDeleted };
    },
  );

  // ---- Either ----------------------------------------------------------------------------------------------

  app.post(
    '/api/admin/users/:id/deactivate',
    {
      config,
      schema: {
        tags,
        security,
        description: 'approved → deactivated; every session of the account ends at once.',
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await setAccountActive(app.db, request.params.id, false, currentUser(request).id);
      return { success: true as const, message: MESSAGES.accountDeactivatedByAdmin };
    },
  );

  app.post(
    '/api/admin/users/:id/reactivate',
    {
      config,
      schema: {
        tags,
        security,
        description: 'deactivated → approved.',
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await setAccountActive(app.db, request.params.id, true, currentUser(request).id);
      return { success: true as const, message: MESSAGES.accountReactivated };
    },
  );

  app.post(
    '/api/admin/users/:id/end-sessions',
    {
      config,
      schema: {
        tags,
        security,
        description:
          'Ends every session of the account (signed out on every device); the account stays active.',
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const ended = await endAllSessions(app.db, request.params.id, currentUser(request).id);
      return { success: true as const, ...say('sessionsEndedByAdmin', { n: ended }) };
    },
  );
};

export default adminPeopleRoutes;
