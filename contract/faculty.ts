/** The faculty area's API (spec part 2 §2-§3, API.md "Faculty"). A teacher reaches only its own courses. */
import { TermQuerySchema, TermRefSchema } from './terms';
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { MissingStudentSchema } from './submission-loop';
import { CourseSchema } from './courses';
import { ASSIGNMENT_TYPES, ATTENDANCE_STATUSES, EXAM_TYPE_DEFAULT, EXAM_TYPES, SESSION_TYPES } from './enums';
import { dateSchema, emptyToUndefined, IdSchema, optionalText, requiredText, SemesterSchema } from './fields';
import { EXAM_ELIGIBILITIES, MEETING_START_PATTERN } from './rules/attendance';
import { MAX_ATTEMPTS } from './rules/grades';
import { CourseAttendanceSchema, GradeRecordSchema, SubmissionSchema, TodayClassSchema } from './student';
import { PageInfoSchema, PageQuerySchema } from './paging';

const CourseRefSchema = z.object({ _id: z.string(), code: z.string(), name: z.string() });
const StudentRefSchema = z.object({ _id: z.string(), name: z.string(), student_id: z.string() });

// ---- Dashboard ---------------------------------------------------------------------------------------------

export const RecentSubmissionSchema = z.object({
  _id: z.string(),
  student: StudentRefSchema,
  assignment: z.object({ _id: z.string(), title: z.string() }),
  course: CourseRefSchema,
  submitted_at: z.string(),
  is_late: z.boolean(),
  status: z.enum(['submitted', 'graded']),
});

export const FacultyDashboardSchema = z.object({
  myCourses: z.number().int(),
  /** Distinct students enrolled in the teacher's courses. */
  totalStudents: z.number().int(),
  /**
   * Submissions to the teacher's assignments that await grading ("Submissions to grade"); one returned for
   * resubmission waits for its student, not for the teacher, until it is resubmitted.
   */
  pendingAssignments: z.number().int(),
  classesToday: z.number().int(),
  todaysClasses: z.array(TodayClassSchema),
  recentSubmissions: z.array(RecentSubmissionSchema),
});
export type FacultyDashboard = z.infer<typeof FacultyDashboardSchema>;

// ---- Courses and students -----------------------------------------------------------------------------------

export const FacultyCourseSchema = CourseSchema.extend({ enrolledCount: z.number().int() });
export const FacultyCourseListSchema = z.object({ courses: z.array(FacultyCourseSchema) });

export const FacultyStudentQuerySchema = z
  .object({
    course_id: z.preprocess(
      emptyToUndefined,
      z.uuid(sayRule('field.invalid', { label: 'course' })).optional(),
    ),
    search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  })
  .extend(TermQuerySchema.shape)
  .extend(PageQuerySchema.shape);

export const FacultyStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  student_id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  semester: z.number().int(),
  section: z.string(),
  /** The teacher's courses this student takes, each with its term. */
  courses: z.array(CourseRefSchema.extend({ term: TermRefSchema })),
  /** Null before the student's first final result (nothing to show, not 0.00). */
  cgpa: z.number().nullable(),
  /** Attendance in the teacher's courses (mean of the per-course percentages); null before any class there. */
  attendance: z.number().int().nullable(),
});
/**
 * One page of the teacher's students, with figures over every student the filters match (not only the page):
 * mean CGPA to two places, mean attendance in whole percent, and how many of the teacher's courses they take.
 * The means are over the students who have a figure; null when none has one.
 */
export const FacultyStudentListSchema = z
  .object({
    students: z.array(FacultyStudentSchema),
    summary: z.object({
      averageCgpa: z.number().nullable(),
      averageAttendance: z.number().int().nullable(),
      activeCourses: z.number().int(),
    }),
  })
  .extend(PageInfoSchema.shape);

/** A student as its teacher may see it: contact, and only the teacher's courses. */
export const FacultyStudentProfileSchema = z.object({
  student: FacultyStudentSchema.extend({
    department: z.string().nullable(),
    program: z.string(),
    batch: z.string(),
  }),
  courses: z.array(
    z.object({
      course: CourseRefSchema,
      attendance: CourseAttendanceSchema,
      grades: z.array(GradeRecordSchema),
    }),
  ),
});

// ---- Assignments and grading --------------------------------------------------------------------------------

export const AssignmentInputSchema = z.object({
  course_id: z.uuid(sayRule('field.choose', { label: 'course' })),
  title: requiredText('Title', 200),
  description: z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .trim()
      .max(5000, sayRule('field.maxLength', { label: 'Description', max: 5000 })),
  ),
  type: z.enum(ASSIGNMENT_TYPES, { error: sayRule('field.chooseValid', { label: 'type' }) }),
  total_marks: z.preprocess(
    (v) => (v === '' || v === undefined ? 100 : v),
    z.coerce
      .number({ error: sayRule('field.requiredPlural', { label: 'Total marks' }) })
      .int('Total marks must be a whole number')
      .min(1, sayRule('field.atLeast', { label: 'Total marks', min: 1 }))
      .max(1000, sayRule('field.atMost', { label: 'Total marks', max: 1000 })),
  ),
  due_date: z.iso.datetime({ offset: true, error: sayRule('field.dateTime', { label: 'Due date' }) }),
});
export type AssignmentInput = z.input<typeof AssignmentInputSchema>;

