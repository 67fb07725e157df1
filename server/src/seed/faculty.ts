/** The demo admin and the teachers of every department, the demo teacher among them. */
import type { DESIGNATIONS, QUALIFICATIONS } from '../../../contract/enums';
import { facultyProfiles, users } from '../db/schema';
import { CATALOGUE } from './catalogue';
import { ACADEMIC_YEAR, daysAfter, daysAgo, type SeedContext } from './context';
import { address, BLOOD_GROUPS_WEIGHTED, dateIn, mobile, personName, uniqueEmail } from './people-data';
import { rngFor } from './random';

export const DEMO_ADMIN = { email: 'admin@example.edu', name: 'Farah Qureshi' };
export const DEMO_FACULTY = { email: 'faculty@example.edu', name: 'Kashif Hashmi', employeeId: 'EMP-IT-001' };

/** Teachers per department, the demo teacher included in Information Technology. */
const FACULTY_COUNTS: Record<string, number> = {
  'Information Technology': 5,
  'Computer Science': 5,
  English: 4,
  Urdu: 3,
  Botany: 4,
  Zoology: 4,
  'Business Administration': 4,
  Education: 3,
};

type Qualification = (typeof QUALIFICATIONS)[number];
type Designation = (typeof DESIGNATIONS)[number];
const DEGREES: Qualification[] = ['Ph.D.', 'Ph.D.', 'M.Phil.', 'M.Phil.', 'MS/MSc'];
const BUSINESS_DEGREES: Qualification[] = ['Ph.D.', 'MBA', 'MBA', 'M.Phil.'];
const JUNIOR_DESIGNATIONS: Designation[] = [
  'Lecturer',
  'Lecturer',
  'Assistant Professor',
  'Visiting Faculty',
];
/** Departments with laboratories, and so lab instructors. */
const LAB_DEPARTMENTS = new Set(['IT', 'CS', 'BOT', 'ZOO']);

export interface SeededTeacher {
  id: string;
  name: string;
  department: string;
}

export async function seedAdmin(ctx: SeedContext, emails: Set<string>): Promise<string> {
  const rng = rngFor('admin');
  const id = rng.uuid();
  emails.add(DEMO_ADMIN.email);
  await ctx.db.insert(users).values({
    id,
    name: DEMO_ADMIN.name,
    email: DEMO_ADMIN.email,
    passwordHash: ctx.passwordHash,
    role: 'admin',
    status: 'approved',
    phone: '0300-6001234',
    createdAt: daysAgo(ctx, 240),
    updatedAt: daysAgo(ctx, 240),
    decidedAt: daysAgo(ctx, 240),
  });
  return id;
}

/** Approved teachers with full profiles; returns them by department in a stable order. */
export async function seedFaculty(
  ctx: SeedContext,
  adminId: string,
  emails: Set<string>,
): Promise<SeededTeacher[]> {
  const rng = rngFor('faculty');
  const userRows: (typeof users.$inferInsert)[] = [];
  const profileRows: (typeof facultyProfiles.$inferInsert)[] = [];
  const teachers: SeededTeacher[] = [];

  for (const dept of CATALOGUE) {
    for (let n = 1; n <= FACULTY_COUNTS[dept.department]; n++) {
      const isDemo = dept.code === 'IT' && n === 1;
      const person = personName(rng);
      const qualification = isDemo ? 'MS/MSc' : rng.pick(dept.code === 'BBA' ? BUSINESS_DEGREES : DEGREES);
      const designation = isDemo
        ? 'Assistant Professor'
        : qualification === 'Ph.D.'
          ? rng.pick(['Professor', 'Associate Professor', 'Assistant Professor'] as const)
          : rng.pick(
              LAB_DEPARTMENTS.has(dept.code)
                ? [...JUNIOR_DESIGNATIONS, 'Lab Instructor' as const]
                : JUNIOR_DESIGNATIONS,
            );
      const title = qualification === 'Ph.D.' ? 'Dr. ' : '';
      const joinYear = isDemo ? 2018 : rng.int(2006, 2023);
      const createdAt = daysAgo(ctx, rng.int(150, 230), rng);
      const id = rng.uuid();
      const name = isDemo ? DEMO_FACULTY.name : `${title}${person.first} ${person.last}`;
      userRows.push({
        id,
        name,
        email: isDemo ? DEMO_FACULTY.email : uniqueEmail(emails, person),
        passwordHash: ctx.passwordHash,
        role: 'faculty',
        status: 'approved',
        phone: mobile(rng),
        createdAt,
        updatedAt: createdAt,
        decidedAt: daysAfter(ctx, createdAt, 1),
        decidedBy: adminId,
      });
      if (isDemo) emails.add(DEMO_FACULTY.email);
      profileRows.push({
        userId: id,
        employeeId: isDemo ? DEMO_FACULTY.employeeId : `EMP-${dept.code}-${String(n).padStart(3, '0')}`,
        dateOfBirth: dateIn(rng, joinYear - 35, joinYear - 24),
        bloodGroup: rng.chance(0.9) ? rng.pick(BLOOD_GROUPS_WEIGHTED) : null,
        address: address(rng),
        nationality: 'Pakistani',
        religion: rng.chance(0.95) ? 'Islam' : 'Christianity',
        emergencyContact: mobile(rng),
        departmentId: ctx.departmentIds.get(dept.department)!,
        designation,
        qualification,
        specialization: isDemo ? 'Computer Networks and Databases' : rng.pick(dept.specializations),
        joiningDate: dateIn(rng, joinYear, joinYear),
        experience: `${ACADEMIC_YEAR - joinYear + rng.int(0, 3)} years`,
      });
      teachers.push({ id, name, department: dept.department });
    }
  }
  await ctx.db.insert(users).values(userRows);
  await ctx.db.insert(facultyProfiles).values(profileRows);
  return teachers;
}
