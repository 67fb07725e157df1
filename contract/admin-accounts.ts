/**
 * An admin adds a student or a teacher (issue 23): the registration form's fields without the password, and how
 * the person gets one: a temporary password shown once, or an e-mailed link to choose their own.
 */
import { z } from 'zod';
import { FacultyAccountSchema, StudentAccountSchema, UserSchema } from './auth';
import { ADMIN_RESET_METHODS, AdminPasswordResetSchema } from './password-reset';

/** The same two ways as an admin's password reset; `email` needs SMTP and PUBLIC_URL. */
const PasswordSetupSchema = AdminPasswordResetSchema.shape.method;

/** How long the link of a new account works, once: longer than a reset link, as it may wait in an inbox. */
export const ACCOUNT_SETUP_LINK_HOURS = 72;

/** `POST /api/admin/students`. */
export const AdminStudentCreateSchema = StudentAccountSchema.extend({ passwordSetup: PasswordSetupSchema });
export type AdminStudentCreateInput = z.input<typeof AdminStudentCreateSchema>;
export type AdminStudentCreate = z.output<typeof AdminStudentCreateSchema>;

/** `POST /api/admin/faculty`. */
export const AdminFacultyCreateSchema = FacultyAccountSchema.extend({ passwordSetup: PasswordSetupSchema });
export type AdminFacultyCreateInput = z.input<typeof AdminFacultyCreateSchema>;
export type AdminFacultyCreate = z.output<typeof AdminFacultyCreateSchema>;

/**
 * The answer: the new account; the temporary password in this answer only (it is stored hashed); and for a
 * teacher, the chosen courses that kept the teacher they already had.
 */
export const AdminAccountCreatedSchema = z.object({
  user: UserSchema,
  passwordSetup: z.enum(ADMIN_RESET_METHODS),
  temporaryPassword: z.string().optional(),
  coursesNotAssigned: z.array(z.object({ _id: z.string(), code: z.string(), name: z.string() })),
});
export type AdminAccountCreated = z.infer<typeof AdminAccountCreatedSchema>;
