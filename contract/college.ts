/** The college's own details, shown in the footer and on the public pages; one source for all of them. */
import { z } from 'zod';

export const CollegeInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  email: z.string(),
  /** For the map link on the Contact page (OpenStreetMap, no third-party script). */
  latitude: z.number(),
  longitude: z.number(),
  /**
   * Not stored: true while accounts of the demo college still sign in with its published password, and every
   * page then says that this is a demo.
   */
  demo: z.boolean().optional(),
});
export type CollegeInfo = z.infer<typeof CollegeInfoSchema>;

// The web app's entry reads the defaults from their own module, which does not load Zod.
export { DEFAULT_COLLEGE_INFO, DEFAULT_COLLEGE_NAME, DEFAULT_COLLEGE_TIME_ZONE } from './college-defaults';
