/**
 * The large college's people and timetable, built in memory from seeded random streams: the demo admin,
 * faculty (the demo teacher among them), courses spread over the seven student departments and eight
 * semesters, students in sections, and each student's five or six courses of its semester.
 */
import { STUDENT_DEPARTMENTS, WEEKDAYS, type DepartmentName } from '../../../../contract/enums';
import type { enrollments, facultyProfiles, studentProfiles, users } from '../../db/schema';
import type { NewCourse } from '../../modules/courses/offerings';
import { CATALOGUE, parseEntry } from '../catalogue';
import { ACADEMIC_YEAR, daysAfter, daysAgo, type SeedContext } from '../context';
import { DEMO_ADMIN, DEMO_FACULTY } from '../faculty';
import { address, BLOOD_GROUPS_WEIGHTED, dateIn, mobile, personName, uniqueEmail } from '../people-data';
import { rngFor } from '../random';
import { DEMO_STUDENT, studentIdCounter, studentRows, type SeededStudent } from '../students';
import { CLASS_GROUPS, type LargeCollegeSize } from './sizes';

/** Every stream of the large college is seeded apart from the demo college's. */
export const LARGE_SEED = 20_260_901;
export const largeRng = (label: string) => rngFor(`large:${label}`, LARGE_SEED);

const TIME_SLOTS = ['08:30 - 10:00', '10:00 - 11:30', '11:30 - 13:00', '13:30 - 15:00', '15:00 - 16:30'];
const DAY_PAIRS: [number, number][] = [
  [0, 2],
  [1, 3],
  [2, 4],
  [0, 3],
  [1, 4],
  [3, 5],
];
/** A class of about this many students makes a section. */
const SECTION_SIZE = 90;
/** The demo teacher's courses, as in the demo college: two of the demo student's, a virtual one, two others. */
const DEMO_FACULTY_COURSES = ['IT-301', 'IT-302', 'IT-303', 'IT-401', 'IT-501'];

export interface LargeCourse {
  id: string;
  code: string;
  name: string;
  department: DepartmentName;
  semester: number;
  credits: number;
  instructorId: string | null;
  isVirtual: boolean;
  scheduleDays: string[];
  scheduleTime: string;
}

export interface LargeStudent extends SeededStudent {
  /** The courses of its semester it takes this term. */
  courseIds: string[];
  /** Which courses of each earlier semester it took: the same positions as this term's. */
  positions: number[];
}

type UserRow = typeof users.$inferInsert;

export interface LargeLayout {
  adminId: string;
  demoTeacherId: string;
  users: UserRow[];
  facultyProfiles: (typeof facultyProfiles.$inferInsert)[];
  studentProfiles: (typeof studentProfiles.$inferInsert)[];
  /** The courses, all offered in the current term. */
  courses: Omit<NewCourse, 'termId'>[];
  enrollments: (typeof enrollments.$inferInsert)[];
  courseList: LargeCourse[];
  /** Courses by class group (department index * 8 + semester - 1), in position order. */
  groups: LargeCourse[][];
  students: LargeStudent[];
  teacherCount: number;
  emails: Set<string>;
  nextStudentId: ReturnType<typeof studentIdCounter>;
}

const catalogueOf = (department: string) => CATALOGUE.find((d) => d.department === department)!;

function courseTitle(department: DepartmentName, semester: number, position: number) {
  const dept = catalogueOf(department);
  const lectures = dept.semesters[semester - 1].map(parseEntry).filter((e) => !e.isLab);
  if (position < lectures.length)
    return { name: lectures[position].name, credits: lectures[position].credits };
  const k = position - lectures.length;
  const topic = dept.specializations[k % dept.specializations.length];
  const round = Math.floor(k / dept.specializations.length);
  return { name: `Special Topics in ${topic}${round > 0 ? ` ${round + 1}` : ''}`, credits: 3 };
}

/** Teachers per department: a few in Education (it teaches no degree students here), the rest evenly. */
function facultyDepartments(total: number): DepartmentName[] {
  const education = Math.max(1, Math.round(total * 0.04));
  const list: DepartmentName[] = [];
  for (let i = 0; i < total - education; i++) list.push(STUDENT_DEPARTMENTS[i % STUDENT_DEPARTMENTS.length]);
  for (let i = 0; i < education; i++) list.push('Education');
  return list;
}

