/**
 * The college's calendar as the other modules read it: every term with its state, the term views show by
 * default, and the first term of a new college (docs/decisions/0033-a-course-is-an-offering-in-one-term.md).
 */
import { randomUUID } from 'node:crypto';
import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import { currentTerm, defaultTermDays, termName, termStatus } from '../../../../contract/term';
import type { Term, TermQuery } from '../../../../contract/terms';
import type { Db } from '../../db/client';
import { courses, terms } from '../../db/schema';

type Reader = Pick<Db, 'select' | 'execute'>;
export type TermRow = typeof terms.$inferSelect;

export function presentTerm(row: TermRow, today: string): Term {
  return {
    _id: row.id,
    name: row.name,
    season: row.season,
    year: row.year,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    status: termStatus(
      { starts_on: row.startsOn, ends_on: row.endsOn, closed: row.closedAt !== null },
      today,
    ),
    started_at: row.startedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * The term views show by default: the latest started term that has begun by `today`. Between terms (the
 * last one ended, the next not started yet) that is the one that ended; a term created but not started yet
 * is not shown until the admin starts it, since it has no offerings.
 */
export function inViewOf<T extends Pick<TermRow, 'startsOn' | 'startedAt'>>(
  rows: readonly T[],
  today: string,
) {
  const begun = rows.filter((t) => t.startsOn <= today);
  const started = begun.filter((t) => t.startedAt !== null);
  const latest = (list: T[]) => list.reduce<T | null>((a, t) => (a && a.startsOn > t.startsOn ? a : t), null);
  return latest(started) ?? latest(begun);
}

/** Every term, earliest first, with the current one and the one in view. */
export async function readCalendar(db: Reader, today: string) {
  const rows = await db.select().from(terms).orderBy(asc(terms.startsOn));
  const current = rows.find((t) => t.startsOn <= today && today <= t.endsOn) ?? null;
  return { rows, current, inView: inViewOf(rows, today) };
}

/** The same choice as inViewOf, as a subquery to join into a list's one statement. */
export const termInViewSql = (today: string) => sql`(
  select ${terms.id} from ${terms} where ${terms.startsOn} <= ${today}
   order by (${terms.startedAt} is not null) desc, ${terms.startsOn} desc limit 1)`;

/**
 * The condition a list route adds for `?term=`: the term in view by default, every term for `all`, or
 * one term by its id.
 */
export function offeringsOfTerm(
  query: TermQuery,
  today: string,
  termColumn = courses.termId,
): SQL | undefined {
  if (query.term === 'all') return undefined;
  if (query.term) return sql`${termColumn} = ${query.term}`;
  return sql`${termColumn} = ${termInViewSql(today)}`;
}

/**
 * A college's first term: with no term at all, the one the default rule gives for today, started (there is
 * nobody to promote). Every later term is the admin's.
 */
export async function ensureCollegeTerm(db: Db, now: Date, timeZone: string): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(terms);
  if (n > 0) return;
  const { season, year } = currentTerm(now, timeZone);
  const days = defaultTermDays(season, year);
  await db
    .insert(terms)
    .values({
      id: randomUUID(),
      season,
      year,
      name: termName(season, year),
      startsOn: days.first,
      endsOn: days.last,
      startedAt: now,
    })
    .onConflictDoNothing();
}

/** The id of the latest started term (for a seed or a tool that adds courses "now"). */
export async function latestStartedTerm(db: Reader): Promise<string> {
  const [term] = await db
    .select({ id: terms.id })
    .from(terms)
    .orderBy(sql`${terms.startedAt} is not null desc`, desc(terms.startsOn))
    .limit(1);
  if (!term) throw new Error('The college has no term yet');
  return term.id;
}
