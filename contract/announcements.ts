/** Announcements (spec part 1 §3, §9; part 2 §3). */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { ANNOUNCEMENTS_DEFAULT_LIMIT } from './constants';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_PRIORITIES } from './enums';
import { emptyToUndefined, enumSchema, requiredText } from './fields';
import { PageInfoSchema, PageQuerySchema } from './paging';

export const AnnouncementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  target_audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  event_date: z.string().nullable(),
  author_id: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListSchema = z.object({ announcements: z.array(AnnouncementSchema) });
/** A page of announcements when `page` or `page_size` is asked for (contract/paging.ts); the latest `limit` otherwise. */
export const AnnouncementPageSchema = AnnouncementListSchema.extend(PageInfoSchema.partial().shape);
export const AnnouncementEnvelopeDataSchema = z.object({ announcement: AnnouncementSchema });

export const PublicAnnouncementQuerySchema = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, sayRule('field.between', { label: 'Limit', min: 1, max: 50 }))
      .max(50, sayRule('field.between', { label: 'Limit', min: 1, max: 50 }))
      .default(ANNOUNCEMENTS_DEFAULT_LIMIT),
  ),
  ...PageQuerySchema.partial().shape,
});

// Dashboards read the age from its own module, which does not load Zod.
export { announcementAge, type AnnouncementAge } from './announcement-age';

export const AnnouncementInputSchema = z.object({
  title: requiredText('Title', 200),
  content: requiredText('Content', 10_000),
  target_audience: enumSchema('Target audience', ANNOUNCEMENT_AUDIENCES).default('all'),
  priority: enumSchema('Priority', ANNOUNCEMENT_PRIORITIES).default('normal'),
  event_date: z.preprocess(
    emptyToUndefined,
    z.iso
      .datetime({ offset: true, error: sayRule('field.dateTime', { label: 'Event date' }) })
      .nullable()
      .optional(),
  ),
});
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

/** Which audiences a reader sees: everyone sees `all`; students and faculty also their own. */
export function audiencesFor(
  role: 'admin' | 'faculty' | 'student' | null,
): (typeof ANNOUNCEMENT_AUDIENCES)[number][] {
  if (role === 'admin') return [...ANNOUNCEMENT_AUDIENCES];
  if (role === 'student') return ['all', 'students'];
  if (role === 'faculty') return ['all', 'faculty'];
  return ['all'];
}
