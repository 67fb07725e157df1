/** Business constants and timers of the specification (part 1 §9, part 2 §9). */

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const SECTION_LENGTH = 1;

export const CREDITS_MIN = 1;
export const CREDITS_MAX = 6;
export const CREDITS_DEFAULT = 3;
export const SEMESTER_DEFAULT = 1;

/** Milliseconds the client waits on a success screen before sending the user to /login. */
export const REGISTRATION_REDIRECT_MS = 3000;
/** Success banners clear after this many milliseconds. */
export const SUCCESS_MESSAGE_MS = 3000;
/** 'Copied!' on a copy button lasts this long. */
export const COPY_CONFIRMATION_MS = 2000;

export const DEFAULT_NATIONALITY = 'Pakistani';
export const DEFAULT_RELIGION = 'Islam';

/** Public announcements list length when the caller gives none. */
export const ANNOUNCEMENTS_DEFAULT_LIMIT = 5;

/**
 * Long lists (the catalogue, an admin's students, a teacher's students) come a page at a time, so no answer
 * grows with the college: PAGE_SIZE_DEFAULT rows unless `page_size` asks for up to PAGE_SIZE_MAX.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

/** Which courses a list holds: the active ones, the archived ones, or both. */
export const COURSE_LIST_STATES = ['active', 'archived', 'all'] as const;
export type CourseListState = (typeof COURSE_LIST_STATES)[number];
