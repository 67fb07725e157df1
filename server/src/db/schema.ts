/**
 * The database schema. Constraints live here, not only in request validation: unique emails, student IDs,
 * employee IDs and course codes; credits 1-6 and semesters 1-8; foreign keys with deliberate `on delete`.
 */
import { getViewSelectedFields, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  ACTIVITY_TYPES,
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_PRIORITIES,
  ASSIGNMENT_TYPES,
  ATTENDANCE_STATUSES,
  EXAM_TYPES,
  NOTIFICATION_KINDS,
  ROLES,
  SESSION_TYPES,
  SUBMISSION_EVENT_KINDS,
  SUBMISSION_STATUSES,
  TERM_SEASONS,
  VIRTUAL_SESSION_STATUSES,
} from '../../../contract/enums';
import { LOCALES } from '../../../contract/locale';

export const roleEnum = pgEnum('role', ROLES);
export const localeEnum = pgEnum('locale', LOCALES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const assignmentTypeEnum = pgEnum('assignment_type', ASSIGNMENT_TYPES);
export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);
export const sessionTypeEnum = pgEnum('session_type', SESSION_TYPES);
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const termSeasonEnum = pgEnum('term_season', TERM_SEASONS);
export const examTypeEnum = pgEnum('exam_type', EXAM_TYPES);
export const virtualSessionStatusEnum = pgEnum('virtual_session_status', VIRTUAL_SESSION_STATUSES);
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

export const programs = pgTable('programs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  departmentId: uuid('department_id')
    .notNull()
    .references(() => departments.id, { onDelete: 'restrict' }),
  durationYears: real('duration_years').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased: emails compare case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    status: accountStatusEnum('status').notNull().default('pending'),
    phone: text('phone'),
    /** Where a self-registration came from: registrations are rate limited per address. */
    registrationIp: text('registration_ip'),
    rejectionReason: text('rejection_reason'),
    /** The language the person chose (contract/locale.ts), remembered with the account; null until chosen. */
    language: localeEnum('language'),
    /** Set when an admin issued a temporary password: the account may do nothing but change it (auth guard). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_role_status_idx').on(t.role, t.status, t.createdAt),
    // The approval queue and the dashboard's count of pending registrations, whatever the role.
    index('users_status_created_idx').on(t.status, t.createdAt),
    index('users_registration_ip_idx').on(t.registrationIp, t.createdAt),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: text('student_id').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    bloodGroup: text('blood_group'),
    address: text('address').notNull(),
    nationality: text('nationality').notNull(),
    religion: text('religion').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    guardianRelation: text('guardian_relation').notNull(),
    emergencyContact: text('emergency_contact').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    batch: text('batch').notNull(),
    semester: integer('semester').notNull(),
    section: text('section').notNull(),
    /** Set when a term's start promoted the student past the program's last semester. */
    graduatedAt: timestamp('graduated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_profiles_student_id_unique').on(sql`lower(${t.studentId})`),
    index('student_profiles_department_semester_idx').on(t.departmentId, t.semester),
    check('student_profiles_semester_range', sql`${t.semester} between 1 and 8`),
    check('student_profiles_section_length', sql`char_length(${t.section}) = 1`),
  ],
);

export const facultyProfiles = pgTable(
  'faculty_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeId: text('employee_id').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    bloodGroup: text('blood_group'),
    address: text('address').notNull(),
    nationality: text('nationality').notNull(),
    religion: text('religion').notNull(),
    emergencyContact: text('emergency_contact').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    designation: text('designation').notNull(),
    qualification: text('qualification').notNull(),
    specialization: text('specialization').notNull(),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    experience: text('experience').notNull(),
  },
  (t) => [
    uniqueIndex('faculty_profiles_employee_id_unique').on(sql`lower(${t.employeeId})`),
    index('faculty_profiles_department_idx').on(t.departmentId),
  ],
);

/**
 * The college's academic calendar (docs/decisions/0033-a-course-is-an-offering-in-one-term.md). Two terms'
 * dates never overlap
 * (the exclusion constraint of migration 0025, which drizzle cannot declare). A term is started once, by the
 * admin: its offerings, promotions and enrolments are made then; a closed term's records are read-only.
 */
