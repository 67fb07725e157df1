/** What an admin sees of the slow-down on a person's sign-ins (docs/decisions/0016-nobody-can-lock-someone-else-out.md). */
import { z } from 'zod';

export const SignInSlowdownSchema = z.object({
  /** Until when attempts on the account (from somewhere, or of its current password) must wait; null: none. */
  slowedUntil: z.string().nullable(),
});
export type SignInSlowdown = z.infer<typeof SignInSlowdownSchema>;

export const SignInSlowdownEnvelopeDataSchema = z.object({ slowdown: SignInSlowdownSchema });
