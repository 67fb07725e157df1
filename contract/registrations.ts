/** The admin approval queue (API.md "Admin"). */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { REGISTRATION_STATUSES } from './enums';
import { emptyToUndefined, optionalText } from './fields';
import { UserSchema } from './auth';

export const RegistrationQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(REGISTRATION_STATUSES).default('pending')),
  role: z.preprocess(emptyToUndefined, z.enum(['student', 'faculty']).optional()),
});
export type RegistrationQuery = z.infer<typeof RegistrationQuerySchema>;

const RequestedCourseRefSchema = z.object({ _id: z.string(), code: z.string(), name: z.string() });

/**
 * A course asked for at registration, with what decides whether approval can give it: its teacher now (a
 * course keeps the teacher it has) and whether it has been archived since (it takes no one new).
 */
export const RequestedCourseSchema = RequestedCourseRefSchema.extend({
  instructor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  archived: z.boolean(),
});
export type RequestedCourse = z.infer<typeof RequestedCourseSchema>;

export const RegistrationSchema = UserSchema.extend({
  courses: z.array(RequestedCourseSchema),
  rejection_reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationListSchema = z.object({ registrations: z.array(RegistrationSchema) });

export const RejectRegistrationSchema = z.object({ reason: optionalText('Reason', 500) });

export const UserIdParamsSchema = z.object({ userId: z.uuid(sayRule('field.invalid', { label: 'id' })) });

/**
 * Why approval did not give a requested course: a teacher's course that already has a teacher keeps that
 * teacher; an archived course takes no new teacher or student.
 */
export const COURSE_NOT_ASSIGNED_REASONS = ['has_teacher', 'archived'] as const;
export type CourseNotAssignedReason = (typeof COURSE_NOT_ASSIGNED_REASONS)[number];

/**
 * What approving did with the courses asked for: `assigned` are the courses a teacher now teaches (a student is
 * now enrolled in); `notAssigned` the others, each with its reason (and, for `has_teacher`, that teacher).
 */
export const ApprovalSchema = z.object({
  assigned: z.array(RequestedCourseRefSchema),
  notAssigned: z.array(
    RequestedCourseRefSchema.extend({
      reason: z.enum(COURSE_NOT_ASSIGNED_REASONS),
      teacher: z.object({ _id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type Approval = z.infer<typeof ApprovalSchema>;
