/**
 * The database schema. Constraints live here, not only in request validation: unique emails, student IDs,
 * employee IDs and course codes; credits 1-6 and semesters 1-8; foreign keys with deliberate `on delete`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
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
  ROLES,
} from '../../../contract/enums';

export const roleEnum = pgEnum('role', ROLES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);

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
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    index('users_role_status_idx').on(t.role, t.status, t.createdAt),
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

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    credits: integer('credits').notNull().default(3),
    semester: integer('semester').notNull().default(1),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** A course's teacher; deleting a teacher leaves the course unassigned, not gone. */
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    isVirtual: boolean('is_virtual').notNull().default(false),
    scheduleDays: text('schedule_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scheduleTime: text('schedule_time').notNull().default(''),
    scheduleRoom: text('schedule_room').notNull().default(''),
    creditHours: real('credit_hours'),
    prerequisites: text('prerequisites')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_code_unique').on(sql`upper(${t.code})`),
    index('courses_semester_department_idx').on(t.semester, t.departmentId),
    index('courses_department_idx').on(t.departmentId),
    index('courses_instructor_idx').on(t.instructorId),
    check('courses_credits_range', sql`${t.credits} between 1 and 6`),
    check('courses_semester_range', sql`${t.semester} between 1 and 8`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrollments_student_course_unique').on(t.studentId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
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
      .references(() => courses.id, { onDelete: 'cascade' }),
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

/** Failed sign-in attempts, counted per account and per address within a window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
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
  ],
);

/** What happened in the college, written when it happens; the admin dashboard's recent activities. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    message: text('message').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('activities_created_idx').on(t.createdAt)],
);
