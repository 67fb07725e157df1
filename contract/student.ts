/** The student area's API (spec part 2 §2-§3, API.md "Student"). A student reaches only its own records. */
import { TermQuerySchema, TermRefSchema } from './terms';
import { codeAndParams } from './envelope';
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { CourseSchema } from './courses';
import {
  ASSIGNMENT_TYPES,
  ATTENDANCE_STATUSES,
  EXAM_TYPES,
  SESSION_TYPES,
  VIRTUAL_SESSION_STATUSES,
} from './enums';
import { emptyToUndefined, SemesterSchema } from './fields';
import { ASSIGNMENT_DISPLAY_STATUSES } from './rules/assignments';
import { EXAM_ELIGIBILITIES } from './rules/attendance';

const CourseRefSchema = z.object({ _id: z.string(), code: z.string(), name: z.string() });

// ---- Dashboard ---------------------------------------------------------------------------------------------

export const TodayClassSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  code: z.string(),
  instructorName: z.string().nullable(),
  /** The course's schedule time, as the college writes it ('09:00 - 10:30'). */
  time: z.string(),
  room: z.string(),
  isVirtual: z.boolean(),
  /**
   * A virtual session of the day (its own entry, beside the weekly timetable's), whose timing decides when
   * the Join link appears; null for a timetable entry.
   */
  session: z
    .object({
      _id: z.string(),
      title: z.string(),
      status: z.enum(VIRTUAL_SESSION_STATUSES),
      /** The scheduled start, ISO-8601 UTC. */
      scheduled_date: z.string(),
      /** Minutes. */
      duration: z.number().int(),
      /** Not the course's timetable class (rules/timetable.ts isTimetableClass): shown as an extra session. */
      extra: z.boolean(),
    })
    .nullable(),
});
export type TodayClass = z.infer<typeof TodayClassSchema>;

export const StudentActivitySchema = z.object({
  type: z.enum(['assignment', 'grade', 'other']),
  message: z.string(),
  ...codeAndParams,
  time: z.string(),
});

/**
 * An open quiz of the student's courses in the term in view that it has not submitted (issue 37): Due next
 * lists it with the assignments, by its close.
 */
export const DueQuizSchema = z.object({
  _id: z.string(),
  title: z.string(),
  course: CourseRefSchema,
  /** ISO-8601 UTC. */
  opens_at: z.string(),
  /** The close for this student (with any extra minutes the teacher gave), ISO-8601 UTC. */
  closes_at: z.string(),
  /** The student has an attempt under way. */
  started: z.boolean(),
});
export type DueQuiz = z.infer<typeof DueQuizSchema>;

export const StudentDashboardSchema = z.object({
  enrolledCourses: z.number().int(),
  /** Null before the student has any final result: nothing to show, not a CGPA of 0.00. */
  cgpa: z.number().nullable(),
  /** Null before any class of the student's courses was held: nothing to show, not 0%. */
  attendancePercentage: z.number().int().nullable(),
  pendingAssignments: z.number().int(),
  /**
   * Today's classes (college time zone): the enrolled courses' timetable slots on this weekday and the day's
   * virtual sessions of those courses (of every section or the student's), by start time.
   */
  upcomingClasses: z.array(TodayClassSchema),
  recentActivities: z.array(StudentActivitySchema),
  /** Open quizzes not yet submitted, the soonest to close first. */
  quizzesDue: z.array(DueQuizSchema),
});
export type StudentDashboard = z.infer<typeof StudentDashboardSchema>;

// ---- Courses -----------------------------------------------------------------------------------------------

/** A list's semester, and its term (the term in view unless `term` is `all` or a term's id). */
export const SemesterQuerySchema = z
  .object({
    semester: z.preprocess(emptyToUndefined, SemesterSchema.optional()),
  })
  .extend(TermQuerySchema.shape);

export const StudentCourseSchema = CourseSchema.extend({
  instructor_name: z.string().nullable(),
  enrolledCount: z.number().int(),
  /** The student's assignments in the course with no submission and not overdue. */
  assignments: z.number().int(),
  /** An earlier course: its final result counts and the student is not taking it again. */
  completed: z.boolean(),
  /** The letter of that final result, when completed. */
  final_grade: z.string().nullable(),
});
export const StudentCourseListSchema = z.object({ courses: z.array(StudentCourseSchema) });

// ---- Grades ------------------------------------------------------------------------------------------------

