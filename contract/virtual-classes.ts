/**
 * Virtual class sessions and the live classroom (spec part 2 §2-§5, §9; API.md "Any signed-in user",
 * "Student", "Faculty"). Windows and labels live in rules/virtual-classes.ts.
 */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { DepartmentRefSchema } from './departments';
import { VIRTUAL_SESSION_STATUSES } from './enums';
import {
  SESSION_DURATION_MIN,
  SESSION_DURATION_MAX,
  MAX_PARTICIPANTS_MIN,
  MAX_PARTICIPANTS_MAX,
  MAX_PARTICIPANTS_DEFAULT,
} from './virtual-class-timing';
import { dateSchema, emptyToUndefined, IdSchema, optionalText, requiredText, SemesterSchema } from './fields';

// The constants and sessionTiming live in a module without Zod, which the pages' bundles can load alone.
export * from './virtual-class-timing';

// ---- Requests ----------------------------------------------------------------------------------------------

const DurationSchema = z.coerce
  .number({ error: sayRule('field.required', { label: 'Duration' }) })
  .int('Duration must be a whole number of minutes')
  .min(
    SESSION_DURATION_MIN,
    sayRule('field.betweenMinutes', {
      label: 'Duration',
      min: SESSION_DURATION_MIN,
      max: SESSION_DURATION_MAX,
    }),
  )
  .max(
    SESSION_DURATION_MAX,
    sayRule('field.betweenMinutes', {
      label: 'Duration',
      min: SESSION_DURATION_MIN,
      max: SESSION_DURATION_MAX,
    }),
  );

const MaxParticipantsSchema = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? MAX_PARTICIPANTS_DEFAULT : v),
  z.coerce
    .number({ error: sayRule('field.number', { label: 'Max participants' }) })
    .int('Max participants must be a whole number')
    .min(
      MAX_PARTICIPANTS_MIN,
      sayRule('field.between', {
        label: 'Max participants',
        min: MAX_PARTICIPANTS_MIN,
        max: MAX_PARTICIPANTS_MAX,
      }),
    )
    .max(
      MAX_PARTICIPANTS_MAX,
      sayRule('field.between', {
        label: 'Max participants',
        min: MAX_PARTICIPANTS_MIN,
        max: MAX_PARTICIPANTS_MAX,
      }),
    ),
);

/** Empty means every section of the course. */
const OptionalSectionSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: sayRule('field.text', { label: 'Section' }) })
    .trim()
    .regex(/^[A-Za-z0-9]$/, sayRule('field.singleCharacter', { label: 'Section' }))
    .transform((s) => s.toUpperCase())
    .optional(),
);

/**
 * The detailed Schedule Class form (spec part 2 §3 "Class schedule request", POST /api/classroom/schedule).
 * The moment is the date and time read in the college's time zone; the browser's `scheduledDateTime` and
 * `instructorId` are accepted for compatibility and ignored: the teacher is the signed-in user. Semester and
 * department are the course's unless given (the page no longer asks: the course fixes them).
 */
export const ScheduleClassRequestSchema = z.object({
  courseId: z.uuid(sayRule('field.choose', { label: 'course' })),
  title: requiredText('Title', 150),
  description: optionalText('Description', 2000),
  scheduledDate: dateSchema('Date'),
  scheduledTime: requiredText('Time', 5).regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    sayRule('field.time', { label: 'Time' }),
  ),
  duration: DurationSchema,
  /** The course's own when left out: the course fixes both, so the form no longer asks. */
  semester: z.preprocess(emptyToUndefined, SemesterSchema.optional()),
  department: z.preprocess(
    emptyToUndefined,
    z.uuid(sayRule('field.choose', { label: 'department' })).optional(),
  ),
  section: OptionalSectionSchema,
  maxParticipants: MaxParticipantsSchema,
  scheduledDateTime: z.string().optional(),
  instructorId: z.string().optional(),
});
export type ScheduleClassRequest = z.input<typeof ScheduleClassRequestSchema>;

