/**
 * Exam eligibility lists and the department's permissions, for the course's teacher or any admin. Not named
 * by API.md; declared here in its OpenAPI document.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import {
  CourseEligibilitySchema,
  CourseIdParamsSchema,
  CourseStudentParamsSchema,
  ExamPermissionInputSchema,
  ExamPermissionWithdrawalSchema,
} from '../../../../contract/faculty';
import { currentUser } from '../../plugins/auth';
import { courseEligibility, grantExamPermission, revokeExamPermission } from './eligibility';

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['faculty'];
const teacherOrAdmin = { access: ['faculty', 'admin'] as const };
const PERMISSION_PATH = '/api/attendance/course/:courseId/eligibility/:studentId/permission';

const examEligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/attendance/course/:courseId/eligibility',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Each enrolled student's attendance in the course and standing for its final exam: eligible (75% and above), permitted or needs_permission (65% to 75%), may_repeat (below 65%).",
        params: CourseIdParamsSchema,
        response: { 200: envelope(CourseEligibilitySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await courseEligibility(app.db, currentUser(request), request.params.courseId),
    }),
  );

  app.put(
    PERMISSION_PATH,
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Records the department's permission to sit the final exam, for a student from 65% to just under 75% (409 otherwise). In a closed term, 409 for a teacher; an admin's correction gives a `reason` (400 without), kept in the audit entry.",
        params: CourseStudentParamsSchema,
        body: ExamPermissionInputSchema,
        response: { 200: envelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      const { courseId, studentId } = request.params;
      const message = await grantExamPermission(
        app.db,
        currentUser(request),
        courseId,
        studentId,
        request.body,
      );
      return { success: true as const, ...message, data: {} };
    },
  );

  app.delete(
    PERMISSION_PATH,
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          'Withdraws a recorded exam permission. In a closed term, 409 for a teacher; an admin gives a `reason` in the body.',
        params: CourseStudentParamsSchema,
        body: ExamPermissionWithdrawalSchema,
        response: { 200: envelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      const { courseId, studentId } = request.params;
      const message = await revokeExamPermission(
        app.db,
        currentUser(request),
        courseId,
        studentId,
        request.body?.reason,
      );
      return { success: true as const, ...message, data: {} };
    },
  );
};

export default examEligibilityRoutes;
