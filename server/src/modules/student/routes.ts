/** The student area (API.md "Student"): the signed-in student's own records and enrolled courses only. */
import { collegeToday } from '../../../../contract/college-clock';
import { TermQuerySchema, type TermQuery } from '../../../../contract/terms';
import { offeringsOfTerm } from '../terms/calendar';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import {
  AttendanceListSchema,
  AttendanceQuerySchema,
  AttendanceSummarySchema,
  GradeListSchema,
  GradeSummarySchema,
  SemesterQuerySchema,
  StudentAssignmentListSchema,
  StudentAssignmentQuerySchema,
  StudentCourseDetailSchema,
  StudentCourseListSchema,
  StudentDashboardSchema,
  SubmissionEnvelopeDataSchema,
} from '../../../../contract/student';
import { MAX_UPLOAD_BYTES } from '../../../../contract/uploads';
import { currentUser } from '../../plugins/auth';
import { readUploadForm } from '../uploads/storage';
import { assertEnrolled } from './policy';
import {
  attendanceHistory,
  attendanceSummary,
  gradeSummary,
  studentAssignments,
  studentCourseDetail,
  studentCourses,
  studentDashboard,
  studentGrades,
} from './queries';
import { presentSubmission } from '../academic-records/presenters';
import { precheckSubmission, saveSubmission, type SubmissionMode } from './submissions';

export interface StudentRoutesOptions {
  timeZone: string;
  /** The server's clock; tests stand it on a chosen day. */
  clock?: () => Date;
}

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const config = { access: ['student'] as const };
const tags = ['student'];

const SUBMISSION_FORM =
  'multipart/form-data with `submission_text`, `submission_link` and an optional `file` ' +
  '(pdf, doc, docx, txt, zip, rar, jpg, jpeg, png; at most 10 MB; its content must match its extension). ' +
  'At least one of the three is needed.';

