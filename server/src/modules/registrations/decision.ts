/** Deciding a registration: the admin approves or rejects a pending account, in one transaction. */
import { and, eq, inArray } from 'drizzle-orm';
import { say } from '../../../../contract/message-catalogue';
import { MESSAGES } from '../../../../contract/messages';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import type { Approval } from '../../../../contract/registrations';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { forgetCachedSessions } from '../../plugins/session-store';
import { recordActivity } from '../activity/record';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { applyCourseChoices, ROLE_TITLES } from '../users/accounts';

/** pending → approved or rejected; anything else is a conflict, so two admins cannot decide twice. */
export async function decideRegistration(
  db: Db,
  userId: string,
  decision: { approve: true; adminId: string } | { approve: false; adminId: string; reason?: string },
): Promise<Approval | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: users.role, status: users.status, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), inArray(users.role, ['student', 'faculty'])))
      .for('update');
    if (!current) throw notFound(say('notFound.named', { label: 'Registration' }));
    if (current.status !== 'pending') throw new HttpError(409, MESSAGES.registrationNotPending);
    forgetCachedSessions({ userId });
    await tx
      .update(users)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectionReason: decision.approve ? null : (decision.reason ?? null),
        decidedAt: new Date(),
        decidedBy: decision.adminId,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const approval = decision.approve ? await applyCourseChoices(tx, userId, current.role) : null;
    await notify(
      tx,
      [userId],
      decision.approve
        ? {
            kind: 'account_approved',
            title: say('notice.accountApproved'),
            body: say('notice.accountApprovedBody', { name: current.name, label: current.role }),
            link: NOTIFICATION_LINKS.accountApproved,
          }
        : {
            kind: 'account_rejected',
            title: say('notice.registrationRejected'),
            body: decision.reason
              ? say('notice.registrationRejectedReasonBody', { label: current.role, reason: decision.reason })
              : say('notice.registrationRejectedBody', { label: current.role }),
          },
    );
    await recordAudit(tx, {
      action: decision.approve ? 'registration.approved' : 'registration.rejected',
      entity: 'user',
      entityId: userId,
      summary: say(decision.approve ? 'audit.registrationApproved' : 'audit.registrationRejected', {
        label: ROLE_TITLES[current.role],
        name: current.name,
      }),
      before: { status: 'pending' },
      after: decision.approve
        ? { status: 'approved' }
        : { status: 'rejected', rejectionReason: decision.reason ?? null },
    });
    await recordActivity(
      tx,
      current.role === 'student' ? 'student' : 'user',
      say(decision.approve ? 'activity.approved' : 'activity.rejected', {
        label: ROLE_TITLES[current.role],
        name: current.name,
      }),
      decision.adminId,
    );
    return approval;
  });
}