export const FacultyAssignmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(ASSIGNMENT_TYPES),
  total_marks: z.number().int(),
  due_date: z.string(),
  course_id: CourseRefSchema,
  enrolledCount: z.number().int(),
  totalSubmissions: z.number().int(),
  gradedSubmissions: z.number().int(),
  createdAt: z.string(),
});
export type FacultyAssignment = z.infer<typeof FacultyAssignmentSchema>;
export const FacultyAssignmentListSchema = z.object({ assignments: z.array(FacultyAssignmentSchema) });
export const CourseIdParamsSchema = z.object({ courseId: IdSchema });
export const SubmissionIdParamsSchema = z.object({ submissionId: IdSchema });

export const GradeHistoryEntrySchema = z.object({
  marks_obtained: z.number(),
  feedback: z.string().nullable(),
  graded_at: z.string(),
});
export const FacultySubmissionSchema = SubmissionSchema.extend({
  student: StudentRefSchema,
  /** Earlier marks, when the submission was graded again. */
  history: z.array(GradeHistoryEntrySchema),
});
export type FacultySubmission = z.infer<typeof FacultySubmissionSchema>;
export const AssignmentSubmissionsSchema = z.object({
  assignment: FacultyAssignmentSchema,
  submissions: z.array(FacultySubmissionSchema),
  /** The course's enrolled students with no submission to the assignment, by name. */
  not_submitted: z.array(MissingStudentSchema),
});

/**
 * Why an admin changes a closed term's results or attendance (issue 34): required then, and kept in the audit
 * entry; recorded whenever it is given.
 */
const CorrectionReasonSchema = optionalText('Reason', 500);

export const GradeSubmissionInputSchema = z.object({
  marks_obtained: z.coerce
    .number({ error: sayRule('field.requiredPlural', { label: 'Marks' }) })
    .min(0, sayRule('field.notNegative', { label: 'Marks' })),
  feedback: optionalText('Feedback', 5000),
  reason: CorrectionReasonSchema,
});

// ---- Attendance ---------------------------------------------------------------------------------------------

/**
 * Which class meeting of the course's day (docs/decisions/0014-attendance-belongs-to-a-class-meeting.md): its
 * session type and
 * its start on the college's clocks, empty (the default) for the day's one class of that type.
 */
const MeetingStartSchema = z
  .string({ error: sayRule('field.time', { label: 'Start time' }) })
  .trim()
  .regex(MEETING_START_PATTERN, sayRule('field.time', { label: 'Start time' }))
  .default('');

export const CourseRosterQuerySchema = z.object({
  date: z.preprocess(emptyToUndefined, dateSchema('Date').optional()),
  session_type: z.preprocess(emptyToUndefined, z.enum(SESSION_TYPES).default('lecture')),
  start_time: MeetingStartSchema,
});

export const CourseMeetingsQuerySchema = z.object({ date: dateSchema('Date') });

/**
 * A class meeting of the course on a date: its virtual classes (not cancelled) and the meetings already marked.
 * `title` is the virtual class's; `marked` counts the students with a record.
 */
export const ClassMeetingSchema = z.object({
  session_type: z.enum(SESSION_TYPES),
  start_time: z.string(),
  title: z.string().nullable(),
  marked: z.number().int(),
});
export type ClassMeeting = z.infer<typeof ClassMeetingSchema>;
export const CourseMeetingsSchema = z.object({ meetings: z.array(ClassMeetingSchema) });

export const RosterStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  student_id: z.string(),
  email: z.string(),
  /** That date's record for the session type, when one exists; no record counts as absent. */
  record: z.object({ status: z.enum(ATTENDANCE_STATUSES), remarks: z.string().nullable() }).nullable(),
});
export const CourseRosterSchema = z.object({ students: z.array(RosterStudentSchema) });

export const AttendanceMarkSchema = z.object({
  course_id: z.uuid('Please select course and date'),
  date: dateSchema('Date'),
  session_type: z
    .enum(SESSION_TYPES, { error: sayRule('field.choose', { label: 'session type' }) })
    .default('lecture'),
  start_time: MeetingStartSchema,
  students: z
    .array(
      z.object({
        student_id: IdSchema,
        status: z.enum(ATTENDANCE_STATUSES, { error: 'Choose present, absent, late or excused' }),
        remarks: optionalText('Remarks', 500),
      }),
    )
    .min(1, 'No students to mark attendance')
    .max(500),
  reason: CorrectionReasonSchema,
});
export type AttendanceMark = z.input<typeof AttendanceMarkSchema>;
export const AttendanceMarkedSchema = z.object({ marked: z.number().int() });

