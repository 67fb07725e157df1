import { describe, expect, it } from 'vitest';
import { collegeMoment } from '../college-clock';
import { classNowOrNext, scheduleEndMinutes, scheduleStartMinutes } from './timetable';

const zone = 'Asia/Karachi';
/** Wednesday 25 November 2026 at `time` on the college's clocks. */
const wednesdayAt = (time: string) => collegeMoment('2026-11-25', time, zone);
const course = (code: string, days: string[], time: string, archived = false) => ({
  code,
  archived,
  schedule: { days, time, room: '' },
});

const databases = course('CS-301', ['Monday', 'Wednesday'], '09:00 - 10:30');
const networks = course('CS-305', ['Wednesday'], '2:00 PM - 3:30 PM');
const seminar = course('CS-499', ['Thursday'], '11:00 - 12:00');
const mine = [seminar, networks, databases];

describe('a schedule time on the college clocks', () => {
  it('reads the start and end of 24-hour and AM/PM times; a time without an end lasts an hour', () => {
    expect(scheduleStartMinutes('09:00 - 10:30')).toBe(9 * 60);
    expect(scheduleEndMinutes('09:00 - 10:30')).toBe(10 * 60 + 30);
    expect(scheduleStartMinutes('2:00 PM - 3:30 PM')).toBe(14 * 60);
    expect(scheduleEndMinutes('2:00 PM - 3:30 PM')).toBe(15 * 60 + 30);
    expect(scheduleEndMinutes('8:30 AM')).toBe(9 * 60 + 30);
    expect(scheduleStartMinutes('to be announced')).toBe(24 * 60);
  });
});

describe("the teacher's class that meets now or next today", () => {
  it('is the class meeting now', () => {
    expect(classNowOrNext(mine, wednesdayAt('09:40'), zone)).toBe(databases);
    expect(classNowOrNext(mine, wednesdayAt('14:00'), zone)).toBe(networks);
  });

  it('is the next class to start when none meets now', () => {
    expect(classNowOrNext(mine, wednesdayAt('07:15'), zone)).toBe(databases);
    expect(classNowOrNext(mine, wednesdayAt('10:30'), zone)).toBe(networks);
  });

  it('is the last class held today once the day’s classes are over', () => {
    expect(classNowOrNext(mine, wednesdayAt('18:00'), zone)).toBe(networks);
  });

  it('is none on a day without a class, and an archived course holds none', () => {
    expect(classNowOrNext(mine, collegeMoment('2026-11-24', '09:30', zone), zone)).toBeUndefined();
    expect(
      classNowOrNext([course('OLD-1', ['Wednesday'], '09:00 - 10:00', true)], wednesdayAt('09:30'), zone),
    ).toBeUndefined();
    expect(
      classNowOrNext([course('TBA', ['Wednesday'], 'to be announced')], wednesdayAt('09:30'), zone),
    ).toBeUndefined();
  });
});
