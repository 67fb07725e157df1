/**
 * Class announcements (issue 25, item 2): a course's teacher (or an admin) tells the class, or one section of
 * it. GET, POST /api/courses/:id/announcements; PUT, DELETE /api/course-announcements/:id.
 */
import { z } from 'zod';
import { sayRule } from './message-catalogue';
import { emptyToUndefined, requiredText } from './fields';

export const COURSE_ANNOUNCEMENT_TITLE_MAX = 200;
export const COURSE_ANNOUNCEMENT_CONTENT_MAX = 5_000;

export const CourseAnnouncementSchema = z.object({
  _id: z.string(),
  course: z.object({ _id: z.string(), code: z.string(), name: z.string() }),
  /** Null: every section of the course. */
  section: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseAnnouncement = z.infer<typeof CourseAnnouncementSchema>;

export const CourseAnnouncementListSchema = z.object({ announcements: z.array(CourseAnnouncementSchema) });
export const CourseAnnouncementEnvelopeDataSchema = z.object({ announcement: CourseAnnouncementSchema });

export const CourseAnnouncementInputSchema = z.object({
  title: requiredText('Title', COURSE_ANNOUNCEMENT_TITLE_MAX),
  content: requiredText('Content', COURSE_ANNOUNCEMENT_CONTENT_MAX),
  /** One section's students only; empty for the whole class. */
  section: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]$/, sayRule('field.singleCharacter', { label: 'Section' }))
      .transform((s) => s.toUpperCase())
      .nullable()
      .optional(),
  ),
});
export type CourseAnnouncementInput = z.input<typeof CourseAnnouncementInputSchema>;
