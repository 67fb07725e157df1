/** The admin area's API (spec part 1 §2-§3, API.md "Admin"). */
import { codeAndParams } from './envelope';
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { UserSchema } from './auth';
import { PageInfoSchema, PageQuerySchema } from './paging';
import {
  ACTIVITY_TYPES,
  BLOOD_GROUPS,
  DESIGNATIONS,
  FACULTY_DEPARTMENTS,
  GUARDIAN_RELATIONS,
  PROGRAM_NAMES,
  QUALIFICATIONS,
  STUDENT_DEPARTMENTS,
} from './enums';
import {
  dateSchema,
  EmailSchema,
  emptyToUndefined,
  enumSchema,
  pastDateSchema,
  phoneSchema,
  nameText,
  requiredText,
  SectionSchema,
  SemesterSchema,
} from './fields';

// ---- Dashboard -------------------------------------------------------------------------------------------

export const ActivitySchema = z.object({
  _id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** The English as written; `code` and `params` render it in the reader's language (older entries have none). */
  message: z.string(),
  ...codeAndParams,
  /** ISO time; null shows 'Recently'. */
  time: z.string().nullable(),
});

export const UpcomingEventSchema = z.object({
  title: z.string(),
  /** ISO moment of the event. */
  date: z.string(),
  kind: z.enum(['class', 'announcement']),
});

/**
 * Every figure counted from the database. Each "new" figure ('+N from last month') counts those of the figure
 * beside it that arrived in the last NEW_SINCE_DAYS days, so the two always describe the same things.
 */
export const AdminDashboardSchema = z.object({
  /** Approved student accounts (not pending, rejected or deactivated). */
  totalStudents: z.number().int(),
  /** Of those, approved in the last 30 days. */
  newStudents: z.number().int(),
  /** Courses not archived: the count Manage Courses shows by default. */
  activeCourses: z.number().int(),
  /** Of those, created in the last 30 days. */
  newCourses: z.number().int(),
  /** Approved faculty accounts. */
  totalFaculty: z.number().int(),
  /** Of those, approved in the last 30 days. */
  newFaculty: z.number().int(),
  /** Virtual classes coming or live: live ones, and scheduled ones whose scheduled end is still ahead. */
  virtualClasses: z.number().int(),
  /** Of those, scheduled (created) in the last 30 days. */
  newVirtualClasses: z.number().int(),
  pendingRegistrations: z.number().int(),
  recentActivities: z.array(ActivitySchema),
  upcomingEvents: z.array(UpcomingEventSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** How far back "+N from last month" looks: what arrived in these last days. */
export const NEW_SINCE_DAYS = 30;

// ---- Students and faculty ----------------------------------------------------------------------------------

export const AdminPeopleQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** Case-insensitive part of a department's name or code. */
  department: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  semester: z.preprocess(emptyToUndefined, SemesterSchema.optional()),
  /**
   * The people of one term: students enrolled in its offerings, teachers teaching one. Without it, the
   * college's whole roll (a student or teacher belongs to the college, not to a term).
   */
  term: z.preprocess(emptyToUndefined, z.uuid(sayRule('field.chooseValid', { label: 'term' })).optional()),
});
export type AdminPeopleQuery = z.infer<typeof AdminPeopleQuerySchema>;
/** The filters and the page asked for. */
export const AdminPeoplePageQuerySchema = AdminPeopleQuerySchema.extend(PageQuerySchema.shape);

export const AdminStudentListSchema = z
  .object({ students: z.array(UserSchema) })
  .extend(PageInfoSchema.shape);
export const AdminFacultyListSchema = z.object({ faculty: z.array(UserSchema) }).extend(PageInfoSchema.shape);

export const CourseBriefSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  semester: z.number().int(),
  credits: z.number().int(),
  is_virtual: z.boolean(),
});
export type CourseBrief = z.infer<typeof CourseBriefSchema>;

export const AdminStudentDetailSchema = z.object({
  student: UserSchema,
  enrollments: z.array(CourseBriefSchema),
});
export const AdminFacultyDetailSchema = z.object({
  faculty: UserSchema,
  courses: z.array(CourseBriefSchema),
});

const optionalBloodGroup = z.preprocess(
  (v) => (v === '' ? null : v),
  enumSchema('Blood group', BLOOD_GROUPS).nullable().optional(),
);

