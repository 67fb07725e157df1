import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Registration, RegistrationQuery } from '../../../../contract/registrations';
import type { Db } from '../../db/client';
import { courses, registrationCourses, users } from '../../db/schema';
import { selectUsersWithProfiles } from '../users/profile-queries';

const instructors = alias(users, 'instructor');

/** The approval queue: registrations of a status (oldest first, so the longest waiting come first). */
export async function listRegistrations(db: Db, query: RegistrationQuery): Promise<Registration[]> {
  const roles = query.role ? [query.role] : (['student', 'faculty'] as const);
  const people = await selectUsersWithProfiles(
    db,
    and(eq(users.status, query.status), inArray(users.role, roles)),
    'oldest-first',
  );
  if (people.length === 0) return [];
  const ids = people.map((p) => p._id);
  const [chosen, decisions] = await Promise.all([
    db
      .select({
        userId: registrationCourses.userId,
        _id: courses.id,
        code: courses.code,
        name: courses.name,
        instructorId: instructors.id,
        instructorName: instructors.name,
        archived: sql<boolean>`${courses.archivedAt} is not null`,
      })
      .from(registrationCourses)
      .innerJoin(courses, eq(courses.id, registrationCourses.courseId))
      .leftJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(inArray(registrationCourses.userId, ids))
      .orderBy(courses.code),
    db
      .select({ id: users.id, rejectionReason: users.rejectionReason, decidedAt: users.decidedAt })
      .from(users)
      .where(inArray(users.id, ids)),
  ]);
  const decisionOf = new Map(decisions.map((d) => [d.id, d]));
  return people.map((person) => ({
    ...person,
    courses: chosen
      .filter((c) => c.userId === person._id)
      .map(({ _id, code, name, instructorId, instructorName, archived }) => ({
        _id,
        code,
        name,
        instructor: instructorId ? { _id: instructorId, name: instructorName ?? '' } : null,
        archived,
      })),
    rejection_reason: decisionOf.get(person._id)?.rejectionReason ?? null,
    decidedAt: decisionOf.get(person._id)?.decidedAt?.toISOString() ?? null,
  }));
}
