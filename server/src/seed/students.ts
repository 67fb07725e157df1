/** A few hundred approved students over the seven student departments, enrolled in their semester's courses. */
import { PROGRAMS, type DepartmentName } from '../../../contract/enums';
import { enrollments, studentProfiles, users } from '../db/schema';
import { ACADEMIC_YEAR, chunks, daysAfter, daysAgo, type SeedContext } from './context';
import { semestersOf } from '../../../contract/term';
import type { SeededCourses } from './courses';
import type { SeededTerm } from './terms';
import { address, BLOOD_GROUPS_WEIGHTED, dateIn, mobile, personName, uniqueEmail } from './people-data';
import { rngFor, type Rng } from './random';

export const DEMO_STUDENT = {
  email: 'student@example.edu',
  name: 'Ayesha Malik',
  studentId: 'BSIT-2024-001',
};

/** Students per department; the demo student comes on top of Information Technology's. */
const STUDENT_COUNTS: [DepartmentName, number][] = [
  ['Information Technology', 59],
  ['Computer Science', 60],
  ['English', 36],
  ['Urdu', 28],
  ['Botany', 34],
  ['Zoology', 34],
  ['Business Administration', 48],
];

/** Student ID prefixes per program: BSIT-2024-017. */
const ID_PREFIXES: Record<string, string> = {
  'Information Technology': 'BSIT',
  'Computer Science': 'BSCS',
  English: 'BSENG',
  Urdu: 'BSURDU',
  Botany: 'BSBOT',
  Zoology: 'BSZOO',
  'Business Administration': 'BBA',
  Education: 'BED',
};

/** Two semesters a year: semesters 1-2 are this year's intake, 3-4 last year's, and so on. */
export const batchOf = (semester: number) => String(ACADEMIC_YEAR - Math.floor((semester - 1) / 2));

export const programOf = (department: string) => PROGRAMS.find((p) => p.department === department)!.name;

/** An approved student as the later parts of the seed need it. */
export interface SeededStudent {
  id: string;
  name: string;
  department: DepartmentName;
  semester: number;
  section: string;
  isDemo: boolean;
  createdAt: Date;
  decidedAt: Date;
}

export interface StudentSpec {
  department: DepartmentName;
  semester: number;
  section: string;
  email?: string;
  name?: string;
  studentId?: string;
}

/** Builds the user and profile rows of one student (shared with the pending registrations). */
export function studentRows(
  ctx: SeedContext,
  rng: Rng,
  spec: StudentSpec & { studentId: string },
  account: { status: 'approved' | 'pending' | 'rejected'; createdAt: Date; emails: Set<string> },
) {
  const person = personName(rng);
  const id = rng.uuid();
  const batch = batchOf(spec.semester);
  const father = personName(rng, false);
  const relation = rng.pick(['Father', 'Father', 'Father', 'Father', 'Mother', 'Guardian'] as const);
  const user: typeof users.$inferInsert = {
    id,
    name: spec.name ?? `${person.first} ${person.last}`,
    email: spec.email ?? uniqueEmail(account.emails, person),
    passwordHash: ctx.passwordHash,
    role: 'student',
    status: account.status,
    phone: mobile(rng),
    createdAt: account.createdAt,
    updatedAt: account.createdAt,
  };
  if (spec.email) account.emails.add(spec.email);
  const profile: typeof studentProfiles.$inferInsert = {
    userId: id,
    studentId: spec.studentId,
    dateOfBirth: dateIn(rng, Number(batch) - 20, Number(batch) - 18),
    bloodGroup: rng.chance(0.85) ? rng.pick(BLOOD_GROUPS_WEIGHTED) : null,
    address: address(rng),
    nationality: 'Pakistani',
    religion: rng.chance(0.96) ? 'Islam' : 'Christianity',
    guardianName:
      relation === 'Father'
        ? `${father.first} ${person.last}`
        : `${personName(rng, relation === 'Mother').first} ${person.last}`,
    guardianPhone: mobile(rng),
    guardianRelation: relation,
    emergencyContact: mobile(rng),
    departmentId: ctx.departmentIds.get(spec.department)!,
    programId: ctx.programIds.get(programOf(spec.department))!,
    batch,
    semester: spec.semester,
    section: spec.section,
  };
  return { id, user, profile };
}

