/** The college's own details, shown in the footer and on the public pages; one source for all of them. */
import { z } from 'zod';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from './college-defaults';
import { emptyToUndefined, EmailSchema, optionalText, phoneSchema, requiredText } from './fields';
import { sayRule } from './message-catalogue';

export const CollegeInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  /** For the map link on the Contact page (OpenStreetMap, no third-party script). */
  latitude: z.number(),
  longitude: z.number(),
  /** The office that answers for accounts (the forgot-password page without e-mail names it). */
  officePhone: z.string(),
  /** Free text as the college writes it; `officeHoursUrdu` is shown on Urdu pages when set. */
  officeHours: z.string(),
  officeHoursUrdu: z.string(),
  /** Only the networks the college has a page on: none set, none shown. */
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  /**
   * Not stored: true while accounts of the demo college still sign in with its published password, and every
   * page then says that this is a demo.
   */
  demo: z.boolean().optional(),
});
export type CollegeInfo = z.infer<typeof CollegeInfoSchema>;

/** Only a full https address: a link the public site shows must not be `javascript:` or plain http. */
export function isHttpsLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const socialLink = (network: SocialNetwork) => {
  const label = SOCIAL_NETWORK_NAMES[network];
  return z.preprocess(
    (value) => emptyToUndefined(typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: sayRule('field.httpsLink', { label }) })
      .max(500, sayRule('field.maxLength', { label, max: 500 }))
      .refine(isHttpsLink, sayRule('field.httpsLink', { label }))
      .optional(),
  );
};

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: sayRule('field.number', { label }) })
    .min(-limit, sayRule('field.between', { label, min: -limit, max: limit }))
    .max(limit, sayRule('field.between', { label, min: -limit, max: limit }));

/** What the admin edits (`PUT /api/admin/college`): every detail but the name, which is COLLEGE_NAME. */
export const CollegeDetailsSchema = z.object({
  address: requiredText('Address', 300),
  phones: z
    .array(phoneSchema('Phone'), { error: sayRule('field.required', { label: 'Phone' }) })
    .min(1, sayRule('field.required', { label: 'Phone' }))
    .max(3, sayRule('field.atMost', { label: 'Phone', max: 3 })),
  email: EmailSchema,
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  officePhone: phoneSchema('Office phone'),
  officeHours: requiredText('Office hours', 200),
  officeHoursUrdu: optionalText('Office hours in Urdu', 200).transform((value) => value ?? ''),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink(network)])) as Record<
      SocialNetwork,
      ReturnType<typeof socialLink>
    >,
  ),
});
export type CollegeDetails = z.infer<typeof CollegeDetailsSchema>;
export type CollegeDetailsInput = z.input<typeof CollegeDetailsSchema>;

// The web app's entry reads the defaults from their own module, which does not load Zod.
export {
  DEFAULT_COLLEGE_INFO,
  DEFAULT_COLLEGE_NAME,
  DEFAULT_COLLEGE_TIME_ZONE,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from './college-defaults';