export const terms = pgTable(
  'terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    season: termSeasonEnum('season').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_name_unique').on(sql`lower(${t.name})`),
    index('terms_starts_on_idx').on(t.startsOn),
    check('terms_dates_order', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/** A course as the catalogue keeps it, whichever term teaches it. */
export const catalogueCourses = pgTable(
  'catalogue_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    credits: integer('credits').notNull().default(3),
    semester: integer('semester').notNull().default(1),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    creditHours: real('credit_hours'),
    prerequisites: text('prerequisites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A course with students' records is archived, never deleted: transcripts depend on it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_code_unique').on(sql`upper(${t.code})`),
    index('catalogue_courses_semester_department_idx').on(t.semester, t.departmentId),
    index('catalogue_courses_department_idx').on(t.departmentId),
    check('courses_credits_range', sql`${t.credits} between 1 and 6`),
    check('courses_semester_range', sql`${t.semester} between 1 and 8`),
  ],
);

/**
 * A catalogue course taught in one term: its teacher and schedule. Every record of teaching (enrolments,
 * attendance, assignments, materials, results, virtual classes) belongs to an offering.
 */
export const courseOfferings = pgTable(
  'course_offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogueCourseId: uuid('catalogue_course_id')
      .notNull()
      .references(() => catalogueCourses.id, { onDelete: 'cascade' }),
    termId: uuid('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'restrict' }),
    /** A course's teacher; deleting a teacher leaves the course unassigned, not gone. */
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    isVirtual: boolean('is_virtual').notNull().default(false),
    scheduleDays: text('schedule_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scheduleTime: text('schedule_time').notNull().default(''),
    scheduleRoom: text('schedule_room').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_offerings_one_per_term').on(t.catalogueCourseId, t.termId),
    index('course_offerings_term_idx').on(t.termId),
    index('courses_instructor_idx').on(t.instructorId),
  ],
);

/**
 * A course as every route names it: an offering with its catalogue course's fields and its term's name.
 * A view (migrations 0025 and 0030), read like a table; writes go to the two tables (courses/offerings.ts).
 */
export const courses = pgView('courses', {
  id: uuid('id').notNull(),
  catalogueCourseId: uuid('catalogue_course_id').notNull(),
  termId: uuid('term_id').notNull(),
  termName: text('term_name').notNull(),
  termClosedAt: timestamp('term_closed_at', { withTimezone: true }),
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  credits: integer('credits').notNull(),
  semester: integer('semester').notNull(),
  departmentId: uuid('department_id'),
  instructorId: uuid('instructor_id'),
  isVirtual: boolean('is_virtual').notNull(),
  scheduleDays: text('schedule_days').array().notNull(),
  scheduleTime: text('schedule_time').notNull(),
  scheduleRoom: text('schedule_room').notNull(),
  creditHours: real('credit_hours'),
  prerequisites: text('prerequisites').array().notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}).existing();

/** The view's columns, for a select that names a course among other tables (`{ course: courseColumns }`). */
export const courseColumns = getViewSelectedFields(courses);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrollments_student_course_unique').on(t.studentId, t.courseId),
    // With the student, a course's class list is read from the index alone (a teacher's students list).
    index('enrollments_course_idx').on(t.courseId, t.studentId),
  ],
);

/** Courses a person chose on the registration form, acted on when an admin approves the account. */
export const registrationCourses = pgTable(
  'registration_courses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Opaque bearer tokens, stored only as a SHA-256 hash so that a leaked table signs nobody in. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_unique').on(t.tokenHash),
    index('auth_sessions_user_idx').on(t.userId, t.ip),
  ],
);

/**
 * Devices a person has signed in from: the hash of the random device id kept in the browser's httpOnly cookie
 * (sign-in path only). A correct password from a known device is never held back by other people's failures
 * (modules/auth/login-throttle.ts). Written at every sign-in, so not announced, like the session store.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Failed password checks that slow further attempts down (sign-ins per account, per known place, per account at
 * a busy address; current-password checks), one row per subject: counting and checking are one upsert, so that
 * attempts sent at once cannot all pass. `slowedUntil` is when the next attempt may be made.
 */
