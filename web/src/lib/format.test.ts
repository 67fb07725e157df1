import { afterEach, describe, expect, it } from 'vitest';
import { announcementAgeText } from './announcement-age';
import { formatClockTimes, formatDate, formatDateTime, formatMonth, formatTime } from './format';
import { setCurrentLocale } from './i18n/current-locale';
import { loadLocale } from './i18n/languages';
import type { Translate } from './i18n';
import { scheduleText } from './schedule';

const t = ((key: string) => key) as Translate;
const now = new Date('2026-11-27T06:00:00.000Z');

afterEach(() => setCurrentLocale('en'));

describe('one date format per language', () => {
  it('an announcement older than two days shows its date as every other page does: "21 Nov 2026"', () => {
    const createdAt = '2026-11-21T06:00:00.000Z';
    expect(announcementAgeText(t, createdAt, now)).toBe('21 Nov 2026');
    expect(announcementAgeText(t, createdAt, now)).toBe(formatDate(createdAt));
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
  });

  it('Urdu writes the same day with its own locale, the same way everywhere', () => {
    setCurrentLocale('ur');
    const createdAt = '2026-11-21T06:00:00.000Z';
    const urdu = formatDate(createdAt);
    expect(urdu).toBe(
      new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium', timeZone: 'Asia/Karachi' }).format(
        new Date(createdAt),
      ),
    );
    expect(announcementAgeText(t, createdAt, now)).toBe(urdu);
    expect(formatDate(createdAt)).toBe(urdu);
  });
});

describe('a month', () => {
  it('reads by its name and year, in English and in Urdu, whatever the time zone', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-01')).toBe('January 2026');
    setCurrentLocale('ur');
    expect(formatMonth('2026-11')).toBe(
      new Intl.DateTimeFormat('ur-PK', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2026-11-01T00:00:00Z'),
      ),
    );
  });
});

const ENGLISH_WORDS =
  /\b(AM|PM|am|pm|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

describe('times on an Urdu page', () => {
  // Every hour of a week in November, on the college's clocks.
  const moments = Array.from({ length: 24 * 7 }, (_, hour) =>
    new Date(Date.UTC(2026, 10, 22, hour - 5, 30)).toISOString(),
  );

  it('never read AM or PM in Latin letters, nor an English month, at any hour of the day', () => {
    setCurrentLocale('ur');
    for (const at of moments) {
      for (const written of [formatDateTime(at), formatTime(new Date(at)), formatDate(at)])
        expect(written, `${at} was written "${written}"`).not.toMatch(/[A-Za-z]/);
    }
  });

  it("are written with Urdu's words for the part of the day: morning, afternoon and night", () => {
    setCurrentLocale('ur');
    expect(formatTime(new Date('2026-11-23T04:00:00Z'))).toBe('9:00 صبح');
    expect(formatTime(new Date('2026-11-23T09:00:00Z'))).toBe('2:00 دوپہر');
    expect(formatDateTime('2026-11-23T18:59:00Z')).toBe('23 نومبر، 2026، 11:59 رات');
  });

  it("a timetable's times read as every other time does, weekdays named in Urdu", async () => {
    await loadLocale('ur');
    expect(formatClockTimes('09:00 - 10:30')).toBe('9:00 – 10:30 صبح');
    expect(formatClockTimes('2:00 PM - 3:30 PM')).toBe('2:00 – 3:30 دوپہر');
    expect(formatClockTimes('11:30 - 13:00')).toBe('11:30 صبح\u2009–\u20091:00 دوپہر');
    const schedule = scheduleText({
      schedule: { days: ['Monday', 'Wednesday', 'Saturday'], time: '8:30 AM - 10:00 AM', room: 'Lab 2' },
    });
    expect(schedule).not.toMatch(ENGLISH_WORDS);
    expect(schedule).not.toMatch(/[A-Za-z]/);
    expect(schedule).toBe('پیر، بدھ، ہفتہ · 8:30 – 10:00 صبح');
  });

  it('English keeps its 24-hour clock, a timetable included; text that is no time stays as written', () => {
    expect(formatTime(new Date('2026-11-23T09:00:00Z'))).toBe('14:00');
    expect(formatDateTime('2026-11-23T18:59:00Z')).toBe('23 Nov 2026, 23:59');
    expect(formatClockTimes('2:00 PM - 3:30 PM')).toBe('14:00 - 15:30');
    expect(formatClockTimes('after Zuhr')).toBe('after Zuhr');
    setCurrentLocale('ur');
    expect(formatClockTimes('after Zuhr')).toBe('after Zuhr');
  });
});
