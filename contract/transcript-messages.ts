/** The sentences of transcripts and their public check, kept apart from Zod so the message catalogue loads without it. */
export const TRANSCRIPT_MESSAGES = {
  notVerified: 'This transcript could not be verified',
  invalidCode: 'This is not a transcript verification code',
  noResults: 'There are no final results to put on a transcript yet.',
  studentNotFound: 'Student not found',
} as const;
