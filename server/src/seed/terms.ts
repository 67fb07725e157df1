/**
 * The demo college's calendar: the current term and the seven before it, so that every student's earlier
 * semesters have a term (a student in semester 7 began seven terms ago). The term before this one has ended and
 * waits for the admin to close it; the older ones are closed.
 */
import { inArray } from 'drizzle-orm';
import type { TermSeason } from '../../../contract/enums';
import { currentTerm, defaultTermDays, termName } from '../../../contract/term';
import { terms } from '../db/schema';
import type { SeedContext } from './context';
import { COLLEGE_TIME_ZONE } from './calendar';

export interface SeededTerm {
  id: string;
  season: TermSeason;
  year: number;
  /** How many terms before the current one: 0 is the current term. */
  back: number;
  startsOn: string;
  endsOn: string;
}

export const PAST_TERMS = 7;

/** The term `back` terms before `season` `year`, alternating Fall and Spring. */
function termBefore(season: TermSeason, year: number, back: number): { season: TermSeason; year: number } {
  let at = { season, year };
  for (let i = 0; i < back; i++) {
    at = at.season === 'Fall' ? { season: 'Spring', year: at.year } : { season: 'Fall', year: at.year - 1 };
  }
  return at;
}

export async function seedTerms(ctx: SeedContext): Promise<SeededTerm[]> {
  const now = currentTerm(ctx.now, COLLEGE_TIME_ZONE);
  const wanted = Array.from({ length: PAST_TERMS + 1 }, (_, back) => {
    const { season, year } = termBefore(now.season, now.year, back);
    const days = defaultTermDays(season, year);
    return { back, season, year, name: termName(season, year), startsOn: days.first, endsOn: days.last };
  });
  // The current term may be there already: the server makes a new college's first term when it starts.
  await ctx.db
    .insert(terms)
    .values(
      wanted.map((t) => ({
        season: t.season,
        year: t.year,
        name: t.name,
        startsOn: t.startsOn,
        endsOn: t.endsOn,
        startedAt: new Date(`${t.startsOn}T04:00:00Z`),
        closedAt: t.back >= 2 ? new Date(`${t.endsOn}T12:00:00Z`) : null,
      })),
    )
    .onConflictDoNothing();
  const rows = await ctx.db
    .select({ id: terms.id, name: terms.name })
    .from(terms)
    .where(
      inArray(
        terms.name,
        wanted.map((t) => t.name),
      ),
    );
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  return wanted.map((t) => ({ ...t, id: ids.get(t.name)! }));
}
