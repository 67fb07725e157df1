import { afterEach, describe, expect, it } from 'vitest';
import { announcementAgeText } from './announcement-age';
import { formatDate, formatMonth } from './format';
import { setCurrentLocale } from './i18n/current-locale';
import type { Translate } from './i18n';

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
