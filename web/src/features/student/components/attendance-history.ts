import type { AttendanceRecord } from '../api/get-attendance';

export interface MonthOfRecords {
  /** YYYY-MM */
  month: string;
  records: AttendanceRecord[];
}

export interface CourseOfRecords {
  course: AttendanceRecord['course_id'];
  months: MonthOfRecords[];
  total: number;
}

/**
 * A student's attendance records grouped by course (in the order of `courses`, then any other) and, within a
 * course, by month, keeping the records' own order (the server's: newest first) in both.
 */
export function groupAttendance(
  records: readonly AttendanceRecord[],
  courses: readonly { _id: string }[],
): CourseOfRecords[] {
  const byCourse = new Map<string, CourseOfRecords>();
  for (const record of records) {
    let group = byCourse.get(record.course_id._id);
    if (!group) {
      group = { course: record.course_id, months: [], total: 0 };
      byCourse.set(record.course_id._id, group);
    }
    const month = record.date.slice(0, 7);
    const last = group.months.at(-1);
    if (last?.month === month) last.records.push(record);
    else {
      const earlier = group.months.find((m) => m.month === month);
      if (earlier) earlier.records.push(record);
      else group.months.push({ month, records: [record] });
    }
    group.total++;
  }
  const rank = (id: string) => {
    const index = courses.findIndex((c) => c._id === id);
    return index < 0 ? courses.length : index;
  };
  return [...byCourse.values()].sort((a, b) => rank(a.course._id) - rank(b.course._id));
}
