/** Sign-in, registration, the signed-in user and profile edits (spec part 1 §3, §5; API.md). */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { DEFAULT_NATIONALITY, DEFAULT_RELIGION, SEMESTER_DEFAULT } from './constants';
import { DepartmentRefSchema } from './departments';
import {
  ACCOUNT_STATUSES,
  BLOOD_GROUPS,
  DESIGNATIONS,
  FACULTY_DEPARTMENTS,
  GUARDIAN_RELATIONS,
  PROGRAM_NAMES,
  QUALIFICATIONS,
  ROLES,
  STUDENT_DEPARTMENTS,
} from './enums';
import {
  dateSchema,
  EmailSchema,
  emptyToUndefined,
  enumSchema,
  IdSchema,
  PasswordSchema,
  pastDateSchema,
  phoneSchema,
  nameText,
  requiredText,
  SectionSchema,
  SemesterSchema,
} from './fields';
import { MESSAGES } from './messages';
import { LOCALES } from './locale';

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: sayRule('field.required', { label: 'Password' }) })
    .min(1, sayRule('field.required', { label: 'Password' }))
    .max(1024),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * 'Passwords do not match' on the confirmation field. It runs whenever both passwords are strings, even if
 * other fields are invalid, so that every message shows at once (Zod skips object checks otherwise).
 */
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => value.password === value.confirmPassword,
  {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v?.confirmPassword === 'string';
    },
  },
];

const BloodGroupSchema = z.preprocess(emptyToUndefined, enumSchema('Blood group', BLOOD_GROUPS).optional());
const CourseChoiceSchema = z
  .array(IdSchema, { error: 'Courses must be a list of course ids' })
  .max(20, sayRule('field.atMostCourses', { max: 20 }))
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The password a self-registering person chooses (an admin's new account gets one another way). */
const passwordFields = {
  password: PasswordSchema,
  confirmPassword: z.string({ error: 'Confirm your password' }),
};

/** Fields every student and teacher account holds, whoever makes it. */
const personFields = {
  name: nameText('Name'),
  email: EmailSchema,
  phone: phoneSchema('Phone'),
  dateOfBirth: pastDateSchema('Date of birth'),
  bloodGroup: BloodGroupSchema,
  address: requiredText('Address', 300),
  nationality: z.preprocess(emptyToUndefined, requiredText('Nationality', 60).default(DEFAULT_NATIONALITY)),
  religion: z.preprocess(emptyToUndefined, requiredText('Religion', 60).default(DEFAULT_RELIGION)),
  emergencyContact: phoneSchema('Emergency contact'),
  courses: CourseChoiceSchema,
};

const studentFields = {
  ...personFields,
  guardianName: nameText('Guardian name'),
  guardianPhone: phoneSchema('Guardian phone'),
  guardianRelation: enumSchema('Guardian relation', GUARDIAN_RELATIONS),
  studentId: requiredText('Student ID', 30),
  department: enumSchema('Department', STUDENT_DEPARTMENTS),
  program: enumSchema('Program', PROGRAM_NAMES),
  batch: requiredText('Batch', 20),
  semester: z.preprocess((v) => (v === undefined || v === '' ? SEMESTER_DEFAULT : v), SemesterSchema),
  section: SectionSchema,
};

/** A student's account without its password: what an admin fills in (contract/admin-accounts.ts). */
export const StudentAccountSchema = z.object(studentFields);
export const StudentRegistrationSchema = z
  .object({ ...studentFields, ...passwordFields })
  .refine(...passwordsMatch);
export type StudentRegistrationInput = z.input<typeof StudentRegistrationSchema>;
export type StudentRegistration = z.output<typeof StudentRegistrationSchema>;

const facultyFields = {
  ...personFields,
  employeeId: requiredText('Employee ID', 30),
  department: enumSchema('Department', FACULTY_DEPARTMENTS),
  designation: enumSchema('Designation', DESIGNATIONS),
  qualification: enumSchema('Qualification', QUALIFICATIONS),
  specialization: requiredText('Specialization', 150),
  joiningDate: dateSchema('Joining date'),
  experience: requiredText('Experience', 50),
};

/** A teacher's account without its password: what an admin fills in (contract/admin-accounts.ts). */
export const FacultyAccountSchema = z.object(facultyFields);
export const FacultyRegistrationSchema = z
  .object({ ...facultyFields, ...passwordFields })
  .refine(...passwordsMatch);
export type FacultyRegistrationInput = z.input<typeof FacultyRegistrationSchema>;
export type FacultyRegistration = z.output<typeof FacultyRegistrationSchema>;

export const AdminAccountSchema = z
  .object({
    name: nameText('Name'),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Confirm your password' }),
    phone: z.preprocess(emptyToUndefined, phoneSchema('Phone').optional()),
  })
  .refine(...passwordsMatch);

/** An admin creates an account of any role, approved at once (POST /api/auth/register). */
export const AdminCreateUserSchema = z.discriminatedUnion('role', [
  StudentRegistrationSchema.safeExtend({ role: z.literal('student') }),
  FacultyRegistrationSchema.safeExtend({ role: z.literal('faculty') }),
  AdminAccountSchema.safeExtend({ role: z.literal('admin') }),
]);
export type AdminCreateUserInput = z.input<typeof AdminCreateUserSchema>;

/** The signed-in user as the client keeps it: common fields plus the role's profile fields. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  phone: z.string().nullable(),
  /** The language the person chose (null until chosen): the portal switches to it at sign-in. */
  language: z.enum(LOCALES).nullable().optional(),
  /** Present (true) while the account holds a temporary password an admin issued: it must be changed first. */
  mustChangePassword: z.boolean().optional(),
  createdAt: z.string(),
  // student and faculty
  date_of_birth: z.string().nullable().optional(),
  blood_group: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  nationality: z.string().nullable().optional(),
  religion: z.string().nullable().optional(),
  emergency_contact: z.string().nullable().optional(),
  department: z.string().nullable().optional(),
  department_id: DepartmentRefSchema.nullable().optional(),
  // student
  student_id: z.string().optional(),
  guardian_name: z.string().optional(),
  guardian_phone: z.string().optional(),
  guardian_relation: z.string().optional(),
  program: z.string().optional(),
  batch: z.string().optional(),
  semester: z.number().optional(),
  section: z.string().optional(),
  // faculty
  employee_id: z.string().optional(),
  designation: z.string().optional(),
  qualification: z.string().optional(),
  specialization: z.string().optional(),
  joining_date: z.string().optional(),
  experience: z.string().optional(),
});
export type User = z.infer<typeof UserSchema>;

