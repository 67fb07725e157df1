/** Who may read a submission's file: the student who submitted it, the course's instructor, or an admin. */
import type { SessionUser } from '../../plugins/session-store';

export function canReadSubmission(
  user: Pick<SessionUser, 'id' | 'role'>,
  submission: { studentId: string; instructorId: string | null },
): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'student') return submission.studentId === user.id;
  if (user.role === 'faculty') return submission.instructorId === user.id;
  return false;
}
