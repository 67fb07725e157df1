import type { Course } from '@contract/courses';
import { formatClockTimes } from './format';
import { currentLocale } from './i18n/current-locale';
import { valueLabel } from './i18n/reference';

/**
 * A course's timetable in the reader's language: 'Monday, Wednesday · 09:00 - 10:30' in English,
 * 'پیر، بدھ · 9:00 – 10:30 صبح' in Urdu (weekdays named in Urdu, the time as Urdu writes times); '' when the
 * course has no timetable yet.
 */
export function scheduleText(course: Pick<Course, 'schedule'>): string {
  const comma = currentLocale() === 'ur' ? '، ' : ', ';
  const days = course.schedule.days.map((day) => valueLabel(day)).join(comma);
  const time = course.schedule.time && formatClockTimes(course.schedule.time);
  return [days, time].filter(Boolean).join(' · ');
}