/** `PUT /api/auth/preferences`: what the account remembers besides its profile. */
export const PreferencesUpdateSchema = z.object({
  language: z.enum(LOCALES, { error: 'Choose English or Urdu' }),
});
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>;

export const UserEnvelopeDataSchema = z.object({ user: UserSchema });
export const LoginResultSchema = z.object({ user: UserSchema, token: z.string() });

/** Editable profile fields per role (spec part 2 §2); anything else sent is dropped, never applied. */
export const StudentProfileUpdateSchema = z.object({
  name: nameText('Name').optional(),
  email: EmailSchema.optional(),
  /** Needed only to change the sign-in e-mail. */
  currentPassword: z.string().max(1024).optional(),
  phone: phoneSchema('Phone').optional(),
  address: requiredText('Address', 300).optional(),
  dateOfBirth: pastDateSchema('Date of birth').optional(),
  guardianName: nameText('Guardian name').optional(),
  emergencyContact: phoneSchema('Emergency contact').optional(),
  bloodGroup: z.preprocess(
    (v) => (v === '' ? null : v),
    enumSchema('Blood group', BLOOD_GROUPS).nullable().optional(),
  ),
  nationality: requiredText('Nationality', 60).optional(),
  religion: requiredText('Religion', 60).optional(),
});
export const FacultyProfileUpdateSchema = z.object({
  name: nameText('Name').optional(),
  phone: phoneSchema('Phone').optional(),
  address: requiredText('Address', 300).optional(),
  qualification: enumSchema('Qualification', QUALIFICATIONS).optional(),
  specialization: requiredText('Specialization', 150).optional(),
});
export const AdminProfileUpdateSchema = z.object({
  name: nameText('Name').optional(),
  phone: z.preprocess((v) => (v === '' ? null : v), phoneSchema('Phone').nullable().optional()),
});
/** The union the route declares; the server applies the schema of the caller's role. */
export const ProfileUpdateSchema = z.record(z.string(), z.unknown());
export type StudentProfileUpdate = z.infer<typeof StudentProfileUpdateSchema>;
export type FacultyProfileUpdate = z.infer<typeof FacultyProfileUpdateSchema>;
export type AdminProfileUpdate = z.infer<typeof AdminProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: sayRule('field.required', { label: 'Current password' }) })
      .min(1, sayRule('field.required', { label: 'Current password' })),
    newPassword: PasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
