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
});
export type CollegeInfo = z.infer<typeof CollegeInfoSchema>;

/** The name used when COLLEGE_NAME is not set. */
export const DEFAULT_COLLEGE_NAME = 'Government Associate College';

/** Used until the college edits its settings record. */
export const DEFAULT_COLLEGE_INFO: Omit<CollegeInfo, 'name'> = {
  address: 'Model Town A, Bahawalpur, Punjab, Pakistan',
  phones: ['+92 62 9255001', '+92 62 9255002'],
  email: 'info@college.edu.pk',
  latitude: 29.3956,
  longitude: 71.6836,
};