/** An admin edits every field of a student, academic ones included. Absent fields stay as they are. */
export const AdminStudentUpdateSchema = z.object({
  name: nameText('Name').optional(),
  email: EmailSchema.optional(),
  phone: phoneSchema('Phone').optional(),
  dateOfBirth: pastDateSchema('Date of birth').optional(),
  bloodGroup: optionalBloodGroup,
  address: requiredText('Address', 300).optional(),
  nationality: requiredText('Nationality', 60).optional(),
  religion: requiredText('Religion', 60).optional(),
  guardianName: nameText('Guardian name').optional(),
  guardianPhone: phoneSchema('Guardian phone').optional(),
  guardianRelation: enumSchema('Guardian relation', GUARDIAN_RELATIONS).optional(),
  emergencyContact: phoneSchema('Emergency contact').optional(),
  studentId: requiredText('Student ID', 30).optional(),
  department: enumSchema('Department', STUDENT_DEPARTMENTS).optional(),
  program: enumSchema('Program', PROGRAM_NAMES).optional(),
  batch: requiredText('Batch', 20).optional(),
  semester: SemesterSchema.optional(),
  section: SectionSchema.optional(),
});
export type AdminStudentUpdate = z.infer<typeof AdminStudentUpdateSchema>;

export const AdminFacultyUpdateSchema = z.object({
  name: nameText('Name').optional(),
  email: EmailSchema.optional(),
  phone: phoneSchema('Phone').optional(),
  dateOfBirth: pastDateSchema('Date of birth').optional(),
  bloodGroup: optionalBloodGroup,
  address: requiredText('Address', 300).optional(),
  nationality: requiredText('Nationality', 60).optional(),
  religion: requiredText('Religion', 60).optional(),
  emergencyContact: phoneSchema('Emergency contact').optional(),
  employeeId: requiredText('Employee ID', 30).optional(),
  department: enumSchema('Department', FACULTY_DEPARTMENTS).optional(),
  designation: enumSchema('Designation', DESIGNATIONS).optional(),
  qualification: enumSchema('Qualification', QUALIFICATIONS).optional(),
  specialization: requiredText('Specialization', 150).optional(),
  joiningDate: dateSchema('Joining date').optional(),
  experience: requiredText('Experience', 50).optional(),
});
export type AdminFacultyUpdate = z.infer<typeof AdminFacultyUpdateSchema>;

export const EnrollmentInputSchema = z.object({
  course_id: z.uuid(sayRule('field.choose', { label: 'course' })),
});
export const StudentCourseParamsSchema = z.object({
  id: z.uuid(sayRule('field.invalid', { label: 'id' })),
  courseId: z.uuid(sayRule('field.invalid', { label: 'id' })),
});

// ---- Reports ----------------------------------------------------------------------------------------------

export const AdminReportsSchema = z.object({
  studentsByDepartmentSemester: z.array(
    z.object({ department: z.string(), semester: z.number().int(), students: z.number().int() }),
  ),
  coursesByDepartment: z.array(
    z.object({ department: z.string(), courses: z.number().int(), virtual: z.number().int() }),
  ),
  /** Students below the 75% needed to sit exams, per course. */
  studentsAtRisk: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      course: z.string(),
      percentage: z.number().int(),
      classes: z.number().int(),
    }),
  ),
  coursesAtRisk: z.array(
    z.object({
      course: z.string(),
      name: z.string(),
      studentsBelow: z.number().int(),
      students: z.number().int(),
      average: z.number().int(),
    }),
  ),
  /** Exam standing per course (rules/attendance.ts `examEligibility`), over the students with attendance in it. */
  examEligibility: z.array(
    z.object({
      course: z.string(),
      name: z.string(),
      eligible: z.number().int(),
      permitted: z.number().int(),
      needsPermission: z.number().int(),
      mayRepeat: z.number().int(),
    }),
  ),
  /** Final results per course: how many of each letter grade. */
  gradeDistribution: z.array(
    z.object({ course: z.string(), name: z.string(), counts: z.record(z.string(), z.number().int()) }),
  ),
  pendingRegistrations: z.array(
    z.object({ name: z.string(), email: z.string(), role: z.string(), registeredAt: z.string() }),
  ),
});
export type AdminReports = z.infer<typeof AdminReportsSchema>;
