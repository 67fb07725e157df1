/** Departments and programs are part of the college itself, present in every database, demo or not. */
import { sql } from 'drizzle-orm';
import { DEPARTMENTS, PROGRAMS } from '../../../contract/enums';
import type { Db } from './client';
import { departments, programs } from './schema';

export async function ensureReferenceData(db: Db) {
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
