/** Virtual class constants (spec part 2 §9) and the timing the rules read; without Zod, for the pages' bundles. */
import type { VirtualSessionStatus } from './enums';
import type { SessionTiming } from './rules/virtual-classes';

export const SESSION_DURATION_MIN = 30;
export const SESSION_DURATION_MAX = 180;
/** The detailed Schedule Class form's durations, in minutes. */
export const SCHEDULE_DURATIONS = [30, 60, 90, 120, 150, 180] as const;
export const SCHEDULE_DURATION_DEFAULT = 90;
/** The Virtual Classes page's quick form. */
export const QUICK_DURATIONS = [30, 45, 60, 90, 120] as const;
export const QUICK_DURATION_DEFAULT = 60;

export const MAX_PARTICIPANTS_MIN = 10;
export const MAX_PARTICIPANTS_MAX = 500;
export const MAX_PARTICIPANTS_DEFAULT = 100;

/** The student list refreshes this often. */
export const STUDENT_SESSIONS_POLL_MS = 30_000;
/** After 'Class Scheduled Successfully!' the form goes to the list after this long. */
export const SCHEDULE_REDIRECT_MS = 2000;
/** The classroom's welcome banner hides itself this long after joining. */
export const CLASSROOM_WELCOME_BANNER_MS = 5000;
/** The classroom waits this long after the conference script loads before joining. */
export const JITSI_SCRIPT_SETTLE_MS = 500;

/**
 * A session as the rules of rules/virtual-classes.ts read it, from the three fields of a VirtualSession they need
 * (spelled out rather than imported: virtual-classes.ts re-exports this module).
 */
export const sessionTiming = (session: {
  status: VirtualSessionStatus;
  scheduled_date: string;
  duration: number;
}): SessionTiming => ({
  status: session.status,
  scheduledAt: new Date(session.scheduled_date),
  durationMinutes: session.duration,
});
