/** The college's details until it edits them; without Zod, so that the web app's entry can import them. */
import type { CollegeInfo } from './college';

/** The college's time zone when TZ_COLLEGE is not set: what "today" means, and how times are shown. */
export const DEFAULT_COLLEGE_TIME_ZONE = 'Asia/Karachi';

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
