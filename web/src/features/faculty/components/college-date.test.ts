/** "Today" and the times a teacher types are the college's (TZ_COLLEGE, written into the page by the server). */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a page written for `timeZone` loads it (no meta: the default, Asia/Karachi). */
async function collegeClockIn(timeZone?: string) {
  document.head.querySelector('meta[name="college-time-zone"]')?.remove();
  if (timeZone)
    document.head.insertAdjacentHTML('beforeend', `<meta name="college-time-zone" content="${timeZone}">`);
  vi.resetModules();
  return import('./college-date');
}

afterEach(() => document.head.querySelector('meta[name="college-time-zone"]')?.remove());

describe('the college clock', () => {
  it('is Pakistan time when the page names no time zone', async () => {
    const { collegeToday, collegeDateTimeToIso } = await collegeClockIn();
    expect(collegeToday(new Date('2026-11-25T19:30:00Z'))).toBe('2026-11-26');
    expect(collegeToday(new Date('2026-11-25T18:59:00Z'))).toBe('2026-11-25');
    expect(collegeDateTimeToIso('2026-11-26T09:00')).toBe('2026-11-26T09:00:00+05:00');
  });

  it('follows the time zone the server wrote into the page, daylight saving included', async () => {
    const { collegeToday, collegeDateTimeToIso } = await collegeClockIn('Europe/London');
    expect(collegeToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-25');
    expect(collegeDateTimeToIso('2026-07-01T09:00')).toBe('2026-07-01T09:00:00+01:00');
    expect(collegeDateTimeToIso('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+00:00');
    expect(new Date(collegeDateTimeToIso('2026-07-01T09:00')).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('gives a zone behind UTC a negative offset', async () => {
    const { collegeDateTimeToIso } = await collegeClockIn('America/New_York');
    expect(collegeDateTimeToIso('2026-01-15T18:30')).toBe('2026-01-15T18:30:00-05:00');
  });

  it('leaves a value that is not a date and time as it is, for the form to refuse', async () => {
    const { collegeDateTimeToIso } = await collegeClockIn();
    expect(collegeDateTimeToIso('tomorrow')).toBe('tomorrow');
  });
});
