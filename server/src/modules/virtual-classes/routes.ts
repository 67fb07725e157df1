/**
 * Virtual classes and the live classroom (API.md "virtualclass" and "classroom" rows; spec part 2 §2-§5):
 * teachers schedule, start, end and cancel sessions of their own courses; students of the course (and of
 * the session's section) join inside their window; ending a class takes attendance from participation.
 * The server enforces every window and transition, whatever the client sends.
 */
import { say } from '../../../../contract/message-catalogue';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ErrorEnvelopeSchema } from '../../../../contract/envelope';
import { MESSAGES } from '../../../../contract/messages';
import { sessionEnd } from '../../../../contract/rules/virtual-classes';
import {
  ClassIdParamsSchema,
  CreateSessionRequestSchema,
  EndSessionResultSchema,
  JoinSessionResultSchema,
  ScheduleClassRequestSchema,
  SessionDataSchema,
  SessionListQuerySchema,
  VirtualSessionDetailDataSchema,
  VirtualSessionListSchema,
  StudentVirtualSessionListSchema,
} from '../../../../contract/virtual-classes';
import { TermQuerySchema } from '../../../../contract/terms';
import type { JitsiConfig } from '../../config';
import { offeringsOfTerm } from '../terms/calendar';
import { fieldError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { collegeMoment, collegeToday } from '../../../../contract/college-clock';
import {
  cancelSession,
  createSession,
  endSession,
  joinSession,
  leaveSession,
  startSession,
} from './commands';
import { jitsiRoomName, signRoomToken } from './jitsi-token';
import { findSessionFor, resolveSessionId } from './policy';
import {
  findSession,
  joinWindow,
  sessionDetail,
  studentSessions,
  teacherSessions,
  timingOf,
} from './queries';

export interface VirtualClassRoutesOptions {
  /** The college's time zone: scheduled dates and times are read on its clocks. */
  timeZone: string;
  jitsi: JitsiConfig;
  /** The clock of every window check; tests stand it at a window's edge. */
  clock?: () => Date;
}

const MINUTE_MS = 60_000;
/** A scheduled moment a little in the past is still accepted: the form took a while to submit. */
const SCHEDULE_GRACE_MS = MINUTE_MS;
/** "Start Now" creates a session for the present moment and starts it at once. */
const CREATE_GRACE_MS = 5 * MINUTE_MS;

const errors = { '4xx': ErrorEnvelopeSchema };
const security = [{ bearer: [] }];
const tags = ['virtual classes'];
const facultyOnly = { access: ['faculty'] as const };
const teacherOrAdmin = { access: ['faculty', 'admin'] as const };
const signedIn = { access: 'signed-in' as const };

const virtualClassRoutes: FastifyPluginAsyncZod<VirtualClassRoutesOptions> = async (app, options) => {
  const now = () => options.clock?.() ?? new Date();
  const { timeZone, jitsi } = options;

  // ---- Lists ------------------------------------------------------------------------------------------------

  app.get(
    '/api/virtualclass/my-sessions',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "The sessions of the teacher's courses (every session for an admin): scheduled and live ones first, soonest first, then completed and cancelled ones, latest first.",
        querystring: SessionListQuerySchema,
        response: { 200: envelope(VirtualSessionListSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const teacherId = me.role === 'admin' ? null : me.id;
      return {
        success: true as const,
        data: { sessions: await teacherSessions(app.db, teacherId, request.query.status) },
      };
    },
  );

  app.get(
    '/api/virtualclass/student/sessions',
    {
      config: { access: ['student'] as const },
      schema: {
        tags,
        security,
        description:
          "Scheduled and live sessions of the student's enrolled courses, for every section or the student's own, whose start plus duration is still ahead; soonest first. The term in view's courses by default, `term=all` or a term's id for others.",
        querystring: TermQuerySchema,
        response: { 200: envelope(StudentVirtualSessionListSchema), ...errors },
      },
    },
    async (request) => {
      const at = now();
      const inTerm = offeringsOfTerm(request.query, collegeToday(at, timeZone));
      return {
        success: true as const,
        data: {
          sessions: await studentSessions(app.db, currentUser(request).id, at, timeZone, inTerm),
        },
      };
    },
  );

  app.get(
    '/api/virtualclass/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "A session for the classroom, by session id or by course id (the course's live session, else its next one). The course's teacher, admins, and students enrolled in the course (of the session's section; another section: 403) may see it; anyone else 404. `participants` only for the teacher and admins.",
        params: ClassIdParamsSchema,
        response: { 200: envelope(VirtualSessionDetailDataSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const at = now();
      const sessionId = await resolveSessionId(app.db, me, request.params.id, at);
      const access = await findSessionFor(app.db, me, sessionId);
      return { success: true as const, data: { session: await sessionDetail(app.db, access, jitsi, at) } };
    },
  );

  // ---- Scheduling -------------------------------------------------------------------------------------------

  app.post(
    '/api/classroom/schedule',
    {
      config: facultyOnly,
      schema: {
        tags,
        security,
        description:
          "The detailed Schedule Class form. The moment is `scheduledDate` and `scheduledTime` read in the college's time zone (not before today, not already past, within the course offering's term: 400 naming both); `instructorId` and `scheduledDateTime` are ignored: the teacher is the signed-in user, of one of its courses. A time overlapping another of the teacher's scheduled or live sessions: 409.",
        body: ScheduleClassRequestSchema,
        response: { 201: envelope(SessionDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      // Dates compare as text: both are YYYY-MM-DD.
      if (body.scheduledDate < collegeToday(at, timeZone)) {
        throw fieldError('scheduledDate', MESSAGES.sessionDateBeforeToday);
      }
      const scheduledAt = collegeMoment(body.scheduledDate, body.scheduledTime, timeZone);
      if (scheduledAt.getTime() < at.getTime() - SCHEDULE_GRACE_MS) {
        throw fieldError('scheduledTime', MESSAGES.sessionTimePassed);
      }
      const id = await createSession(
        app.db,
        currentUser(request),
        {
          courseId: body.courseId,
          title: body.title,
          description: body.description,
          scheduledAt,
          durationMinutes: body.duration,
          semester: body.semester,
          departmentId: body.department,
          section: body.section,
          maxParticipants: body.maxParticipants,
        },
        { timeZone, timeField: 'scheduledTime', dateField: 'scheduledDate' },
      );
      return reply.code(201).send({
        success: true as const,
        message: MESSAGES.classScheduled,
        data: { session: await findSession(app.db, id) },
      });
    },
  );

  app.post(
    '/api/virtualclass/create',
    {
      config: facultyOnly,
      schema: {
        tags,
        security,
        description:
          "The Virtual Classes page's quick form, and 'Start Now' (a session for the present moment, up to 5 minutes past, with `start_now`: created and started in one transaction, so a start that fails leaves no session). Semester and department come from the course; every section; 100 participants at most. Overlapping another of the teacher's sessions: 409.",
        body: CreateSessionRequestSchema,
        response: { 201: envelope(SessionDataSchema), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const scheduledAt = new Date(body.scheduled_date);
      if (scheduledAt.getTime() < now().getTime() - CREATE_GRACE_MS) {
        throw fieldError('scheduled_date', MESSAGES.sessionTimePassed);
      }
      const me = currentUser(request);
      const id = await createSession(
        app.db,
        me,
        {
          courseId: body.course_id,
          title: body.title,
          description: body.description,
          scheduledAt,
          durationMinutes: body.duration,
        },
        {
          timeZone,
          timeField: 'scheduled_date',
          dateField: 'scheduled_date',
          startAt: body.start_now ? now() : undefined,
        },
      );
      return reply.code(201).send({
        success: true as const,
        message: body.start_now ? MESSAGES.sessionStarted : MESSAGES.sessionCreated,
        data: { session: await findSession(app.db, id) },
      });
    },
  );

  // ---- Transitions ------------------------------------------------------------------------------------------

  app.put(
    '/api/virtualclass/:id/start',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Scheduled → ongoing, from 15 minutes before the scheduled time (else 409); any other status: 409. The course's teacher or an admin.",
        params: ClassIdParamsSchema,
        response: { 200: envelope(SessionDataSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.sessionStarted,
      data: { session: await startSession(app.db, currentUser(request), request.params.id, now()) },
    }),
  );

  app.put(
    '/api/virtualclass/:id/end',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description:
          "Ongoing → completed (any other status: 409), and attendance from participation with session type `virtual` on the class's date: present if joined within 10 minutes of the start, late if later, absent if never. Records the teacher marked by hand are kept.",
        params: ClassIdParamsSchema,
        response: { 200: envelope(EndSessionResultSchema), ...errors },
      },
    },
    async (request) => {
      const result = await endSession(app.db, currentUser(request), request.params.id, now(), timeZone);
      const { present, late, absent } = result.attendance;
      return {
        success: true as const,
        ...say('sessionEnded', { n: present + late + absent }),
        data: result,
      };
    },
  );

  app.put(
    '/api/virtualclass/:id/cancel',
    {
      config: teacherOrAdmin,
      schema: {
        tags,
        security,
        description: 'Scheduled → cancelled; any other status: 409.',
        params: ClassIdParamsSchema,
        response: { 200: envelope(SessionDataSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.sessionCancelled,
      data: { session: await cancelSession(app.db, currentUser(request), request.params.id) },
    }),
  );

  // ---- The classroom ----------------------------------------------------------------------------------------

  app.post(
    '/api/virtualclass/:id/join',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'Records participation (the first join time is kept). A student of the course and section from 10 minutes before the start until the start plus the duration (else 403); the teacher and admins once the class is live (scheduled: 409). A full class: 403. Returns the room and, when the server has Jitsi token settings, a short-lived room token (the teacher as moderator).',
        params: ClassIdParamsSchema,
        response: { 200: envelope(JoinSessionResultSchema), ...errors },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const at = now();
      const joined = await joinSession(app.db, me, request.params.id, at);
      const session = await sessionDetail(app.db, joined, jitsi, at);
      const jwt = await signRoomToken(jitsi, {
        room: joined.session.roomName,
        user: { id: me.id, name: me.name, email: me.email },
        moderator: joined.role === 'teacher',
        opensAt: joinWindow(joined.session, joined.role, at).opensAt,
        endsAt: sessionEnd(timingOf(joined.session)),
        now: at,
      });
      return {
        success: true as const,
        data: { session, room_name: jitsiRoomName(jitsi, joined.session.roomName), jwt },
      };
    },
  );

  app.post(
    '/api/virtualclass/:id/leave',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'Records when a participant left; 404 for someone who never joined.',
        params: ClassIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await leaveSession(app.db, currentUser(request), request.params.id, now());
      return { success: true as const };
    },
  );
};

export default virtualClassRoutes;
