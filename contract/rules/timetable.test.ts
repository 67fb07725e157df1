import { describe, expect, it } from 'vitest';
import { collegeMoment } from '../college-clock';
import { classNowOrNext, isTimetableClass, scheduleEndMinutes, scheduleStartMinutes } from './timetable';

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

describe('a virtual session: the timetable class, or an extra session', () => {
  it("is the timetable class on one of the timetable's days within a quarter of an hour of its start", () => {
    expect(isTimetableClass(databases.schedule, wednesdayAt('09:00'), zone)).toBe(true);
    expect(isTimetableClass(databases.schedule, wednesdayAt('09:15'), zone)).toBe(true);
    expect(isTimetableClass(networks.schedule, wednesdayAt('13:50'), zone)).toBe(true);
  });

  it('is an extra session on another day, at another time, or for a course without a timetable', () => {
    expect(isTimetableClass(seminar.schedule, wednesdayAt('11:00'), zone)).toBe(false);
    expect(isTimetableClass(databases.schedule, wednesdayAt('16:00'), zone)).toBe(false);
    expect(isTimetableClass(databases.schedule, wednesdayAt('09:16'), zone)).toBe(false);
    expect(isTimetableClass({ days: [], time: '' }, wednesdayAt('09:00'), zone)).toBe(false);
  });

  it("reads the day on the college's clocks, not the server's: 00:30 in Karachi is still Wednesday", () => {
    const lateNight = course('CS-000', ['Wednesday'], '00:30 - 01:30').schedule;
    // 19:30 UTC on Tuesday is 00:30 on Wednesday in Karachi.
    expect(isTimetableClass(lateNight, new Date('2026-11-24T19:30:00Z'), zone)).toBe(true);
  });
});