// ---- Exam eligibility ---------------------------------------------------------------------------------------

export const EligibleStudentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  student_id: z.string(),
  attended: z.number().int(),
  total: z.number().int(),
  /** Rounded down to one decimal, so that 74.96% never reads 75.0%. */
  percentage: z.number(),
  eligibility: z.enum(EXAM_ELIGIBILITIES),
  /** The department's permission, when one was recorded. */
  permission: z
    .object({ granted_at: z.string(), granted_by: z.string().nullable(), note: z.string().nullable() })
    .nullable(),
});
export type EligibleStudent = z.infer<typeof EligibleStudentSchema>;
export const CourseEligibilitySchema = z.object({
  course: CourseRefSchema,
  students: z.array(EligibleStudentSchema),
});
export type CourseEligibility = z.infer<typeof CourseEligibilitySchema>;
export const CourseStudentParamsSchema = z.object({ courseId: IdSchema, studentId: IdSchema });
export const ExamPermissionInputSchema = z.object({
  note: optionalText('Note', 500),
  /** An admin's correction in a closed term says why (the audit entry keeps it); a teacher's is refused. */
  reason: CorrectionReasonSchema,
});
/** Withdrawing a permission: in a closed term only an admin's correction, with its reason. */
export const ExamPermissionWithdrawalSchema = z.object({ reason: CorrectionReasonSchema }).nullish();
export type ExamPermissionInput = z.input<typeof ExamPermissionInputSchema>;

// ---- Grades -------------------------------------------------------------------------------------------------

const marksSchema = z.coerce
  .number({ error: sayRule('field.requiredPlural', { label: 'Marks' }) })
  .min(0, sayRule('field.notNegative', { label: 'Marks' }));
/** The total marks a result may have (a quiz's scores are posted only when its total lies within). */
export const RESULT_TOTAL_MARKS = { min: 1, max: 1000 } as const;
const totalSchema = z.coerce
  .number({ error: sayRule('field.requiredPlural', { label: 'Total marks' }) })
  .min(
    RESULT_TOTAL_MARKS.min,
    sayRule('field.atLeast', { label: 'Total marks', min: RESULT_TOTAL_MARKS.min }),
  )
  .max(RESULT_TOTAL_MARKS.max);

/**
 * Which time the student takes the course: 1, or 2 and on for a repeat
 * (docs/decisions/0013-results-count-once.md).
 * Left out, the student's current attempt (the next one when the student was enrolled again after a final).
 */
const attemptSchema = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: sayRule('field.number', { label: 'Attempt' }) })
    .int('Attempt must be a whole number')
    .min(1, sayRule('field.atLeast', { label: 'Attempt', min: 1 }))
    .max(MAX_ATTEMPTS, sayRule('field.atMost', { label: 'Attempt', max: MAX_ATTEMPTS }))
    .optional(),
);

/**
 * A result's semester is its course's: `semester` may be left out, and one that differs from the course's is
 * refused (400), never stored (docs/decisions/0013-results-count-once.md).
 */
const resultSemesterSchema = z.preprocess(emptyToUndefined, SemesterSchema.optional());

export const GradeEntrySchema = z
  .object({
    student_id: IdSchema,
    course_id: IdSchema,
    semester: resultSemesterSchema,
    exam_type: z.enum(EXAM_TYPES).default(EXAM_TYPE_DEFAULT),
    attempt: attemptSchema,
    marks_obtained: marksSchema,
    total_marks: totalSchema,
    remarks: optionalText('Remarks', 500),
    reason: CorrectionReasonSchema,
  })
  .refine((g) => g.marks_obtained <= g.total_marks, {
    path: ['marks_obtained'],
    message: 'Marks cannot be more than the total marks',
  });

/** Every row of a course's results in one request: all are saved, or none. */
export const BulkGradeEntrySchema = z.object({
  course_id: IdSchema,
  semester: resultSemesterSchema,
  exam_type: z.enum(EXAM_TYPES).default(EXAM_TYPE_DEFAULT),
  total_marks: totalSchema,
  entries: z
    .array(
      z.object({
        student_id: IdSchema,
        marks_obtained: marksSchema,
        remarks: optionalText('Remarks', 500),
        attempt: attemptSchema,
      }),
    )
    .min(1, 'Please enter marks for at least one student')
    .max(500),
  reason: CorrectionReasonSchema,
});
export const GradeEnvelopeDataSchema = z.object({ grade: GradeRecordSchema });
export const BulkGradeResultSchema = z.object({
  entered: z.number().int(),
  grades: z.array(GradeRecordSchema),
});

export const CourseGradesQuerySchema = z.object({
  semester: z.preprocess(emptyToUndefined, SemesterSchema.optional()),
  exam_type: z.preprocess(emptyToUndefined, z.enum(EXAM_TYPES).optional()),
});
export const CourseGradeListSchema = z.object({
  grades: z.array(GradeRecordSchema.extend({ student: StudentRefSchema })),
});