export const signInSlowdowns = pgTable('sign_in_slowdowns', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  slowedUntil: timestamp('slowed_until', { withTimezone: true }).notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Links that reset a forgotten password (modules/auth/password-reset.ts): the token in the link is kept only as
 * a SHA-256 hash; a link works once (`used_at`), until `expires_at`, and a newer link ends the older ones.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The attempts counted against a limit (sign-in failures per account and per address, contact messages,
 * self-registrations), one row per limit and subject: counting and checking are one upsert, so that requests
 * arriving at once cannot all pass (lib/rate-limits.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * The writes sent with an `Idempotency-Key` (plugins/idempotency.ts), one row per account and key for 24 hours:
 * claimed before the route runs (`status` null while it does), then holding the first answer, which a retry with
 * the same key gets again instead of writing twice. The key itself is not kept, only its SHA-256, and the answer
 * is sealed with the key (it may carry a temporary password): the table alone tells nobody anything.
 * docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request's body; null when an upload was refused before it was read to its end. */
    requestHash: text('request_hash'),
    status: integer('status'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    /** The answer's body, sealed (AES-256-GCM) with a key derived from the Idempotency-Key. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.keyHash] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The audit trail: every change to grades, attendance, accounts and enrollments, and every deletion, with
 * who (a snapshot of the name, which outlives the account), when, from where, and the record before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorRole: roleEnum('actor_role'),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    /** The summary's code and parameters in the message catalogue; null on entries written before codes. */
    summaryCode: text('summary_code'),
    summaryParams: jsonb('summary_params'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** Site-wide settings editable by the college (one row per key), such as its contact details. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the public contact form, read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    targetAudience: text('target_audience', { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default('all'),
    priority: text('priority', { enum: ANNOUNCEMENT_PRIORITIES }).notNull().default('normal'),
    /** The day of the event an announcement is about, when it is about one (shown as an upcoming event). */
    eventDate: timestamp('event_date', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_audience_created_idx').on(t.targetAudience, t.createdAt),
    index('announcements_created_idx').on(t.createdAt),
    // Upcoming events on the admin dashboard.
    index('announcements_event_date_idx').on(t.eventDate),
  ],
);

/**
 * A teacher's announcement to one course (spec beyond: issue 25): every enrolled student, or only one
 * section's. Read on the course page and in the students' announcement list.
 */
export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    /** Empty means every section of the course. */
    section: text('section'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_announcements_course_created_idx').on(t.courseId, t.createdAt),
    check('course_announcements_section_length', sql`${t.section} is null or char_length(${t.section}) = 1`),
  ],
);

/** What happened in the college, written when it happens; the admin dashboard's recent activities. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    /** The entry's English, as written; shown only where its code is unknown (rows older than codes). */
    message: text('message').notNull(),
    /** The entry as the message catalogue's code and parameters, rendered in the reader's language. */
    code: text('code'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('activities_created_idx').on(t.createdAt)],
);

/** Marks are stored exactly (numeric) and read as numbers. */
const marks = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: assignmentTypeEnum('type').notNull().default('assignment'),
    totalMarks: integer('total_marks').notNull().default(100),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assignments_course_due_idx').on(t.courseId, t.dueDate),
    check('assignments_total_marks_min', sql`${t.totalMarks} >= 1`),
  ],
);

/** One submission per student and assignment: submitting again updates it, until it is graded. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('submission_text'),
    link: text('submission_link'),
    /** The stored file's generated name under the uploads folder; the original name is kept apart. */
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    isLate: boolean('is_late').notNull().default(false),
    status: submissionStatusEnum('status').notNull().default('submitted'),
    marksObtained: marks('marks_obtained'),
    feedback: text('feedback'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Returned for resubmission and not resubmitted yet
     * (docs/decisions/0028-class-announcements-submission-history-due-next.md): the student may
     * update it again, past the due date too; `returnMarksLate` is the teacher's choice of whether that
     * resubmission counts as late when it comes after the due date.
     */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnMarksLate: boolean('return_marks_late').notNull().default(false),
  },
  (t) => [
    uniqueIndex('submissions_assignment_student_unique').on(t.assignmentId, t.studentId),
    index('submissions_student_idx').on(t.studentId),
    index('submissions_status_idx').on(t.assignmentId, t.status),
    check('submissions_marks_min', sql`${t.marksObtained} is null or ${t.marksObtained} >= 0`),
  ],
);

