/** A submission's history (submission_events): written in the transaction of each step, read by its two parties. */
import { asc, eq } from 'drizzle-orm';
import type { SubmissionEventKind } from '../../../../contract/enums';
import type { SubmissionEvent } from '../../../../contract/submission-loop';
import type { Db } from '../../db/client';
import { submissionEvents, users } from '../../db/schema';

type Writer = Pick<Db, 'insert'>;
type Reader = Pick<Db, 'select'>;

export interface NewSubmissionEvent {
  submissionId: string;
  kind: SubmissionEventKind;
  actorId: string;
  body?: string | null;
  marksObtained?: number | null;
  isLate?: boolean | null;
  at: Date;
}

export async function recordSubmissionEvent(tx: Writer, event: NewSubmissionEvent) {
  const [row] = await tx
    .insert(submissionEvents)
    .values({
      submissionId: event.submissionId,
      kind: event.kind,
      actorId: event.actorId,
      body: event.body ?? null,
      marksObtained: event.marksObtained ?? null,
      isLate: event.isLate ?? null,
      createdAt: event.at,
    })
    .returning({ id: submissionEvents.id });
  return row.id;
}

/** The submission's steps, oldest first, each with who took it. */
export async function submissionHistory(db: Reader, submissionId: string): Promise<SubmissionEvent[]> {
  const rows = await db
    .select({ e: submissionEvents, actor: { _id: users.id, name: users.name, role: users.role } })
    .from(submissionEvents)
    .leftJoin(users, eq(users.id, submissionEvents.actorId))
    .where(eq(submissionEvents.submissionId, submissionId))
    .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id));
  return rows.map(({ e, actor }) => ({
    _id: e.id,
    kind: e.kind,
    actor,
    body: e.body,
    marks_obtained: e.marksObtained,
    is_late: e.isLate,
    createdAt: e.createdAt.toISOString(),
  }));
}
