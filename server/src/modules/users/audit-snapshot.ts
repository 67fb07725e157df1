/**
 * What the audit trail keeps of a person: the fields an admin can see and change, with the department and
 * program by name. Never the password hash, sessions or registration address.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, facultyProfiles, programs, studentProfiles, users } from '../../db/schema';
import type { AuditFields } from '../audit/record';

type Reader = Pick<Db, 'select'>;

/** The fields kept when an account is deleted: enough to know whose it was. */
const KEY_FIELDS = [
  'name',
  'email',
  'role',
  'status',
  'studentId',
  'employeeId',
  'department',
  'program',
  'batch',
  'semester',
  'section',
  'designation',
] as const;

/** Every audited field of a user, or null when there is no such user. */
export async function personSnapshot(tx: Reader, userId: string): Promise<AuditFields | null> {
  const [row] = await tx
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      status: users.status,
      studentId: studentProfiles.studentId,
      employeeId: facultyProfiles.employeeId,
      dateOfBirth: sql<
        string | null
      >`coalesce(${studentProfiles.dateOfBirth}, ${facultyProfiles.dateOfBirth})`,
      bloodGroup: sql<string | null>`coalesce(${studentProfiles.bloodGroup}, ${facultyProfiles.bloodGroup})`,
      address: sql<string | null>`coalesce(${studentProfiles.address}, ${facultyProfiles.address})`,
      nationality: sql<
        string | null
      >`coalesce(${studentProfiles.nationality}, ${facultyProfiles.nationality})`,
      religion: sql<string | null>`coalesce(${studentProfiles.religion}, ${facultyProfiles.religion})`,
      guardianName: studentProfiles.guardianName,
      guardianPhone: studentProfiles.guardianPhone,
      guardianRelation: studentProfiles.guardianRelation,
      emergencyContact: sql<
        string | null
      >`coalesce(${studentProfiles.emergencyContact}, ${facultyProfiles.emergencyContact})`,
      department: departments.name,
      program: programs.name,
      batch: studentProfiles.batch,
      semester: studentProfiles.semester,
      section: studentProfiles.section,
      designation: facultyProfiles.designation,
      qualification: facultyProfiles.qualification,
      specialization: facultyProfiles.specialization,
      joiningDate: facultyProfiles.joiningDate,
      experience: facultyProfiles.experience,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(facultyProfiles, eq(facultyProfiles.userId, users.id))
    .leftJoin(
      departments,
      sql`${departments.id} = coalesce(${studentProfiles.departmentId}, ${facultyProfiles.departmentId})`,
    )
    .leftJoin(programs, eq(programs.id, studentProfiles.programId))
    .where(eq(users.id, userId));
  if (!row) return null;
  // Unset fields are left out (the diff reads a missing field as null), so a student has no designation.
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

/** The key fields of a snapshot, for a deletion. */
export function keyFields(snapshot: AuditFields): AuditFields {
  return Object.fromEntries(KEY_FIELDS.filter((key) => key in snapshot).map((key) => [key, snapshot[key]]));
}
