/** Notifications (issue 11): the bell list of the signed-in user; the same events are e-mailed when SMTP is set. */
import { SaidSchema } from './envelope';
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from './enums';
import { emptyToUndefined, IdSchema } from './fields';

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 100;

export const NotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** In English as written; `said` renders them in the reader's language (older notifications have none). */
  title: z.string(),
  body: z.string(),
  said: z.object({ title: SaidSchema, body: SaidSchema.optional() }).nullable(),
  /** A path inside the portal, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationQuerySchema = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, sayRule('field.between', { label: 'Limit', min: 1, max: NOTIFICATIONS_MAX_LIMIT }))
      .max(
        NOTIFICATIONS_MAX_LIMIT,
        sayRule('field.between', { label: 'Limit', min: 1, max: NOTIFICATIONS_MAX_LIMIT }),
      )
      .default(NOTIFICATIONS_DEFAULT_LIMIT),
  ),
});

export const NotificationIdParamsSchema = z.object({ id: IdSchema });

export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });

/**
 * Where each kind of notification leads: paths of the web client (web/src/app/paths.ts, whose test checks that
 * these are among them), chosen by the recipient's role where it differs.
 */
export const NOTIFICATION_LINKS = {
  accountApproved: '/login',
  /** The announcement's own page (the admin area has only its list). */
  announcement: (id: string) => ({
    student: `/student/announcements/${encodeURIComponent(id)}`,
    faculty: `/faculty/announcements/${encodeURIComponent(id)}`,
    admin: '/admin/announcements',
  }),
  studentAssignments: '/student/assignments',
  /** A class announcement: its course page. */
  studentCourse: (courseId: string) => `/student/courses/${encodeURIComponent(courseId)}`,
  /** The grading page of one assignment, where the teacher reads a submission's comments. */
  facultySubmissions: (assignmentId: string) =>
    `/faculty/grade-submissions?assignment=${encodeURIComponent(assignmentId)}`,
  studentAttendance: '/student/attendance',
  classStarting: { student: '/student/virtual-classes', faculty: '/faculty/virtual-classes' },
  /** The admins' approval queue. */
  registrationQueue: '/admin/registrations',
  /** The admins' inbox of contact messages (the page lists them; it cannot open one by itself). */
  contactMessages: '/admin/messages',
  /** A person's page in the admin area, where the password reset is (a reset asked for without e-mail). */
  personPage: (role: 'student' | 'faculty', id: string) =>
    `/admin/${role === 'student' ? 'students' : 'faculty'}/${encodeURIComponent(id)}`,
} as const;
