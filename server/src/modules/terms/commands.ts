/** Adding, changing and closing terms, each in one transaction, audited. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { say } from '../../../../contract/message-catalogue';
import { defaultTermDays, termName } from '../../../../contract/term';
import type { TermInputSchema, TermUpdateSchema } from '../../../../contract/terms';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { changedFields, recordAudit } from '../audit/record';
import type { TermRow } from './calendar';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Dates = { startsOn: string; endsOn: string; name: string };

/** Refuses dates in the wrong order, a name in use and dates that overlap another term's (naming it). */
async function assertFits(tx: Tx, dates: Dates, exceptId?: string) {
  if (dates.endsOn < dates.startsOn) throw fieldError('ends_on', say('term.datesOrder'));
  const others = exceptId ? ne(terms.id, exceptId) : undefined;
  const [named] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(and(sql`lower(${terms.name}) = lower(${dates.name})`, others));
  if (named) throw conflict('name', say('term.nameTaken', { name: dates.name }));
  const [overlap] = await tx
    .select()
    .from(terms)
    .where(and(sql`${terms.startsOn} <= ${dates.endsOn} and ${terms.endsOn} >= ${dates.startsOn}`, others))
    .limit(1);
  if (overlap) {
    throw conflict(
      'starts_on',
      say('term.overlaps', {
        name: dates.name,
        first: dates.startsOn,
        last: dates.endsOn,
        other: overlap.name,
        otherFirst: overlap.startsOn,
        otherLast: overlap.endsOn,
      }),
    );
  }
}

/** Locks a term for a change (or, `nowait`, fails at once when another change holds it), or answers 404. */
export async function lockTerm(tx: Tx, id: string, wait: 'wait' | 'nowait' = 'wait'): Promise<TermRow> {
  const [term] = await tx
    .select()
    .from(terms)
    .where(eq(terms.id, id))
    .for('update', wait === 'nowait' ? { noWait: true } : {});
  if (!term) throw notFound(say('term.notFound'));
  return term;
}

/** A new term of the calendar; its dates default to its season's (contract/term.ts). */
export function createTerm(db: Db, input: z.output<typeof TermInputSchema>): Promise<TermRow> {
  return db.transaction(async (tx) => {
    // Two admins adding terms at once take turns, so neither misses the other's dates.
    await tx.execute(sql`lock table ${terms} in share row exclusive mode`);
    const days = defaultTermDays(input.season, input.year);
    const dates = {
      startsOn: input.starts_on ?? days.first,
      endsOn: input.ends_on ?? days.last,
      name: input.name ?? termName(input.season, input.year),
    };
    await assertFits(tx, dates);
    const [term] = await tx
      .insert(terms)
      .values({ season: input.season, year: input.year, ...dates })
      .returning();
    await recordAudit(tx, {
      action: 'term.created',
      entity: 'term',
      entityId: term.id,
      summary: say('term.auditCreated', { name: term.name, first: term.startsOn, last: term.endsOn }),
      after: { name: term.name, starts_on: term.startsOn, ends_on: term.endsOn },
    });
    return term;
  });
}

/** New dates or name for a term that is not closed. */
export function updateTerm(db: Db, id: string, input: z.output<typeof TermUpdateSchema>): Promise<TermRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${terms} in share row exclusive mode`);
    const term = await lockTerm(tx, id);
    if (term.closedAt) throw conflict('term', say('term.closed', { name: term.name }));
    const dates = { startsOn: input.starts_on, endsOn: input.ends_on, name: input.name ?? term.name };
    await assertFits(tx, dates, id);
    const [updated] = await tx
      .update(terms)
      .set({ ...dates, updatedAt: new Date() })
      .where(eq(terms.id, id))
      .returning();
    const snapshot = (t: TermRow) => ({ name: t.name, starts_on: t.startsOn, ends_on: t.endsOn });
    const change = changedFields(snapshot(term), snapshot(updated));
    if (change) {
      await recordAudit(tx, {
        action: 'term.updated',
        entity: 'term',
        entityId: id,
        summary: say('term.auditUpdated', {
          name: updated.name,
          fields: Object.keys(change.after).join(', '),
        }),
        ...change,
      });
    }
    return updated;
  });
}

/** Closes an ended term: its results and attendance become read-only (corrections are an admin's). */
export function closeTerm(db: Db, id: string, today: string): Promise<TermRow> {
  return db.transaction(async (tx) => {
    const term = await lockTerm(tx, id);
    if (term.closedAt) throw conflict('term', say('term.alreadyClosed', { name: term.name }));
    if (term.endsOn >= today) {
      throw conflict('term', say('term.notEndedYet', { name: term.name, last: term.endsOn }));
    }
    const [closed] = await tx
      .update(terms)
      .set({ closedAt: new Date(), updatedAt: new Date() })
      .where(eq(terms.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'term.closed',
      entity: 'term',
      entityId: id,
      summary: say('term.auditClosed', { name: term.name }),
      before: { closed: false },
      after: { closed: true },
    });
    return closed;
  });
}
