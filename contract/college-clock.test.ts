/** The college's clock, shared by the server and the web client. */
import { describe, expect, it } from 'vitest';
import { collegeMoment, collegeToday, offsetMinutes } from './college-clock';

describe("the college's clock", () => {
  it("knows Pakistan's date after UTC's midnight and before it", () => {
    expect(collegeToday(new Date('2026-11-25T19:30:00Z'), 'Asia/Karachi')).toBe('2026-11-26');
    expect(collegeToday(new Date('2026-11-25T18:59:00Z'), 'Asia/Karachi')).toBe('2026-11-25');
  });

  it('reads a local time as the moment it names, on both sides of a daylight saving change', () => {
    expect(collegeMoment('2026-11-26', '09:00', 'Asia/Karachi').toISOString()).toBe(
      '2026-11-26T04:00:00.000Z',
    );
    expect(collegeMoment('2026-03-28', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-03-28T12:00:00.000Z',
    );
    expect(collegeMoment('2026-03-30', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-03-30T11:00:00.000Z',
    );
  });

  it('gives the offset of a zone behind UTC as negative', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Asia/Karachi')).toBe(300);
  });
});
