/**
 * The college's details until it edits them; without Zod, so that the web app's entry can import them. Nor does
 * this module import college.ts, which re-exports it: the web app's fallback CollegeInfo (web/src/lib/college.tsx)
 * holds these to the schema's shape.
 */

/** The college's time zone when TZ_COLLEGE is not set: what "today" means, and how times are shown. */
export const DEFAULT_COLLEGE_TIME_ZONE = 'Asia/Karachi';

/** The name used when COLLEGE_NAME is not set. */
export const DEFAULT_COLLEGE_NAME = 'Government Associate College';

/** Where the college may have a page of its own, in the order the footer and the contact page show them. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'youtube', 'instagram', 'linkedin', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's own name: a name, written the same in every language (also the form's label). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/** Used until the college edits its settings record. */
export const DEFAULT_COLLEGE_INFO = {
  address: 'Model Town A, Bahawalpur, Punjab, Pakistan',
  phones: ['+92 62 9255001', '+92 62 9255002'],
  email: 'info@college.edu.pk',
  latitude: 29.3956,
  longitude: 71.6836,
  officePhone: '+92 62 9255001',
  officeHours: 'Monday to Friday 8:00 to 17:00, Saturday 9:00 to 14:00',
  officeHoursUrdu: 'پیر تا جمعہ صبح 8 سے شام 5 بجے تک، ہفتہ صبح 9 سے دوپہر 2 بجے تک',
  social: {},
};