/** Earlier marks of a regraded submission. */
export const submissionGradeHistory = pgTable(
  'submission_grade_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    marksObtained: marks('marks_obtained').notNull(),
    feedback: text('feedback'),
    gradedAt: timestamp('graded_at', { withTimezone: true }).notNull(),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('submission_grade_history_submission_idx').on(t.submissionId)],
);

/**
 * A submission's history: every step (submitted, updated, returned, resubmitted, commented, graded), with the
 * private comments between the student and the course's teacher. Only those two read it.
 */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBMISSION_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A comment's text, or the teacher's reason when returning. */
    body: text('body'),
    marksObtained: marks('marks_obtained'),
    /** For a submission, update or resubmission: whether it counted as late. */
    isLate: boolean('is_late'),
    createdAt: createdAt(),
  },
  (t) => [index('submission_events_submission_idx').on(t.submissionId, t.createdAt)],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    sessionType: sessionTypeEnum('session_type').notNull().default('lecture'),
    /**
     * With course, date and session type, which class meeting the record belongs to
     * (docs/decisions/0014-attendance-belongs-to-a-class-meeting.md): a virtual class's start on the college's
     * clocks (HH:MM), or the start a teacher gave a further class of the same type that day; empty for the day's
     * one class of its type.
     */
    startTime: text('start_time').notNull().default(''),
    status: attendanceStatusEnum('status').notNull(),
    remarks: text('remarks'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_one_per_meeting').on(t.studentId, t.courseId, t.date, t.sessionType, t.startTime),
    index('attendance_course_date_idx').on(t.courseId, t.date),
    // A teacher's students list counts each student's classes and presences per course from this index alone.
    index('attendance_course_student_status_idx').on(t.courseId, t.studentId, t.status),
    check('attendance_start_time_format', sql`${t.startTime} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9])?$'`),
  ],
);

/**
 * A department's permission for a student with 65% to 75% attendance in a course to sit its final exam
 * (spec part 2 §9), recorded by the course's teacher or an admin.
 */
export const examPermissions = pgTable(
  'exam_permissions',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    note: text('note'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.studentId] })],
);

/**
 * Course results. Letter grade and grade point are computed by contract/ rules, never typed in. A result's
 * semester is its course's, never the caller's; a student who repeats a course has a second attempt, whose
 * final replaces the earlier one in every GPA (docs/decisions/0013-results-count-once.md).
 */
export const grades = pgTable(
  'grades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    /**
     * The offering's catalogue course: attempts are counted per catalogue course, so a repeat in a later term's
     * offering is the next attempt and its final replaces the earlier one
     * (docs/decisions/0033-a-course-is-an-offering-in-one-term.md).
     */
    catalogueCourseId: uuid('catalogue_course_id')
      .notNull()
      .references(() => catalogueCourses.id, { onDelete: 'cascade' }),
    semester: integer('semester').notNull(),
    examType: examTypeEnum('exam_type').notNull().default('final'),
    /** 1 for the first time the student takes the course, 2 for its first repeat, and so on. */
    attempt: integer('attempt').notNull().default(1),
    marksObtained: marks('marks_obtained').notNull(),
    totalMarks: marks('total_marks').notNull(),
    percentage: marks('percentage').notNull(),
    letterGrade: text('letter_grade').notNull(),
    gradePoint: numeric('grade_point', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    credits: integer('credits').notNull(),
    remarks: text('remarks'),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One result per exam of each attempt, whatever semester: a course's results cannot count twice.
    uniqueIndex('grades_one_per_attempt').on(t.studentId, t.catalogueCourseId, t.examType, t.attempt),
    index('grades_course_idx').on(t.courseId),
    // CGPAs of many students at once (a teacher's students list) read only final results' points and credits.
    index('grades_final_points_idx')
      .on(t.studentId, t.gradePoint, t.credits)
      .where(sql`${t.examType} = 'final'`),
    check(
      'grades_marks_range',
      sql`${t.marksObtained} >= 0 and ${t.marksObtained} <= ${t.totalMarks} and ${t.totalMarks} >= 1`,
    ),
    check('grades_semester_range', sql`${t.semester} between 1 and 8`),
    check('grades_attempt_min', sql`${t.attempt} >= 1`),
  ],
);

