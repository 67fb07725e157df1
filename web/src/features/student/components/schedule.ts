import type { Course } from '@contract/courses';

/** 'Monday, Wednesday · 09:00 - 10:30', or '' when the course has no timetable yet. */
export function scheduleText(course: Pick<Course, 'schedule'>): string {
  return [course.schedule.days.join(', '), course.schedule.time].filter(Boolean).join(' · ');
}
