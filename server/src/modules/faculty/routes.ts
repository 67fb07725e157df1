/**
 * The faculty area (API.md "Faculty"): a teacher reaches only its own courses, their students, assignments,
 * submissions, attendance and results. The course-scoped routes also accept an admin, for any course.
 */
import type { TermQuery } from '../../../../contract/terms';
import { offeringsOfTerm } from '../terms/calendar';
import { say } from '../../../../contract/message-catalogue';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import {
  AssignmentInputSchema,
  AssignmentSubmissionsSchema,
  AttendanceMarkedSchema,
  AttendanceMarkSchema,
  BulkGradeEntrySchema,
  BulkGradeResultSchema,
  CourseGradeListSchema,
  CourseGradesQuerySchema,
  CourseIdParamsSchema,
  CourseMeetingsQuerySchema,
  CourseMeetingsSchema,
  CourseRosterQuerySchema,
  CourseRosterSchema,
  FacultyAssignmentListSchema,
  FacultyAssignmentSchema,
  FacultyCourseListSchema,
  FacultyDashboardSchema,
  FacultyStudentListSchema,
  FacultyStudentProfileSchema,
  FacultyStudentQuerySchema,
  GradeEntrySchema,
  GradeEnvelopeDataSchema,
  GradeSubmissionInputSchema,
  SubmissionIdParamsSchema,
} from '../../../../contract/faculty';
import { IdParamsSchema } from '../../../../contract/fields';
import { MESSAGES } from '../../../../contract/messages';
import { SemesterQuerySchema, SubmissionEnvelopeDataSchema } from '../../../../contract/student';
import { collegeToday } from '../../../../contract/college-clock';
import { attendanceDateProblem, type TermDays } from '../../../../contract/rules/attendance-dates';
import { fieldError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { createAssignment, enterGrade, enterGrades, gradeSubmission, markAttendance } from './commands';
import { findTaughtAssignment, teachesCourse, teachesOffering } from '../teaching/policy';
import {
  assignmentSubmissions,
  courseAssignments,
  courseGrades,
  courseMeetings,
  courseRoster,
  facultyCourses,
  facultyDashboard,
  facultyStudentProfile,
  facultyStudentPage,
  findAssignment,
  studentsWithoutSubmission,
} from './queries';

export interface FacultyRoutesOptions {
  /** The college's time zone: "today" for the dashboard's classes and for attendance dates. */
  timeZone: string;
  /** The college's clock (tests stand it on a chosen day); the system's by default. */
  clock?: () => Date;
}

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['faculty'];
/** The teacher's own area. */
const facultyOnly = { access: ['faculty'] as const };
/** Course-scoped: the course's teacher, or any admin. */
const teacherOrAdmin = { access: ['faculty', 'admin'] as const };

const facultyRoutes: FastifyPluginAsyncZod<FacultyRoutesOptions> = async (app, options) => {
  const now = options.clock ?? (() => new Date());
  /** The offerings a list shows: of the term asked for, or of the term in view on the college's today. */
  const inTerm = (query: TermQuery) => offeringsOfTerm(query, collegeToday(now(), options.timeZone));
  /** Refuses, on `date`, a day outside the course's term or in the future (contract/rules/attendance-dates.ts). */
  const checkAttendanceDate = (date: string, term: TermDays) => {
    const problem = attendanceDateProblem(date, collegeToday(now(), options.timeZone), term);
    if (problem) throw fieldError('date', problem);
  };
  // ---- The teacher's own area ------------------------------------------------------------------------------

  app.get(
    '/api/faculty/dashboard',
    {
      config: facultyOnly,
      schema: {
        tags,
        security,
        description:
          "Counts over the teacher's courses; pendingAssignments are submissions awaiting grading; today's classes by schedule day in the college time zone; the 5 latest submissions.",
        response: { 200: envelope(FacultyDashboardSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await facultyDashboard(app.db, currentUser(request), now(), options.timeZone),
    }),
  );

  app.get(
    '/api/faculty/courses',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "The courses the teacher teaches (archived ones too), with enrolledCount: the term in view's by default, `term=all` or a term's id for others. An admin gets every course (Enter Grades: an admin may enter any course's results).",
        querystring: SemesterQuerySchema,
        response: { 200: envelope(FacultyCourseListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        courses: await facultyCourses(
          app.db,
          currentUser(request).role === 'admin' ? null : currentUser(request).id,
          request.query.semester,
          inTerm(request.query),
        ),
      },
    }),
  );

  app.get(
    '/api/faculty/students',
    {
      config: facultyOnly,
      schema: {
        tags,
        security,
        description:
          "A page of the students enrolled in the teacher's courses (or in `course_id`, which must be one of them), by name. `search`: name, student ID or email; `page` and `page_size`. `total` and `summary` (mean CGPA, mean attendance, courses taken) cover every matching student.",
        querystring: FacultyStudentQuerySchema,
        response: { 200: envelope(FacultyStudentListSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { course_id: courseId, search, page, page_size } = request.query;
      if (courseId) await teachesCourse(app.db, me, courseId);
      // One course's class whatever its term; all the teacher's students, of the term asked for.
      const scope = courseId ? undefined : inTerm(request.query);
      return {
        success: true as const,
        data: await facultyStudentPage(
          app.db,
          me.id,
          { courseId, search, inTerm: scope },
          { page, page_size },
        ),
      };
    },
  );

  app.get(
    '/api/faculty/students/:id',
    {
      config: facultyOnly,
      schema: {
        tags,
        security,
        description:
          "A student as its teacher may see it: contact, and attendance and results in the teacher's courses only. 404 unless the student takes one of them.",
        params: IdParamsSchema,
        response: { 200: envelope(FacultyStudentProfileSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await facultyStudentProfile(app.db, currentUser(request).id, request.params.id),
    }),
  );

  // ---- Assignments and grading -------------------------------------------------------------------------------

  app.get(
    '/api/assignments/course/:courseId',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        params: CourseIdParamsSchema,
        response: { 200: envelope(FacultyAssignmentListSchema), ...errors },
      },
    },
    async (request) => {
      const course = await teachesCourse(app.db, currentUser(request), request.params.courseId);
      return {
        success: true as const,
        data: { assignments: await courseAssignments(app.db, { courseId: course.id }) },
      };
    },
  );

  app.post(
    '/api/assignments',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        body: AssignmentInputSchema,
        response: { 201: envelope(z.object({ assignment: FacultyAssignmentSchema })), ...errors },
      },
    },
    async (request, reply) => {
      const id = await createAssignment(app.db, currentUser(request), request.body);
      return reply.code(201).send({
        success: true as const,
        message: MESSAGES.assignmentCreated,
        data: { assignment: await findAssignment(app.db, id) },
      });
    },
  );

  app.get(
    '/api/assignments/:id/submissions',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          'Every submission to the assignment, with its student and earlier marks when regraded; and `not_submitted`, the enrolled students with no submission.',
        params: IdParamsSchema,
        response: { 200: envelope(AssignmentSubmissionsSchema), ...errors },
      },
    },
    async (request) => {
      const { assignment } = await findTaughtAssignment(app.db, currentUser(request), request.params.id);
      const [summary, submissions, notSubmitted] = await Promise.all([
        findAssignment(app.db, assignment.id),
        assignmentSubmissions(app.db, assignment.id),
        studentsWithoutSubmission(app.db, assignment.id, assignment.courseId),
      ]);
      return {
        success: true as const,
        data: { assignment: summary, submissions, not_submitted: notSubmitted },
      };
    },
  );

  app.put(
    '/api/assignments/:submissionId/grade',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "The path's id is a submission id (as in the specification). Marks from 0 to the assignment's total; regrading keeps the earlier marks in the history. In a closed term, 409 for a teacher; an admin gives a `reason`.",
        params: SubmissionIdParamsSchema,
        body: GradeSubmissionInputSchema,
        response: { 200: envelope(SubmissionEnvelopeDataSchema), ...errors },
      },
    },
    async (request) => {
      const submission = await gradeSubmission(
        app.db,
        currentUser(request),
        request.params.submissionId,
        request.body,
        now(),
      );
      return { success: true as const, message: MESSAGES.submissionGradedOk, data: { submission } };
    },
  );

  // ---- Attendance ------------------------------------------------------------------------------------------

  app.get(
    '/api/attendance/course/:courseId/students',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "The course's enrolled students by name, each with that date's record of the class meeting (`session_type`, lecture unless told, and `start_time`, empty for the day's one class of the type), or null. A date outside the course offering's term or in the future: 400.",
        params: CourseIdParamsSchema,
        querystring: CourseRosterQuerySchema,
        response: { 200: envelope(CourseRosterSchema), ...errors },
      },
    },
    async (request) => {
      const { course, term } = await teachesOffering(app.db, currentUser(request), request.params.courseId);
      const { date, session_type: sessionType, start_time: startTime } = request.query;
      if (date) checkAttendanceDate(date, term);
      return {
        success: true as const,
        data: {
          students: await courseRoster(app.db, course.id, date, { sessionType, startTime }),
        },
      };
    },
  );

  app.get(
    '/api/attendance/course/:courseId/meetings',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "The course's class meetings on a date, by start: its virtual classes (not cancelled; start on the college's clocks) and the meetings already marked, each with how many students have a record. Mark Attendance asks which one when there are several. A date outside the course offering's term or in the future: 400.",
        params: CourseIdParamsSchema,
        querystring: CourseMeetingsQuerySchema,
        response: { 200: envelope(CourseMeetingsSchema), ...errors },
      },
    },
    async (request) => {
      const { course, term } = await teachesOffering(app.db, currentUser(request), request.params.courseId);
      checkAttendanceDate(request.query.date, term);
      return {
        success: true as const,
        data: { meetings: await courseMeetings(app.db, course.id, request.query.date, options.timeZone) },
      };
    },
  );

  app.post(
    '/api/attendance/mark',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "One record per student and class meeting (course, date, session type and `start_time`, empty for the day's one class of the type): marking again updates it. A date outside the course offering's term (400 naming both) or in the future (college time zone) or a student not enrolled refuses the whole request. A closed term's attendance is read-only for teachers (409); an admin may correct it with a `reason`, kept in the audit trail (400 without one).",
        body: AttendanceMarkSchema,
        response: { 200: envelope(AttendanceMarkedSchema), ...errors },
      },
    },
    async (request) => {
      const marked = await markAttendance(
        app.db,
        currentUser(request),
        request.body,
        now(),
        options.timeZone,
      );
      return {
        success: true as const,
        ...say('attendanceMarked', { n: marked }),
        data: { marked },
      };
    },
  );

  // ---- Results -----------------------------------------------------------------------------------------------

  app.post(
    '/api/grades',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "One result; entering the same student, course, exam type and attempt again updates it. The semester is the course's: `semester` may be left out, and any other value is refused (400). `attempt` (optional) names a repeat: up to the one after the latest attempt with a final result; left out, the student's current attempt. Percentage, letter grade and grade point are computed; credits come from the course. See docs/decisions/0013-results-count-once.md. A closed term's results are read-only for teachers (409); an admin may correct them with a `reason`, kept in the audit trail (400 without one).",
        body: GradeEntrySchema,
        response: { 201: envelope(GradeEnvelopeDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const grade = await enterGrade(app.db, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, data: { grade } });
    },
  );

  app.post(
    '/api/grades/bulk',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "A course's results in one request, in one transaction: any invalid row refuses the whole request. Semester, attempts and a closed term as for POST /api/grades (each entry may name its attempt).",
        body: BulkGradeEntrySchema,
        response: { 200: envelope(BulkGradeResultSchema), ...errors },
      },
    },
    async (request) => {
      const grades = await enterGrades(app.db, currentUser(request), request.body);
      return {
        success: true as const,
        ...say('gradesEntered', { n: grades.length }),
        data: { entered: grades.length, grades },
      };
    },
  );

  app.get(
    '/api/grades/course/:courseId',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description: "The course's results, to prefill the entry page.",
        params: CourseIdParamsSchema,
        querystring: CourseGradesQuerySchema,
        response: { 200: envelope(CourseGradeListSchema), ...errors },
      },
    },
    async (request) => {
      const course = await teachesCourse(app.db, currentUser(request), request.params.courseId);
      const { semester, exam_type: examType } = request.query;
      return {
        success: true as const,
        data: { grades: await courseGrades(app.db, course.id, { semester, examType }) },
      };
    },
  );
};

export default facultyRoutes;
