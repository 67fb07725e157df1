/** A few registrations waiting in the admin approval queue, and one already rejected. */
import type { DepartmentName } from '../../../contract/enums';
import { facultyProfiles, registrationCourses, studentProfiles, users } from '../db/schema';
import { daysAfter, daysAgo, type SeedContext } from './context';
import type { SeededCourse } from './courses';
import { address, dateIn, mobile, personName, uniqueEmail } from './people-data';
import { rngFor } from './random';
import { studentRows, type studentIdCounter } from './students';

const PENDING_STUDENTS: { department: DepartmentName; semester: number; section: string; daysAgo: number }[] =
  [
    { department: 'Information Technology', semester: 1, section: 'A', daysAgo: 1 },
    { department: 'Business Administration', semester: 1, section: 'B', daysAgo: 2 },
    { department: 'English', semester: 3, section: 'A', daysAgo: 4 },
  ];
const REJECTED_STUDENT = { department: 'Zoology' as const, semester: 1, section: 'A', daysAgo: 21 };
const PENDING_TEACHER_DEPARTMENT = 'Computer Science';

export async function seedRegistrations(
  ctx: SeedContext,
  adminId: string,
  courseList: SeededCourse[],
  emails: Set<string>,
  nextStudentId: ReturnType<typeof studentIdCounter>,
) {
  const rng = rngFor('registrations');
  const userRows: (typeof users.$inferInsert)[] = [];
  const studentProfileRows: (typeof studentProfiles.$inferInsert)[] = [];
  const choices: (typeof registrationCourses.$inferInsert)[] = [];

  // In Spring the term offers the even semesters: a registration asks for the next one.
  const shift = courseList.some((c) => c.semester === 1) ? 0 : 1;
  for (const asked of [...PENDING_STUDENTS, REJECTED_STUDENT]) {
    const rejected = asked === REJECTED_STUDENT;
    const spec = { ...asked, semester: asked.semester + shift };
    const createdAt = daysAgo(ctx, spec.daysAgo, rng);
    const studentId = nextStudentId(spec.department, spec.semester);
    const { id, user, profile } = studentRows(
      ctx,
      rng,
      { ...spec, studentId },
      { status: rejected ? 'rejected' : 'pending', createdAt, emails },
    );
    userRows.push(
      rejected
        ? {
            ...user,
            decidedAt: daysAfter(ctx, createdAt, 2),
            decidedBy: adminId,
            rejectionReason: 'The student ID could not be matched with the admissions office records.',
          }
        : user,
    );
    studentProfileRows.push(profile);
    // The registration form offers the courses of the chosen semester; these students ticked all of them.
    for (const course of courseList) {
      if (course.department === spec.department && course.semester === spec.semester) {
        choices.push({ userId: id, courseId: course.id });
      }
    }
  }

  // A teacher asking for the department's courses that still have nobody to teach them.
  const person = personName(rng);
  const teacherId = rng.uuid();
  const createdAt = daysAgo(ctx, 3, rng);
  userRows.push({
    id: teacherId,
    name: `${person.first} ${person.last}`,
    email: uniqueEmail(emails, person),
    passwordHash: ctx.passwordHash,
    role: 'faculty',
    status: 'pending',
    phone: mobile(rng),
    createdAt,
    updatedAt: createdAt,
  });
  for (const course of courseList) {
    if (course.department === PENDING_TEACHER_DEPARTMENT && course.instructorId === null) {
      choices.push({ userId: teacherId, courseId: course.id });
    }
  }

  await ctx.db.insert(users).values(userRows);
  await ctx.db.insert(studentProfiles).values(studentProfileRows);
  await ctx.db.insert(facultyProfiles).values({
    userId: teacherId,
    employeeId: 'EMP-CS-101',
    dateOfBirth: dateIn(rng, 1990, 1996),
    bloodGroup: 'O+',
    address: address(rng),
    nationality: 'Pakistani',
    religion: 'Islam',
    emergencyContact: mobile(rng),
    departmentId: ctx.departmentIds.get(PENDING_TEACHER_DEPARTMENT)!,
    designation: 'Lecturer',
    qualification: 'MS/MSc',
    specialization: 'Data Science',
    joiningDate: dateIn(rng, 2025, 2025),
    experience: '2 years',
  });
  if (choices.length > 0) await ctx.db.insert(registrationCourses).values(choices);
  return { pending: PENDING_STUDENTS.length + 1, rejected: 1 };
}
