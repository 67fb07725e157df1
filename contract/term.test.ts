import { describe, expect, it } from 'vitest';
import { announcementAge } from './announcements';
import { currentTerm } from './term';

describe('currentTerm', () => {
  it('November is the Fall term, teaching the odd semesters', () => {
    expect(currentTerm(new Date('2026-11-21T10:00:00Z'), 'Asia/Karachi')).toEqual({
      season: 'Fall',
      year: 2026,
      semesters: [1, 3, 5, 7],
    });
  });
  it('January still belongs to the Fall term of the year before', () => {
    expect(currentTerm(new Date('2027-01-15T10:00:00Z'), 'Asia/Karachi').year).toBe(2026);
  });
  it('March is Spring, teaching the even semesters', () => {
    expect(currentTerm(new Date('2027-03-01T10:00:00Z'), 'Asia/Karachi')).toMatchObject({
      season: 'Spring',
      semesters: [2, 4, 6, 8],
    });
  });
  it('uses the college time zone: 31 August 20:00 UTC is already September in Karachi', () => {
    expect(currentTerm(new Date('2026-08-31T20:00:00Z'), 'Asia/Karachi').season).toBe('Fall');
  });
});

describe('announcementAge (spec part 1 §9)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it.each([
    [59, { kind: 'justNow' }],
    [60, { kind: 'hoursAgo', hours: 1 }],
    [23 * 60 + 59, { kind: 'hoursAgo', hours: 23 }],
    [24 * 60, { kind: 'yesterday' }],
    [47 * 60 + 59, { kind: 'yesterday' }],
  ])('%i minutes old reads %j', (minutes, expected) => {
    expect(announcementAge(ago(minutes), now)).toEqual(expected);
  });
  it('48 hours or more reads as a date', () => {
    expect(announcementAge(ago(48 * 60), now)).toEqual({ kind: 'date', date: ago(48 * 60) });
  });
});