/** Gives out student IDs in order per program and batch: BSCS-2023-001, BSCS-2023-002, ... */
export function studentIdCounter() {
  const counters = new Map<string, number>();
  return (department: string, semester: number) => {
    const prefix = `${ID_PREFIXES[department]}-${batchOf(semester)}`;
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}-${String(n).padStart(3, '0')}`;
  };
}

export async function seedStudents(
  ctx: SeedContext,
  adminId: string,
  courses: SeededCourses,
  terms: SeededTerm[],
  emails: Set<string>,
  nextStudentId: ReturnType<typeof studentIdCounter>,
) {
  const rng = rngFor('students');
  // A term teaches the semesters of its season: in Fall the students are in semesters 1, 3, 5 and 7.
  const season = terms.find((t) => t.back === 0)!.season;
  const first = semestersOf(season)[0] ?? 2;
  const specs: StudentSpec[] = [
    {
      department: 'Information Technology',
      semester: first + 2,
      section: 'A',
      email: DEMO_STUDENT.email,
      name: DEMO_STUDENT.name,
    },
  ];
  for (const [department, count] of STUDENT_COUNTS) {
    // Round the semesters first, then the sections, so every class has students in A and B.
    for (let i = 0; i < count; i++)
      specs.push({ department, semester: first + 2 * (i % 4), section: i % 16 < 8 ? 'A' : 'B' });
  }

  const userRows: (typeof users.$inferInsert)[] = [];
  const profileRows: (typeof studentProfiles.$inferInsert)[] = [];
  const enrollmentRows: (typeof enrollments.$inferInsert)[] = [];
  const seeded: SeededStudent[] = [];
  for (const spec of specs) {
    const isDemo = spec.email === DEMO_STUDENT.email;
    // Most students joined at the start of term; a steady trickle arrived since, so monthly counts move.
    const createdAt = isDemo
      ? daysAgo(ctx, 170)
      : daysAgo(ctx, rng.chance(0.6) ? rng.int(120, 180) : rng.int(0, 119), rng);
    const studentId = nextStudentId(spec.department, spec.semester);
    const { id, user, profile } = studentRows(
      ctx,
      rng,
      { ...spec, studentId },
      { status: 'approved', createdAt, emails },
    );
    const decidedAt = daysAfter(ctx, createdAt, rng.int(0, 3));
    userRows.push({ ...user, decidedAt, decidedBy: adminId });
    profileRows.push(profile);
    seeded.push({
      id,
      name: user.name,
      department: spec.department,
      semester: spec.semester,
      section: spec.section,
      isDemo,
      createdAt,
      decidedAt,
    });
    for (const course of courses.current) {
      if (course.department === spec.department && course.semester === spec.semester) {
        enrollmentRows.push({ studentId: id, courseId: course.id, createdAt: daysAfter(ctx, createdAt, 1) });
      }
    }
    // Each earlier semester in the offering of the term that taught it.
    for (const course of courses.catalogue) {
      const back = spec.semester - course.semester;
      const term = terms.find((t) => t.back === back);
      const offering = term && courses.offeringIn(course.code, back);
      if (course.department === spec.department && back > 0 && term && offering) {
        enrollmentRows.push({
          studentId: id,
          courseId: offering,
          createdAt: new Date(`${term.startsOn}T05:00:00Z`),
        });
      }
    }
  }
  for (const rows of chunks(userRows)) await ctx.db.insert(users).values(rows);
  for (const rows of chunks(profileRows)) await ctx.db.insert(studentProfiles).values(rows);
  for (const rows of chunks(enrollmentRows, 2000)) await ctx.db.insert(enrollments).values(rows);
  return { count: specs.length, enrollments: enrollmentRows.length, list: seeded };
}
