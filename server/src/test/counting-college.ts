/**
 * A college for counting statements: one student, one teacher and one admin to sign in as, and `grow` to add
 * many more rows of every kind their pages read (courses, classmates, assignments, submissions, results,
 * attendance, classes, announcements), so that a test can compare the same request before and after.
 */
import { gradeResult } from '../../../contract/rules/grades';
import { roomNameFor } from '../../../contract/rules/virtual-classes';
import { newRoomSecret } from '../lib/secret-token';
import type { App } from '../app';
import {
  announcements,
  assignments,
  attendanceRecords,
  enrollments,
  grades,
  submissions,
  virtualSessions,
} from '../db/schema';
import { buildAdmin, buildCourse, buildFaculty, buildStudent, signIn } from './factories';

type Person = Awaited<ReturnType<typeof buildStudent>>;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface CountingCollege {
  tokens: { student: string; faculty: string; admin: string };
  /** Adds `courses` courses taught by the teacher with the student and `classmates` new students in each. */
  grow(size: { courses: number; classmates: number }): Promise<void>;
}

export async function buildCountingCollege(app: App): Promise<CountingCollege> {
  const student = await buildStudent(app, { semester: 3 });
  const teacher = await buildFaculty(app);
  const admin = await buildAdmin(app);
  const classmates: Person[] = [];
  let round = 0;

  async function grow(size: { courses: number; classmates: number }) {
    round += 1;
    for (let i = 0; i < size.classmates; i++) {
      classmates.push(await buildStudent(app, { semester: 1 + (i % 8), name: `Classmate ${round}-${i}` }));
    }
    const now = Date.now();
    for (let c = 0; c < size.courses; c++) {
      const course = await buildCourse(app, {
        instructorId: teacher.id,
        scheduleDays: WEEKDAYS,
        scheduleTime: `${8 + c}:00 - ${9 + c}:00`,
        semester: 1 + (c % 8),
      });
      const people = [student, ...classmates];
      await app.db.insert(enrollments).values(people.map((p) => ({ studentId: p.id, courseId: course.id })));
      const work = await app.db
        .insert(assignments)
        .values(
          [-10, 3, 10].map((days, a) => ({
            courseId: course.id,
            title: `Work ${round}-${c}-${a}`,
            dueDate: new Date(now + days * DAY_MS),
            createdBy: teacher.id,
          })),
        )
        .returning({ id: assignments.id });
      await app.db.insert(submissions).values(
        people.flatMap((p, n) =>
          work.slice(0, 1 + (n % 3)).map((w, k) => ({
            assignmentId: w.id,
            studentId: p.id,
            text: 'My answer.',
            ...(k === 0
              ? { status: 'graded' as const, marksObtained: 70, gradedAt: new Date(now - DAY_MS) }
              : {}),
          })),
        ),
      );
      await app.db.insert(grades).values(
        people.flatMap((p, n) =>
          (['midterm', 'final'] as const).map((examType) => {
            const result = gradeResult(50 + ((n * 7 + c) % 50), 100);
            return {
              studentId: p.id,
              courseId: course.id,
              catalogueCourseId: course.catalogueCourseId,
              semester: 1 + (c % 8),
              examType,
              marksObtained: 50 + ((n * 7 + c) % 50),
              totalMarks: 100,
              percentage: result.percentage,
              letterGrade: result.letterGrade,
              gradePoint: result.gradePoint,
              credits: 3,
            };
          }),
        ),
      );
      await app.db.insert(attendanceRecords).values(
        people.flatMap((p, n) =>
          [0, 1, 2, 3, 4, 5].map((d) => ({
            studentId: p.id,
            courseId: course.id,
            date: new Date(Date.UTC(2026, 8, 1 + d + round * 10)).toISOString().slice(0, 10),
            status: (['present', 'absent', 'late', 'excused'] as const)[(n + d) % 4],
            markedBy: teacher.id,
          })),
        ),
      );
      const sessionId = crypto.randomUUID();
      await app.db.insert(virtualSessions).values({
        id: sessionId,
        courseId: course.id,
        instructorId: teacher.id,
        title: `Class ${round}-${c}`,
        scheduledAt: new Date(now + (c + 1) * DAY_MS),
        durationMinutes: 60,
        roomName: roomNameFor(course.code, newRoomSecret()),
      });
    }
    await app.db.insert(announcements).values(
      Array.from({ length: size.courses }, (_, i) => ({
        title: `Event ${round}-${i}`,
        content: 'Come along.',
        eventDate: new Date(now + (i + 1) * DAY_MS),
        authorId: admin.id,
      })),
    );
  }

  return {
    tokens: {
      student: await signIn(app, student.email),
      faculty: await signIn(app, teacher.email),
      admin: await signIn(app, admin.email),
    },
    grow,
  };
}
