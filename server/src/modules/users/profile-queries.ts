/** Reads users together with their role's profile, and presents them as the contract's `User`. */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { pageOffset, type PageQuery } from '../../../../contract/paging';
import { MATCHES, totalOf } from '../../db/paging';
import type { User } from '../../../../contract/auth';
import type { Db } from '../../db/client';
import { rowFromJson } from '../../db/one-row';
import { departments, facultyProfiles, programs, studentProfiles, users } from '../../db/schema';

/** The department of a student's and of a teacher's profile, for filters on `selectUsersWithProfiles`. */
export const studentDepartment = alias(departments, 'student_department');
export const facultyDepartment = alias(departments, 'faculty_department');

type DepartmentRef = { _id: string; name: string; code: string };
type JsonRow = {
  user: Record<string, unknown>;
  student: Record<string, unknown> | null;
  faculty: Record<string, unknown> | null;
  program: string | null;
  studentDepartment: DepartmentRef | null;
  facultyDepartment: DepartmentRef | null;
};

const departmentRef = (d: typeof studentDepartment | typeof facultyDepartment) =>
  sql`case when ${d.id} is null then null else json_build_object('_id', ${d.id}, 'name', ${d.name}, 'code', ${d.code}) end`;

/** Users joined to their role's profile, program and department, for any selection over them. */
function joinProfiles<T extends PgSelect>(query: T) {
  return query
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(programs, eq(programs.id, studentProfiles.programId))
    .leftJoin(studentDepartment, eq(studentDepartment.id, studentProfiles.departmentId))
    .leftJoin(facultyProfiles, eq(facultyProfiles.userId, users.id))
    .leftJoin(facultyDepartment, eq(facultyDepartment.id, facultyProfiles.departmentId));
}

type Order = 'oldest-first' | 'newest-first';
const ORDER_COLUMNS = {
  'oldest-first': [asc(users.createdAt), asc(users.id)],
  'newest-first': [desc(users.createdAt), desc(users.id)],
} satisfies Record<Order, SQL[]>;

/**
 * One statement for any number of users, whatever their roles. The rows come back as one json value: PGlite
 * hands that over far faster than hundreds of rows of thirty columns (the admin's list of every student).
 */
export async function selectUsersWithProfiles(db: Db, where: SQL | undefined, order?: Order) {
  const [result] = await joinProfiles(
    db
      .select({ list: profilesJson(order) })
      .from(users)
      .$dynamic(),
  ).where(where);
  return presentRows(result?.list ?? []);
}

/**
 * One page of the users matching `where`, in `order`, and how many match in all: one statement, the filters
 * evaluated once (the count is a window over the matches, taken before the page is cut). Only a page past the
 * end, which has no row to carry the count, asks for it again.
 */
export async function selectUserPage(db: Db, where: SQL | undefined, order: Order, page: PageQuery) {
  const pageRows = joinProfiles(db.select({ id: users.id, matches: MATCHES }).from(users).$dynamic())
    .where(where)
    .orderBy(...ORDER_COLUMNS[order])
    .limit(page.page_size)
    .offset(pageOffset(page))
    .as('page_rows');
  const [result] = await joinProfiles(
    db
      .select({ list: profilesJson(order), total: sql<number | null>`max(${pageRows.matches})` })
      .from(users)
      .innerJoin(pageRows, eq(pageRows.id, users.id))
      .$dynamic(),
  );
  const counted = async () => {
    const [row] = await joinProfiles(db.select({ n: count() }).from(users).$dynamic()).where(where);
    return row?.n ?? 0;
  };
  return {
    rows: presentRows(result?.list ?? []),
    total: await totalOf(result?.total, page, counted),
    page: page.page,
    pageSize: page.page_size,
  };
}

function profilesJson(order: Order | undefined) {
  const orderBy = order ? sql` order by ${sql.join(ORDER_COLUMNS[order], sql`, `)}` : sql``;
  return sql<JsonRow[]>`coalesce(json_agg(json_build_object(
        'user', to_json(${users}),
        'student', to_json(${studentProfiles}),
        'faculty', to_json(${facultyProfiles}),
        'program', ${programs.name},
        'studentDepartment', ${departmentRef(studentDepartment)},
        'facultyDepartment', ${departmentRef(facultyDepartment)})${orderBy}), '[]')`;
}

function presentRows(list: JsonRow[]): User[] {
  return list.map((row) =>
    presentUser({
      ...row,
      user: rowFromJson(users, row.user),
      student: row.student && rowFromJson(studentProfiles, row.student),
      faculty: row.faculty && rowFromJson(facultyProfiles, row.faculty),
    }),
  );
}

type Row = {
  user: typeof users.$inferSelect;
  student: typeof studentProfiles.$inferSelect | null;
  faculty: typeof facultyProfiles.$inferSelect | null;
  program: string | null;
  studentDepartment: { _id: string; name: string; code: string } | null;
  facultyDepartment: { _id: string; name: string; code: string } | null;
};

export function presentUser({
  user,
  student,
  faculty,
  program,
  studentDepartment,
  facultyDepartment,
}: Row): User {
  const base: User = {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    phone: user.phone,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    // Only when set: the change-password screen is the one place that reads it.
    ...(user.mustChangePassword && { mustChangePassword: true }),
  };
  if (user.role === 'student' && student) {
    return {
      ...base,
      student_id: student.studentId,
      date_of_birth: student.dateOfBirth,
      blood_group: student.bloodGroup,
      address: student.address,
      nationality: student.nationality,
      religion: student.religion,
      guardian_name: student.guardianName,
      guardian_phone: student.guardianPhone,
      guardian_relation: student.guardianRelation,
      emergency_contact: student.emergencyContact,
      department: studentDepartment?.name ?? null,
      department_id: studentDepartment,
      program: program ?? '',
      batch: student.batch,
      semester: student.semester,
      section: student.section,
    };
  }
  if (user.role === 'faculty' && faculty) {
    return {
      ...base,
      employee_id: faculty.employeeId,
      date_of_birth: faculty.dateOfBirth,
      blood_group: faculty.bloodGroup,
      address: faculty.address,
      nationality: faculty.nationality,
      religion: faculty.religion,
      emergency_contact: faculty.emergencyContact,
      department: facultyDepartment?.name ?? null,
      department_id: facultyDepartment,
      designation: faculty.designation,
      qualification: faculty.qualification,
      specialization: faculty.specialization,
      joining_date: faculty.joiningDate,
      experience: faculty.experience,
    };
  }
  return base;
}

export async function findUserWithProfile(db: Db, userId: string): Promise<User | undefined> {
  const [user] = await selectUsersWithProfiles(db, eq(users.id, userId));
  return user;
}

export async function findUsersWithProfiles(db: Db, userIds: string[]): Promise<User[]> {
  if (userIds.length === 0) return [];
  return selectUsersWithProfiles(db, inArray(users.id, userIds));
}
