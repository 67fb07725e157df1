/** The private calendar feed (issue 11): a secret link to an iCalendar file of the user's classes and dates. */
import { sayRule } from './message-catalogue';
import { z } from 'zod';

export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** When the current link was made; null without one. */
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** A new link is shown once: only its hash is kept. */
export const CalendarFeedLinkSchema = z.object({ url: z.string(), created_at: z.string() });
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

/** `<token>.ics`: 43 base64url characters. */
export const CalendarFileParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/) });

export const CALENDAR_FEED_NOT_FOUND = sayRule('notFound.named', { label: 'Calendar feed' });
