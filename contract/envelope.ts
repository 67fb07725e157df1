/** The response envelope of API.md. */
import { z } from 'zod';

/** A sentence's code and parameters (contract/message-catalogue.ts), beside its English `message`. */
export const codeAndParams = {
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

/** A sentence as stored and sent without its English: code and parameters. */
export const SaidSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string(), ...codeAndParams });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  /**
   * A stable name of the refusal, for clients to act on and to render in the reader's language, and what it is
   * about (e.g. the reason an admin gave for a rejected registration); the message stays the specification's
   * English.
   */
  ...codeAndParams,
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional(), ...codeAndParams });

export const MessageEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ...codeAndParams,
});

export type Envelope<T> = {
  success: true;
  data: T;
  message?: string;
  code?: string;
  params?: Record<string, string | number>;
};
