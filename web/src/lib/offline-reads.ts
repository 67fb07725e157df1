/**
 * The last loaded timetable, grades and attendance, kept on the phone by the service worker
 * (web/src/service-worker.ts) so that a student or teacher without signal still sees them, marked as copies.
 * One person's copies are filed under their session and deleted at sign-out and on a 401, so a shared phone
 * never shows them to the next person. What is kept is named here, for the worker and the page alike (no React:
 * the worker imports it).
 */
/** The Cache Storage cache that holds the copies. */
export const OFFLINE_READS_CACHE = 'offline-reads-v1';

/** Set by the service worker on a kept answer: when it was loaded from the server (ISO-8601). */
export const LOADED_AT_HEADER = 'x-loaded-at';

/** The reads that are kept: the dashboards (today's timetable), grades, attendance and the course lists. */
const OFFLINE_READS = [
  /^\/api\/students\/dashboard$/,
  /^\/api\/students\/courses$/,
  /^\/api\/grades\/my-grades(\/summary)?$/,
  /^\/api\/attendance\/my-attendance(\/summary)?$/,
  /^\/api\/virtualclass\/student\/sessions$/,
  /^\/api\/faculty\/dashboard$/,
  /^\/api\/faculty\/courses$/,
  /^\/api\/virtualclass\/my-sessions$/,
];

export const isOfflineRead = (pathname: string) => OFFLINE_READS.some((read) => read.test(pathname));
