/**
 * What kind of student each one is, shared by the parts of the seed that describe its work: how regularly
 * it comes to class and hands work in, and how well it does. One stream, drawn in the students' order.
 */
import { rngFor } from './random';
import type { SeededStudent } from './students';

export interface StudentTraits {
  /** The chance of being in any one class: most students 0.86-0.98, some near 0.7, a few lower. */
  attendance: number;
  /** 0-1: how reliably work is handed in, and on time. */
  diligence: number;
  /** The usual percentage in exams, before a course's own variation. */
  ability: number;
}

export function studentTraits(students: SeededStudent[]): Map<string, StudentTraits> {
  const rng = rngFor('traits');
  const traits = new Map<string, StudentTraits>();
  for (const student of students) {
    const roll = rng.next();
    const attendance =
      roll < 0.68
        ? 0.86 + rng.next() * 0.12
        : roll < 0.86
          ? 0.77 + rng.next() * 0.09
          : roll < 0.95
            ? 0.66 + rng.next() * 0.08
            : 0.5 + rng.next() * 0.13;
    // Regular attenders tend to hand their work in and do better in exams, with plenty of exceptions.
    const diligence = Math.min(1, Math.max(0, (attendance - 0.5) * 2 + (rng.next() - 0.5) * 0.4));
    const normal = (rng.next() + rng.next() + rng.next() - 1.5) * 2; // roughly N(0, 1)
    const ability = Math.min(95, Math.max(38, 64 + diligence * 10 + normal * 10));
    traits.set(
      student.id,
      student.isDemo
        ? { attendance: 0.9, diligence: 0.85, ability: 79 }
        : {
            attendance,
            diligence,
            ability,
          },
    );
  }
  return traits;
}
