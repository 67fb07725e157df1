/** The response envelope of API.md. */
import { z } from 'zod';

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  /** A stable name of the refusal, for clients to act on (the message stays the specification's English). */
  code: z.string().optional(),
  /** What the refusal is about, beside its code (e.g. the reason an admin gave for a rejected registration). */
  params: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

export type Envelope<T> = { success: true; data: T; message?: string };
