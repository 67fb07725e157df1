/**
 * What the server hands the public pages when it renders them: the college's details, the clock, and the
 * live parts of a page (news on Home, this semester's courses on a program page).
 */
import type { Admissions } from './admissions-content';
import type { Announcement } from './announcements';
import type { Locale } from './locale';
import type { CollegeInfo } from './college';
import type { Term } from './term';
import type { TranscriptVerification } from './transcripts';

export interface OfferedCourse {
  code: string;
  name: string;
  semester: number;
  credits: number;
  isVirtual: boolean;
  instructor: string | null;
}

export interface PublicPageData {
  /** The request path, such as `/departments/it`. */
  path: string;
  /** The language of the visitor's `lang` cookie. */
  locale: Locale;
  college: CollegeInfo;
  /** ISO time of the request, for announcement ages. */
  now: string;
  timeZone: string;
  news?: Announcement[];
  /** The Admissions page and its checklist: the college's admissions content. */
  admissions?: Admissions;
  offered?: { term: Term; courses: OfferedCourse[] };
  /** `/verify/:code`: the transcript with that code, or null for a code never issued. */
  verification?: { code: string; transcript: TranscriptVerification | null };
}

/** The public check of a transcript's verification code, printed on the transcript. */
export const VERIFY_PATH_PREFIX = '/verify/';

export interface RenderedPage {
  status: number;
  title: string;
  description: string;
  body: string;
}

/** Pages rendered on the server; everything else that is not a portal route is a 404 page. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/departments',
  '/admissions',
  '/admissions/checklist',
  '/contact',
] as const;

/** Routes of the single-page portal app; the server answers them with the app shell. */
export const PORTAL_ROUTE_PREFIXES = [
  '/login',
  '/register',
  '/student',
  '/faculty',
  '/admin',
  '/classroom',
  '/forgot-password',
  '/reset-password',
  '/change-password',
] as const;

export const isPortalRoute = (path: string) =>
  PORTAL_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