export const virtualSessions = pgTable(
  'virtual_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: virtualSessionStatusEnum('status').notNull().default('scheduled'),
    semester: integer('semester'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** Empty means every section of the course. */
    section: text('section'),
    maxParticipants: integer('max_participants').notNull().default(100),
    roomName: text('room_name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('virtual_sessions_instructor_time_idx').on(t.instructorId, t.scheduledAt),
    index('virtual_sessions_course_time_idx').on(t.courseId, t.scheduledAt),
    index('virtual_sessions_status_time_idx').on(t.status, t.scheduledAt),
    // Classes scheduled lately, counted on the admin dashboard.
    index('virtual_sessions_created_idx').on(t.createdAt),
    check('virtual_sessions_duration_range', sql`${t.durationMinutes} between 30 and 180`),
    check('virtual_sessions_participants_range', sql`${t.maxParticipants} between 10 and 500`),
  ],
);

export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => virtualSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

/**
 * What a user is told (spec beyond: issue 11): the in-app bell list, read or unread. `dedupeKey` makes a
 * notification that a job may try twice (a class starting in 15 minutes) arrive once.
 */
export type NotificationSaid = {
  title: { code: string; params?: Record<string, string | number> };
  body?: { code: string; params?: Record<string, string | number> };
};

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    /** Title and body in English as written; shown only where `said` is missing (rows older than codes). */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Title and body as the message catalogue's codes and parameters, rendered in the reader's language. */
    said: jsonb('said').$type<NotificationSaid>(),
    /** A path inside the portal that the notification leads to. */
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/**
 * E-mails waiting to be sent through SMTP: written in the transaction of what caused them, sent by a worker
 * that retries with back-off, so that a slow or failing mail server never blocks or fails a request.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** A user's private calendar feed: the secret in its URL, stored only as a SHA-256 hash; deleting it revokes. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * An issued transcript: what it said when issued (the record may change later), and the code that
 * /verify/:code checks it by.
 */
export const transcripts = pgTable(
  'transcripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verificationCode: text('verification_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    studentName: text('student_name').notNull(),
    program: text('program').notNull(),
    cgpa: numeric('cgpa', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    /** The semesters and courses as printed, for a reissue of the same document. */
    content: jsonb('content').notNull(),
  },
  (t) => [
    uniqueIndex('transcripts_verification_code_unique').on(t.verificationCode),
    index('transcripts_student_idx').on(t.studentId, t.issuedAt),
  ],
);

/**
 * What a course's teacher shares with the class (issue 25): a file, a link or a short note, under a week or
 * topic, in the teacher's order (`position`, the place in the course's whole list). Files live in the file
 * store under `materials/`; deleting the row deletes the file after the commit.
 */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courseOfferings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['file', 'link', 'note'] }).notNull(),
    title: text('title').notNull(),
    groupLabel: text('group_label').notNull().default(''),
    position: integer('position').notNull(),
    /** Empty means every section of the course. */
    section: text('section'),
    link: text('link'),
    note: text('note'),
    filePath: text('file_path'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_materials_course_position_idx').on(t.courseId, t.position),
    check('course_materials_kind', sql`${t.kind} in ('file', 'link', 'note')`),
    check(
      'course_materials_content',
      sql`(${t.kind} = 'file' and ${t.filePath} is not null) or (${t.kind} = 'link' and ${t.link} is not null) or (${t.kind} = 'note' and ${t.note} is not null)`,
    ),
  ],
);

/** Files a teacher attaches to an assignment (the question paper, a dataset), kept under `attachments/`. */
export const assignmentAttachments = pgTable(
  'assignment_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    filePath: text('file_path').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('assignment_attachments_assignment_idx').on(t.assignmentId, t.createdAt)],
);

/** Quizzes, in a file of their own (quiz-schema.ts). */
export * from './quiz-schema';