export function buildLayout(ctx: SeedContext, size: LargeCollegeSize): LargeLayout {
  const emails = new Set<string>();
  const userRows: UserRow[] = [];

  // The demo admin.
  const adminRng = largeRng('admin');
  const adminId = adminRng.uuid();
  emails.add(DEMO_ADMIN.email);
  userRows.push({
    id: adminId,
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

  // Faculty, the first of Information Technology being the demo teacher.
  const facultyRng = largeRng('faculty');
  const facultyRows: LargeLayout['facultyProfiles'] = [];
  const teachersOf = new Map<string, string[]>();
  const employeeNumbers = new Map<string, number>();
  let demoTeacherId = '';
  for (const department of facultyDepartments(size.faculty)) {
    const dept = catalogueOf(department);
    const n = (employeeNumbers.get(dept.code) ?? 0) + 1;
    employeeNumbers.set(dept.code, n);
    const isDemo = dept.code === 'IT' && n === 1;
    const person = personName(facultyRng);
    const qualification = isDemo
      ? 'MS/MSc'
      : facultyRng.pick(['Ph.D.', 'M.Phil.', 'M.Phil.', 'MS/MSc'] as const);
    const designation = isDemo
      ? 'Assistant Professor'
      : qualification === 'Ph.D.'
        ? facultyRng.pick(['Professor', 'Associate Professor', 'Assistant Professor'] as const)
        : facultyRng.pick(['Lecturer', 'Lecturer', 'Assistant Professor', 'Visiting Faculty'] as const);
    const joinYear = isDemo ? 2018 : facultyRng.int(2000, 2024);
    const createdAt = daysAgo(ctx, facultyRng.int(150, 230), facultyRng);
    const id = facultyRng.uuid();
    if (isDemo) demoTeacherId = id;
    else teachersOf.set(department, [...(teachersOf.get(department) ?? []), id]);
    if (isDemo) emails.add(DEMO_FACULTY.email);
    userRows.push({
      id,
      name: isDemo
        ? DEMO_FACULTY.name
        : `${qualification === 'Ph.D.' ? 'Dr. ' : ''}${person.first} ${person.last}`,
      email: isDemo ? DEMO_FACULTY.email : uniqueEmail(emails, person),
      passwordHash: ctx.passwordHash,
      role: 'faculty',
      status: 'approved',
      phone: mobile(facultyRng),
      createdAt,
      updatedAt: createdAt,
      decidedAt: daysAfter(ctx, createdAt, 1),
      decidedBy: adminId,
    });
    facultyRows.push({
      userId: id,
      employeeId: isDemo ? DEMO_FACULTY.employeeId : `EMP-${dept.code}-${String(n).padStart(3, '0')}`,
      dateOfBirth: dateIn(facultyRng, joinYear - 35, joinYear - 24),
      bloodGroup: facultyRng.chance(0.9) ? facultyRng.pick(BLOOD_GROUPS_WEIGHTED) : null,
      address: address(facultyRng),
      nationality: 'Pakistani',
      religion: facultyRng.chance(0.95) ? 'Islam' : 'Christianity',
      emergencyContact: mobile(facultyRng),
      departmentId: ctx.departmentIds.get(department)!,
      designation,
      qualification,
      specialization: isDemo ? 'Computer Networks and Databases' : facultyRng.pick(dept.specializations),
      joiningDate: dateIn(facultyRng, joinYear, joinYear),
      experience: `${ACADEMIC_YEAR - joinYear} years`,
    });
  }

  // Courses: course c belongs to class group c mod 56, so every department and semester gets its share.
  const courseRng = largeRng('courses');
  const courseRows: LargeLayout['courses'] = [];
  const courseList: LargeCourse[] = [];
  const groups: LargeCourse[][] = Array.from({ length: CLASS_GROUPS }, () => []);
  const turns = new Map<string, number>();
  for (let c = 0; c < size.courses; c++) {
    const group = c % CLASS_GROUPS;
    const department = STUDENT_DEPARTMENTS[Math.floor(group / 8)];
    const semester = (group % 8) + 1;
    const position = Math.floor(c / CLASS_GROUPS);
    const dept = catalogueOf(department);
    const code = `${dept.code}-${semester}${String(position + 1).padStart(2, '0')}`;
    const { name, credits } = courseTitle(department, semester, position);
    const others = teachersOf.get(department) ?? [demoTeacherId];
    let instructorId: string | null;
    if (DEMO_FACULTY_COURSES.includes(code)) instructorId = demoTeacherId;
    else if (courseRng.chance(0.03)) instructorId = null;
    else {
      const turn = turns.get(department) ?? 0;
      turns.set(department, turn + 1);
      instructorId = others[turn % others.length];
    }
    const isVirtual = code === 'IT-303' || (code !== 'IT-301' && code !== 'IT-302' && courseRng.chance(0.14));
    const [first, second] = courseRng.pick(DAY_PAIRS);
    const scheduleDays = [WEEKDAYS[first], WEEKDAYS[second]];
    const scheduleTime = TIME_SLOTS[position % TIME_SLOTS.length];
    const createdAt = daysAgo(ctx, courseRng.int(200, 260), courseRng);
    const id = courseRng.uuid();
    courseRows.push({
      id,
      code,
      name,
      description: `${name}: lectures, weekly exercises, assignments and two exams.`,
      credits,
      semester,
      departmentId: ctx.departmentIds.get(department)!,
      instructorId,
      isVirtual,
      scheduleDays,
      scheduleTime,
      scheduleRoom: isVirtual
        ? 'Online'
        : `${dept.block}, Room ${semester}${String(position + 1).padStart(2, '0')}`,
      creditHours: credits,
      createdAt,
      updatedAt: createdAt,
    });
    const course = {
      id,
      code,
      name,
      department,
      semester,
      credits,
      instructorId,
      isVirtual,
      scheduleDays,
      scheduleTime,
    };
    courseList.push(course);
    groups[group].push(course);
  }

  // Students: student i is in class group i mod 56; within its group, sections of about ninety.
  const studentRng = largeRng('students');
  const nextStudentId = studentIdCounter();
  const studentProfileRows: LargeLayout['studentProfiles'] = [];
  const enrollmentRows: LargeLayout['enrollments'] = [];
  const students: LargeStudent[] = [];
  const perGroup = Math.ceil(size.students / CLASS_GROUPS);
  const sections = Math.min(26, Math.max(1, Math.round(perGroup / SECTION_SIZE)));
  // The demo student is the first of Information Technology's semester 3 (group 2), in section A.
  const demoIndex = 2;
  for (let i = 0; i < size.students; i++) {
    const group = i % CLASS_GROUPS;
    const department = STUDENT_DEPARTMENTS[Math.floor(group / 8)];
    const semester = (group % 8) + 1;
    const j = Math.floor(i / CLASS_GROUPS);
    const sectionIndex = j % sections;
    const section = String.fromCharCode(65 + sectionIndex);
    const isDemo = i === demoIndex;
    const createdAt = isDemo
      ? daysAgo(ctx, 170)
      : daysAgo(ctx, studentRng.chance(0.6) ? studentRng.int(120, 180) : studentRng.int(0, 119), studentRng);
    const { id, user, profile } = studentRows(
      ctx,
      studentRng,
      {
        department,
        semester,
        section,
        studentId: nextStudentId(department, semester),
        ...(isDemo ? { email: DEMO_STUDENT.email, name: DEMO_STUDENT.name } : {}),
      },
      { status: 'approved', createdAt, emails },
    );
    const decidedAt = daysAfter(ctx, createdAt, studentRng.int(0, 3));
    userRows.push({ ...user, decidedAt, decidedBy: adminId });
    studentProfileRows.push(profile);
    // Five or six courses of its semester; a section's students share a block of courses.
    const available = groups[group];
    const load = Math.min(available.length, 5 + (j % 2));
    const positions = Array.from({ length: load }, (_, t) => (sectionIndex * 5 + t) % available.length);
    const courseIds = positions.map((p) => available[p].id);
    const enrolledAt = daysAfter(ctx, createdAt, 1);
    for (const courseId of courseIds) {
      enrollmentRows.push({ id: studentRng.uuid(), studentId: id, courseId, createdAt: enrolledAt });
    }
    students.push({
      id,
      name: user.name,
      department,
      semester,
      section,
      isDemo,
      createdAt,
      decidedAt,
      courseIds,
      positions,
    });
  }

  return {
    adminId,
    demoTeacherId,
    users: userRows,
    facultyProfiles: facultyRows,
    studentProfiles: studentProfileRows,
    courses: courseRows,
    enrollments: enrollmentRows,
    courseList,
    groups,
    students,
    teacherCount: facultyRows.length,
    emails,
    nextStudentId,
  };
}