/** The quick form of the Virtual Classes page (POST /api/virtualclass/create). */
export const CreateSessionRequestSchema = z.object({
  course_id: z.uuid(sayRule('field.choose', { label: 'course' })),
  title: requiredText('Title', 150),
  description: optionalText('Description', 2000),
  scheduled_date: requiredText('Date and time', 40).pipe(
    z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
  ),
  duration: DurationSchema,
  /** Start Now: create and start in one step, so that a start that fails leaves no session behind. */
  start_now: z.boolean({ error: sayRule('field.boolean', { label: 'Start now' }) }).optional(),
});
export type CreateSessionRequest = z.input<typeof CreateSessionRequestSchema>;

/** `/classroom/:classId`: a session id, or a virtual course id (its current or next session). */
export const ClassIdParamsSchema = z.object({ id: IdSchema });

export const SessionListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(VIRTUAL_SESSION_STATUSES).optional()),
});

// ---- Responses ---------------------------------------------------------------------------------------------

export const VirtualSessionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  course_id: z.object({ _id: z.string(), code: z.string(), name: z.string() }),
  instructor_id: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The scheduled start, ISO-8601 UTC. */
  scheduled_date: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  status: z.enum(VIRTUAL_SESSION_STATUSES),
  semester: z.number().int().nullable(),
  department: DepartmentRefSchema.nullable(),
  /** Null: every section. */
  section: z.string().nullable(),
  max_participants: z.number().int(),
  /**
   * The Jitsi room, for the teacher and admins; null for students, whose room comes only with joining, inside
   * their join window.
   */
  room_name: z.string().nullable(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** People who have joined at least once. */
  participant_count: z.number().int(),
});
export type VirtualSession = z.infer<typeof VirtualSessionSchema>;

export const VirtualSessionListSchema = z.object({ sessions: z.array(VirtualSessionSchema) });

/**
 * A session as its student sees it in the list: `extra` when it is not the course's timetable class
 * (rules/timetable.ts isTimetableClass), so that a review on a Sunday never reads like the weekly class.
 */
export const StudentVirtualSessionSchema = VirtualSessionSchema.extend({ extra: z.boolean() });
export type StudentVirtualSession = z.infer<typeof StudentVirtualSessionSchema>;
export const StudentVirtualSessionListSchema = z.object({ sessions: z.array(StudentVirtualSessionSchema) });

export const SessionParticipantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.enum(['student', 'faculty', 'admin']),
  joined_at: z.string(),
  left_at: z.string().nullable(),
});

/** GET /api/virtualclass/:id: the session with what the classroom needs to embed the conference. */
export const VirtualSessionDetailSchema = VirtualSessionSchema.extend({
  /** The Jitsi host the conference runs on, as `JitsiMeetExternalAPI` takes it. */
  jitsi_domain: z.string(),
  /** Where the External API script is loaded from. */
  jitsi_script_url: z.string(),
  /** The caller's part: the course's teacher moderates. */
  is_moderator: z.boolean(),
  /** Whether the caller may join now, and when it may. */
  can_join: z.boolean(),
  join_opens_at: z.string(),
  join_closes_at: z.string().nullable(),
  /** Only for the teacher and admins. */
  participants: z.array(SessionParticipantSchema),
});
export type VirtualSessionDetail = z.infer<typeof VirtualSessionDetailSchema>;
export const VirtualSessionDetailDataSchema = z.object({ session: VirtualSessionDetailSchema });

/** POST /api/virtualclass/:id/join: participation recorded; what the embed needs. */
export const JoinSessionResultSchema = z.object({
  session: VirtualSessionDetailSchema,
  /** The Jitsi room, including the JaaS tenant prefix when Jitsi as a Service is used. */
  room_name: z.string(),
  /** A short-lived room token when the server has token settings; null otherwise. */
  jwt: z.string().nullable(),
});
export type JoinSessionResult = z.infer<typeof JoinSessionResultSchema>;

export const SessionDataSchema = z.object({ session: VirtualSessionSchema });

/** PUT /api/virtualclass/:id/end: the attendance taken from participation. */
export const EndSessionResultSchema = z.object({
  session: VirtualSessionSchema,
  attendance: z.object({
    present: z.number().int(),
    late: z.number().int(),
    absent: z.number().int(),
    /** Records the teacher had already marked by hand, left as they were. */
    kept: z.number().int(),
  }),
});
export type EndSessionResult = z.infer<typeof EndSessionResultSchema>;
