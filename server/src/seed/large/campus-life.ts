/**
 * What makes the large college look lived in apart from its records: the notice board (the demo
 * college's announcements), virtual classes of the online courses (one held, one coming up), a queue of
 * registrations waiting for an admin, and the activity log of those registrations.
 */
import { roomNameFor } from '../../../../contract/rules/virtual-classes';
import {
  activities,
  facultyProfiles,
  registrationCourses,
  studentProfiles,
  users,
  virtualSessions,
} from '../../db/schema';
import { seedAnnouncements } from '../announcements';
import { addDays, atLocal, HOUR_MS, localDate, MINUTE_MS, slotOf } from '../calendar';
import { daysAgo, insertMany, type SeedContext } from '../context';
import { address, dateIn, mobile, personName, uniqueEmail } from '../people-data';
import { studentRows } from '../students';
import { largeRng, type LargeLayout } from './layout';
import type { LargeCollegeSize } from './sizes';

export async function seedLargeCampusLife(ctx: SeedContext, layout: LargeLayout, size: LargeCollegeSize) {
  const notices = await seedAnnouncements(ctx, layout.adminId);
  const sessions = await seedVirtualSessions(ctx, layout);
  const queue = await seedPendingRegistrations(ctx, layout, size);
  return { announcements: notices.length, sessions, ...queue };
}

async function seedVirtualSessions(ctx: SeedContext, layout: LargeLayout) {
  const rng = largeRng('virtual');
  const today = localDate(ctx.now);
  const enrolled = new Map<string, number>();
  for (const e of layout.enrollments) enrolled.set(e.courseId, (enrolled.get(e.courseId) ?? 0) + 1);
  const rows: (typeof virtualSessions.$inferInsert)[] = [];
  for (const course of layout.courseList) {
    if (!course.isVirtual || !course.instructorId) continue;
    const slot = slotOf(course.scheduleTime);
    const held = atLocal(addDays(today, -rng.int(2, 7)), slot.start);
    const next = atLocal(addDays(today, rng.int(1, 6)), slot.start);
    const capacity = Math.min(500, Math.max(50, Math.ceil(((enrolled.get(course.id) ?? 0) + 10) / 10) * 10));
    for (const [scheduledAt, status] of [
      [held, 'completed'],
      [next, 'scheduled'],
    ] as const) {
      const id = rng.uuid();
      rows.push({
        id,
        courseId: course.id,
        instructorId: course.instructorId,
        title: `${course.name}: ${status === 'completed' ? 'weekly' : 'next'} online class`,
        description: 'Lecture and questions, online.',
        scheduledAt,
        durationMinutes: slot.minutes,
        status,
        semester: course.semester,
        departmentId: ctx.departmentIds.get(course.department)!,
        maxParticipants: capacity,
        roomName: roomNameFor(course.code, rng.uuid().replaceAll('-', '')),
        startedAt:
          status === 'completed' ? new Date(scheduledAt.getTime() + rng.int(0, 5) * MINUTE_MS) : null,
        endedAt: status === 'completed' ? new Date(scheduledAt.getTime() + slot.minutes * MINUTE_MS) : null,
        createdAt: new Date(scheduledAt.getTime() - rng.int(2, 10) * 24 * HOUR_MS),
      });
    }
  }
  await insertMany(ctx.db, virtualSessions, rows);
  return rows.length;
}

async function seedPendingRegistrations(ctx: SeedContext, layout: LargeLayout, size: LargeCollegeSize) {
  const rng = largeRng('registrations');
  const userRows: (typeof users.$inferInsert)[] = [];
  const profiles: (typeof studentProfiles.$inferInsert)[] = [];
  const teachers: (typeof facultyProfiles.$inferInsert)[] = [];
  const choices: (typeof registrationCourses.$inferInsert)[] = [];
  const log: (typeof activities.$inferInsert)[] = [];
  const pendingStudents = Math.max(1, Math.round(size.students * 0.005));
  for (let i = 0; i < pendingStudents; i++) {
    // New students of the first semester mostly, a few transferring into later ones.
    const group = (i * 8 + (i % 5 === 4 ? 2 : 0)) % layout.groups.length;
    const course = layout.groups[group][0];
    const createdAt = daysAgo(ctx, rng.int(0, 9), rng);
    const { id, user, profile } = studentRows(
      ctx,
      rng,
      {
        department: course.department as Parameters<typeof studentRows>[2]['department'],
        semester: course.semester,
        section: 'A',
        studentId: layout.nextStudentId(course.department, course.semester),
      },
      { status: 'pending', createdAt, emails: layout.emails },
    );
    userRows.push(user);
    profiles.push(profile);
    for (const c of layout.groups[group].slice(0, 5)) choices.push({ userId: id, courseId: c.id });
    log.push({
      id: rng.uuid(),
      type: 'student',
      message: `New student registration: ${user.name}`,
      actorId: id,
      createdAt,
    });
  }
  const pendingTeachers = Math.max(1, Math.round(size.faculty * 0.01));
  for (let i = 0; i < pendingTeachers; i++) {
    const course = layout.groups[(i * 9) % layout.groups.length][0];
    const person = personName(rng);
    const id = rng.uuid();
    const createdAt = daysAgo(ctx, rng.int(0, 9), rng);
    const name = `${person.first} ${person.last}`;
    userRows.push({
      id,
      name,
      email: uniqueEmail(layout.emails, person),
      passwordHash: ctx.passwordHash,
      role: 'faculty',
      status: 'pending',
      phone: mobile(rng),
      createdAt,
      updatedAt: createdAt,
    });
    teachers.push({
      userId: id,
      employeeId: `EMP-NEW-${String(i + 1).padStart(3, '0')}`,
      dateOfBirth: dateIn(rng, 1988, 1998),
      bloodGroup: 'O+',
      address: address(rng),
      nationality: 'Pakistani',
      religion: 'Islam',
      emergencyContact: mobile(rng),
      departmentId: ctx.departmentIds.get(course.department)!,
      designation: 'Lecturer',
      qualification: 'MS/MSc',
      specialization: 'General',
      joiningDate: dateIn(rng, 2026, 2026),
      experience: '2 years',
    });
    choices.push({ userId: id, courseId: course.id });
    log.push({
      id: rng.uuid(),
      type: 'user',
      message: `New faculty registration: ${name}`,
      actorId: id,
      createdAt,
    });
  }
  await insertMany(ctx.db, users, userRows);
  await insertMany(ctx.db, studentProfiles, profiles);
  await insertMany(ctx.db, facultyProfiles, teachers);
  await insertMany(ctx.db, registrationCourses, choices);
  await insertMany(ctx.db, activities, log);
  return { pendingStudents, pendingTeachers };
}
