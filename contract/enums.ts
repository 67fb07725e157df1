/** Enumerations of the specification (part 1 §5, §9; part 2 §9). The one place each list lives. */

export const ROLES = ['admin', 'faculty', 'student'] as const;
export type Role = (typeof ROLES)[number];

/** A new student or faculty account waits for an admin; only `approved` accounts may sign in. */
export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const GUARDIAN_RELATIONS = ['Father', 'Mother', 'Guardian'] as const;

/** Departments of the college with their short codes. Education teaches B.Ed and takes faculty only. */
export const DEPARTMENTS = [
  { name: 'Information Technology', code: 'IT' },
  { name: 'Computer Science', code: 'CS' },
  { name: 'English', code: 'ENG' },
  { name: 'Urdu', code: 'URDU' },
  { name: 'Botany', code: 'BOT' },
  { name: 'Zoology', code: 'ZOO' },
  { name: 'Business Administration', code: 'BBA' },
  { name: 'Education', code: 'EDU' },
] as const;
export type DepartmentName = (typeof DEPARTMENTS)[number]['name'];

export const STUDENT_DEPARTMENTS = [
  'Information Technology',
  'Computer Science',
  'English',
  'Urdu',
  'Botany',
  'Zoology',
  'Business Administration',
] as const satisfies readonly DepartmentName[];
export const FACULTY_DEPARTMENTS = [
  ...STUDENT_DEPARTMENTS,
  'Education',
] as const satisfies readonly DepartmentName[];

/** Degree programs a student registers for, each owned by one department. */
export const PROGRAMS = [
  { name: 'BS Information Technology', department: 'Information Technology', years: 4 },
  { name: 'BS Computer Science', department: 'Computer Science', years: 4 },
  { name: 'BS English', department: 'English', years: 4 },
  { name: 'BS Urdu', department: 'Urdu', years: 4 },
  { name: 'BS Botany', department: 'Botany', years: 4 },
  { name: 'BS Zoology', department: 'Zoology', years: 4 },
  { name: 'BBA', department: 'Business Administration', years: 4 },
  { name: 'B.Ed', department: 'Education', years: 1.5 },
] as const satisfies readonly { name: string; department: DepartmentName; years: number }[];
export const PROGRAM_NAMES = PROGRAMS.map((p) => p.name) as unknown as readonly [
  (typeof PROGRAMS)[number]['name'],
  ...(typeof PROGRAMS)[number]['name'][],
];

export const DESIGNATIONS = [
  'Professor',
  'Associate Professor',
  'Assistant Professor',
  'Lecturer',
  'Lab Instructor',
  'Visiting Faculty',
] as const;
export const QUALIFICATIONS = ['Ph.D.', 'M.Phil.', 'MS/MSc', 'MBA', 'BS/BSc'] as const;

export const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MIN_SEMESTER = 1;
export const MAX_SEMESTER = 8;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ANNOUNCEMENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ANNOUNCEMENT_AUDIENCES = ['all', 'students', 'faculty'] as const;

export const CONTACT_SUBJECTS = ['admissions', 'academic', 'support', 'technical', 'general'] as const;

/** Kinds of entry in the admin dashboard's recent activities, each with its own icon. */
export const ACTIVITY_TYPES = ['student', 'course', 'alert', 'user', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ASSIGNMENT_TYPES = ['assignment', 'quiz', 'project', 'exam'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

export const SUBMISSION_STATUSES = ['submitted', 'graded'] as const;

/** What a notification (in-app bell and e-mail) is about. */
export const NOTIFICATION_KINDS = [
  'account_approved',
  'account_rejected',
  'announcement',
  'assignment_posted',
  'submission_graded',
  'class_starting',
  'attendance_warning',
  'account_security',
  /** To every admin: registrations wait in the approval queue (one unread notification, kept current). */
  'registration_waiting',
  /** To every admin: contact messages wait for a reply (one unread notification, kept current). */
  'contact_message',
  /** To the student: the teacher returned a submission for resubmission. */
  'submission_returned',
  /** To the other party: a private comment on a submission (docs/decisions/0028-class-announcements-submission-history-due-next.md). */
  'submission_comment',
  /** To the enrolled students: a quiz has opened (docs/decisions/0038-quizzes-marked-by-the-server.md). */
  'quiz_opened',
  /** To the enrolled students who have not submitted: a quiz closes within 24 hours. */
  'quiz_closing',
  /** To every admin: a person without e-mail asked for a password reset (the college has no SMTP). */
  'password_reset_asked',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const SESSION_TYPES = ['lecture', 'lab', 'tutorial', 'virtual'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** A student with no record for a class counts as absent (spec part 2 §4). */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const EXAM_TYPES = ['midterm', 'final', 'quiz', 'assignment'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];
export const EXAM_TYPE_DEFAULT: ExamType = 'final';

/** A quiz's questions: single choice, multiple choice (all or nothing), true/false, short answer (issue 37). */
export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false', 'short'] as const;

/** Virtual class sessions move scheduled → ongoing → completed, or scheduled → cancelled. */
export const VIRTUAL_SESSION_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export type VirtualSessionStatus = (typeof VIRTUAL_SESSION_STATUSES)[number];

/**
 * What a submission's history records
 * (docs/decisions/0028-class-announcements-submission-history-due-next.md): every step of the exchange
 * between the student and the teacher, in order, shown to both.
 */
export const SUBMISSION_EVENT_KINDS = [
  'submitted',
  'updated',
  'returned',
  'resubmitted',
  'commented',
  'graded',
] as const;
export type SubmissionEventKind = (typeof SUBMISSION_EVENT_KINDS)[number];

/** A term's season: Fall teaches the odd semesters, Spring the even ones; a Summer term teaches repeats. */
export const TERM_SEASONS = ['Fall', 'Spring', 'Summer'] as const;
export type TermSeason = (typeof TERM_SEASONS)[number];

/** A term's state on a given day: closed once the admin closes it, otherwise by its dates. */
export const TERM_STATUSES = ['upcoming', 'current', 'ended', 'closed'] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];

/** The steps of a term's start, in the order it takes them: read the college, then write its new term. */
export const TERM_START_STEPS = ['planning', 'offerings', 'promotions', 'enrollments', 'recording'] as const;
export type TermStartStep = (typeof TERM_START_STEPS)[number];