export const GradeRecordSchema = z.object({
  _id: z.string(),
  course_id: CourseRefSchema,
  semester: z.number().int(),
  exam_type: z.enum(EXAM_TYPES),
  marks_obtained: z.number(),
  total_marks: z.number(),
  percentage: z.number(),
  letter_grade: z.string(),
  grade_point: z.number(),
  credits: z.number().int(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  /** 1 the first time the student took the course, 2 and on for repeats. */
  attempt: z.number().int(),
  /** A result of an attempt that a later attempt's final replaced: shown, marked, counted in no GPA. */
  repeated: z.boolean(),
  /** The term of the offering the result belongs to ("Fall 2026"): grade pages group results by it. */
  term: TermRefSchema,
});
export type GradeRecord = z.infer<typeof GradeRecordSchema>;
export const GradeListSchema = z.object({ grades: z.array(GradeRecordSchema) });

/**
 * CGPA and SGPA are credit-weighted means of the grade points of final results, each course counted once:
 * a repeated course with its latest attempt only.
 */
export const GradeSummarySchema = z.object({
  /** Null before the first final result (totalCourses 0): nothing to show, not 0.00. */
  cgpa: z.number().nullable(),
  totalCredits: z.number().int(),
  totalCourses: z.number().int(),
  semesterSummary: z.array(
    z.object({
      semester: z.number().int(),
      sgpa: z.number(),
      totalCredits: z.number().int(),
      coursesCompleted: z.number().int(),
    }),
  ),
});
export type GradeSummary = z.infer<typeof GradeSummarySchema>;

// ---- Attendance --------------------------------------------------------------------------------------------

export const AttendanceQuerySchema = z
  .object({
    course_id: z.preprocess(
      emptyToUndefined,
      z.uuid(sayRule('field.invalid', { label: 'course' })).optional(),
    ),
  })
  .extend(TermQuerySchema.shape);

export const AttendanceRecordSchema = z.object({
  _id: z.string(),
  date: z.string(),
  course_id: CourseRefSchema,
  status: z.enum(ATTENDANCE_STATUSES),
  session_type: z.enum(SESSION_TYPES),
  /** The class meeting's start (HH:MM) when the course had more than one class of the type that day, else ''. */
  start_time: z.string(),
  remarks: z.string().nullable(),
});
export const AttendanceListSchema = z.object({ attendance: z.array(AttendanceRecordSchema) });

export const CourseAttendanceSchema = z.object({
  course: CourseRefSchema,
  /** The term of the offering: an ended term's figures are final (no warning, outlook or eligibility). */
  term: TermRefSchema,
  total: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  percentage: z.number().int(),
  /** More classes the student may miss and stay at 75%; or, below it, classes needed in a row. */
  canMiss: z.number().int(),
  needInARow: z.number().int(),
  /** Where the student stands for the course's final exam (rules/attendance.ts). */
  eligibility: z.enum(EXAM_ELIGIBILITIES),
});
export const AttendanceSummarySchema = z.object({
  summary: z.array(CourseAttendanceSchema),
  /** Null before any class was held: nothing to show, not 0%. */
  overall: z.number().int().nullable(),
});

// ---- Assignments and submissions ------------------------------------------------------------------------------

export const SubmissionSchema = z.object({
  _id: z.string(),
  submission_text: z.string().nullable(),
  submission_link: z.string().nullable(),
  /** The uploaded file, when there is one; download it from /api/submissions/:id/file. */
  submission_file: z
    .object({ originalname: z.string(), size: z.number().int(), mimetype: z.string() })
    .nullable(),
  status: z.enum(['submitted', 'graded']),
  is_late: z.boolean(),
  submitted_at: z.string(),
  updated_at: z.string(),
  grade: z
    .object({ marks_obtained: z.number(), feedback: z.string().nullable(), graded_at: z.string() })
    .nullable(),
  /**
   * When the teacher returned it for resubmission and the student has not resubmitted yet: the student may
   * update it again, past the due date too
   * (docs/decisions/0028-class-announcements-submission-history-due-next.md). Null otherwise.
   */
  returned_at: z.string().nullable(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const StudentAssignmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(ASSIGNMENT_TYPES),
  total_marks: z.number().int(),
  due_date: z.string(),
  course_id: CourseRefSchema,
  isOverdue: z.boolean(),
  displayStatus: z.enum(ASSIGNMENT_DISPLAY_STATUSES),
  submission: SubmissionSchema.nullable(),
  /** Its offering's term has ended: it takes no submission (the server refuses one, 409 term.submissionsOver). */
  submissions_closed: z.boolean(),
});
export type StudentAssignment = z.infer<typeof StudentAssignmentSchema>;
export const StudentAssignmentListSchema = z.object({ assignments: z.array(StudentAssignmentSchema) });
export const StudentAssignmentQuerySchema = z
  .object({
    status: z.preprocess(emptyToUndefined, z.enum(['pending', 'submitted', 'overdue']).optional()),
  })
  .extend(TermQuerySchema.shape);

/** The text parts of a submission; the file comes as a multipart part named `file`. At least one is needed. */
export const SubmissionFieldsSchema = z.object({
  submission_text: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(20_000, sayRule('field.maxLength', { label: 'The written response', max: '20,000' }))
      .refine(
        (text) => !text.includes('\u0000'),
        'The written response contains a character that is not allowed',
      )
      .optional(),
  ),
  submission_link: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'Enter a valid link starting with http:// or https://' })
      .max(2000)
      .optional(),
  ),
});
export const SubmissionEnvelopeDataSchema = z.object({ submission: SubmissionSchema });

// ---- One course, as its student sees it ------------------------------------------------------------------------

export const StudentCourseDetailSchema = z.object({
  course: StudentCourseSchema,
  assignments: z.array(StudentAssignmentSchema),
  attendance: CourseAttendanceSchema,
  grades: z.array(GradeRecordSchema),
});