const studentRoutes: FastifyPluginAsyncZod<StudentRoutesOptions> = async (app, options) => {
  /** The offerings a list shows: of the term asked for, or of the term in view on the college's today. */
  const now = options.clock ?? (() => new Date());
  const today = () => collegeToday(now(), options.timeZone);
  const inTerm = (query: TermQuery) => offeringsOfTerm(query, today());
  // Only this module takes uploads; the limits apply while the file streams, before anything is kept.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 100_000, parts: 12 },
  });

  app.get(
    '/api/students/dashboard',
    {
      config,
      schema: { tags, security, response: { 200: envelope(StudentDashboardSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await studentDashboard(app.db, currentUser(request).id, now(), options.timeZone),
    }),
  );

  app.get(
    '/api/students/courses',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "The student's courses, archived ones included, with pending assignments per course: the term in view's by default, `term=all` or a term's id for others.",
        querystring: SemesterQuerySchema,
        response: { 200: envelope(StudentCourseListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        courses: await studentCourses(app.db, currentUser(request).id, now(), {
          semester: request.query.semester,
          inTerm: inTerm(request.query),
        }),
      },
    }),
  );

  app.get(
    '/api/students/courses/:id',
    {
      config,
      schema: {
        tags,
        security,
        description: "One enrolled course with the student's assignments, attendance and grades in it.",
        params: IdParamsSchema,
        response: { 200: envelope(StudentCourseDetailSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await studentCourseDetail(
        app.db,
        currentUser(request).id,
        request.params.id,
        now(),
        options.timeZone,
      ),
    }),
  );

  app.get(
    '/api/grades/my-grades',
    {
      config,
      schema: {
        tags,
        security,
        querystring: SemesterQuerySchema,
        response: { 200: envelope(GradeListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        grades: await studentGrades(app.db, currentUser(request).id, {
          semester: request.query.semester,
          inTerm: inTerm(request.query),
        }),
      },
    }),
  );

  app.get(
    '/api/grades/my-grades/summary',
    {
      config,
      schema: {
        tags,
        security,
        description: 'CGPA and SGPA: credit-weighted means of the grade points of final results.',
        response: { 200: envelope(GradeSummarySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await gradeSummary(app.db, currentUser(request).id),
    }),
  );

  app.get(
    '/api/attendance/my-attendance',
    {
      config,
      schema: {
        tags,
        security,
        description: 'Attendance records in the enrolled courses, newest first.',
        querystring: AttendanceQuerySchema,
        response: { 200: envelope(AttendanceListSchema), ...errors },
      },
    },
    async (request) => {
      const studentId = currentUser(request).id;
      const courseId = request.query.course_id;
      if (courseId) await assertEnrolled(app.db, studentId, courseId);
      return {
        success: true as const,
        // One course's records whatever its term; the list of all courses, of the term asked for.
        data: {
          attendance: await attendanceHistory(
            app.db,
            studentId,
            courseId,
            courseId ? undefined : inTerm(request.query),
          ),
        },
      };
    },
  );

  app.get(
    '/api/attendance/my-attendance/summary',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "Per enrolled course with classes: counts, percentage (late counts as attended) and how many classes may be missed or are needed to stay at 75%. The term in view by default, `term=all` or a term's id for others.",
        querystring: TermQuerySchema,
        response: { 200: envelope(AttendanceSummarySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await attendanceSummary(app.db, currentUser(request).id, inTerm(request.query)),
    }),
  );

  app.get(
    '/api/assignments/my-assignments',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "The enrolled courses' assignments by due date, each with the student's submission. `status`: pending (no submission, not overdue), submitted, overdue (no submission, past due).",
        querystring: StudentAssignmentQuerySchema,
        response: { 200: envelope(StudentAssignmentListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        assignments: await studentAssignments(app.db, currentUser(request).id, now(), today(), {
          status: request.query.status,
          inTerm: inTerm(request.query),
        }),
      },
    }),
  );

  const submitRoute = (mode: SubmissionMode) => ({
    config,
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      description:
        mode === 'submit'
          ? `${SUBMISSION_FORM} Submitting again updates the existing submission until it is graded.`
          : `${SUBMISSION_FORM} Refused (409) once graded; 404 when nothing was submitted yet.`,
      params: IdParamsSchema,
      response: {
        200: envelope(SubmissionEnvelopeDataSchema),
        201: envelope(SubmissionEnvelopeDataSchema),
        '4xx': ErrorEnvelopeSchema,
      },
    },
  });

  /**
   * Reads the form (the file streams into the file store) only after the refusals that need no body. Lateness
   * is judged by when the request arrived, so a slow upload started before the deadline is not late.
   */
  async function receiveSubmission(request: FastifyRequest, assignmentId: string, mode: SubmissionMode) {
    const receivedAt = now();
    const studentId = currentUser(request).id;
    const collegeDay = today();
    await precheckSubmission(app.db, studentId, assignmentId, mode, collegeDay);
    const form = await readUploadForm(request, {
      files: app.files,
      folder: 'submissions',
      fileField: 'file',
    });
    const { submission, created } = await saveSubmission(app.db, {
      studentId,
      assignmentId,
      mode,
      form,
      files: app.files,
      now: receivedAt,
      today: collegeDay,
      log: request.log,
    });
    return {
      status: created ? 201 : 200,
      body: {
        success: true as const,
        message: created ? MESSAGES.assignmentSubmitted : MESSAGES.submissionUpdated,
        data: { submission: presentSubmission(submission) },
      },
    };
  }

  app.post('/api/assignments/:id/submit', submitRoute('submit'), async (request, reply) => {
    const { status, body } = await receiveSubmission(request, request.params.id, 'submit');
    return reply.code(status).send(body);
  });

  app.put('/api/assignments/:id/update-submission', submitRoute('update'), async (request, reply) => {
    const { status, body } = await receiveSubmission(request, request.params.id, 'update');
    return reply.code(status).send(body);
  });
};

export default studentRoutes;
