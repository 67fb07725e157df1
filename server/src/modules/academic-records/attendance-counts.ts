/** Attendance counted in SQL by the contract's rule of what counts as attended (rules/attendance.ts). */
import { sql } from 'drizzle-orm';
import { ATTENDANCE_STATUSES } from '../../../../contract/enums';
import { countsAsAttended } from '../../../../contract/rules/attendance';
import { attendanceRecords } from '../../db/schema';

const ATTENDED = ATTENDANCE_STATUSES.filter(countsAsAttended);

/** The attendance rows of the group that count as attended (present and late). */
export const attendedCount = () =>
  sql<number>`(count(*) filter (where ${attendanceRecords.status} in ${ATTENDED}))::int`;
