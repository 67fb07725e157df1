/** Departments and programs are part of the college itself, present in every database, demo or not. */
import { sql } from 'drizzle-orm';
import { DEPARTMENTS, PROGRAMS } from '../../../contract/enums';
import type { Db } from './client';
import { departments, programs } from './schema';

export async function ensureReferenceData(db: Db) {
  // Usually all there already: one read instead of two writes keeps the start fast.
  if (await isPresent(db)) return;
  await db
    .insert(departments)
    .values(DEPARTMENTS.map((d) => ({ name: d.name, code: d.code })))
    .onConflictDoNothing();
  await db.execute(sql`
    insert into ${programs} (name, department_id, duration_years)
    select p.name, d.id, p.years
    from jsonb_to_recordset(${JSON.stringify(PROGRAMS)}::jsonb) as p(name text, department text, years real)
    join ${departments} d on d.name = p.department
    on conflict (name) do nothing`);
}

async function isPresent(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`
    select (select count(*)::int from ${departments} where name in ${DEPARTMENTS.map((d) => d.name)}) as departments,
           (select count(*)::int from ${programs} where name in ${PROGRAMS.map((p) => p.name)}) as programs`)) as unknown as {
    rows: { departments: number; programs: number }[];
  };
  const [found] = result.rows;
  return found?.departments === DEPARTMENTS.length && found.programs === PROGRAMS.length;
}
