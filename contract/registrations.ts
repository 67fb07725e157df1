/** The admin approval queue (API.md "Admin"). */
import { z } from 'zod';
import { REGISTRATION_STATUSES } from './enums';
import { emptyToUndefined, optionalText } from './fields';
import { UserSchema } from './auth';

export const RegistrationQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(REGISTRATION_STATUSES).default('pending')),
  role: z.preprocess(emptyToUndefined, z.enum(['student', 'faculty']).optional()),
});
export type RegistrationQuery = z.infer<typeof RegistrationQuerySchema>;

export const RegistrationSchema = UserSchema.extend({
  courses: z.array(z.object({ _id: z.string(), code: z.string(), name: z.string() })),
  rejection_reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationListSchema = z.object({ registrations: z.array(RegistrationSchema) });

export const RejectRegistrationSchema = z.object({ reason: optionalText('Reason', 500) });

export const UserIdParamsSchema = z.object({ userId: z.uuid('Invalid id') });
