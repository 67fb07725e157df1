/**
 * Putting a `pg_dump` back into the portal's PostgreSQL database so that the database is then exactly what the
 * dump holds, whichever release the database was at: the documented rollback restores the backup taken before
 * an upgrade over the upgraded database, whose newer tables (with foreign keys to the old ones), types and
 * migrations journal rows the dump does not know. `pg_restore --clean` drops only what the dump holds, and
 * stops on those foreign keys.
 *
 * So the restore empties the portal's schemas (`public`, and `drizzle` with the migrations journal) and then
 * runs the dump's statements, all in one transaction through `psql`: either the database is the dump's, or it
 * is as it was. A database holding objects the dump does not know is refused unless the operator says to
 * replace them (`--replace`): DATABASE_URL may name a database that holds more than the portal.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';

/** The schemas the portal's migrations write: its tables and types, and drizzle's journal of migrations. */
export const PORTAL_SCHEMAS = ['public', 'drizzle'] as const;

export class RestoreError extends Error {}

/**
 * Every table, view, sequence, type, domain and routine of the portal's schemas (not an extension's), each with
 * the statement that drops it.
 */
const PORTAL_OBJECTS = `
  select n.nspname as schema, c.relname as name,
         format('drop %s if exists %I.%I cascade',
                case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                               when 'f' then 'foreign table' else 'table' end,
                n.nspname, c.relname) as drop_statement
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  union all
  select n.nspname, t.typname,
         format('drop %s if exists %I.%I cascade', case t.typtype when 'd' then 'domain' else 'type' end,
                n.nspname, t.typname)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where n.nspname in ('public', 'drizzle')
     and (t.typtype in ('e', 'd', 'r')
          or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
  union all
  select n.nspname, p.proname,
         format('drop %s if exists %s cascade',
                case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
                p.oid::regprocedure)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'drizzle')
     and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

/**
 * Empties the portal's schemas, in the caller's transaction: every object of `public` (the schema itself, its
 * owner and grants stay), and the `drizzle` schema, which the dump makes again. The statements are gathered
 * before the first drop, so that a drop's cascade cannot change the list being read.
 */
const EMPTY_PORTAL_SCHEMAS = `
do $$
declare
  statements text[];
  statement text;
begin
  select coalesce(array_agg(o.drop_statement), '{}') into statements
    from (${PORTAL_OBJECTS}) o where o.schema = 'public';
  foreach statement in array statements loop
    execute statement;
  end loop;
  drop schema if exists drizzle cascade;
end
$$;`;

const ENTRY_KINDS =
  /^\d+; \d+ \d+ (?:TABLE|VIEW|MATERIALIZED VIEW|SEQUENCE|FOREIGN TABLE|TYPE|DOMAIN|FUNCTION|PROCEDURE|AGGREGATE) (\S+) (.+) \S*$/;

/** `schema.name` of every object of the portal's schemas that the dump makes (routines without arguments). */
export async function objectsInDump(dumpFile: string): Promise<Set<string>> {
  const list = await runTool('pg_restore', ['--list', dumpFile]);
  const names = new Set<string>();
  for (const line of list.split('\n')) {
    const match = ENTRY_KINDS.exec(line.trim());
    if (!match) continue;
    const [, schema, name] = match;
    if ((PORTAL_SCHEMAS as readonly string[]).includes(schema!))
      names.add(`${schema}.${name!.replace(/\(.*$/, '')}`);
  }
  return names;
}

/** The objects of the portal's schemas in the database at `url` that the dump does not make, sorted. */
export async function objectsUnknownToDump(url: string, dumpFile: string): Promise<string[]> {
  const known = await objectsInDump(dumpFile);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select distinct schema, name from (${PORTAL_OBJECTS}) o`,
    );
    return rows
      .map((row) => `${row.schema}.${row.name}`)
      .filter((name) => !known.has(name))
      .sort();
  } finally {
    await client.end();
  }
}

/**
 * Replaces the portal's schemas in the database at `url` by the dump's, in one transaction: the schemas are
 * emptied, then `pg_restore`'s statements run through `psql`, which stops at the first error. The transaction
 * is committed only once pg_restore has written the whole dump and said so: a dump that breaks off (a truncated
 * or damaged file) leaves psql's input without a COMMIT, and the database as it was.
 */
export async function replaceWithDump(url: string, dumpFile: string): Promise<void> {
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], {
    stdio: ['pipe', 'ignore', 'pipe'],
    // The cascades' notices ("drop cascades to ...") are not the operator's business; warnings and errors are.
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });
  // psql may stop reading (at an error, or missing): its own exit says why, not the broken pipe.
  psql.stdin.on('error', () => undefined);
  const loaded = finished(psql, 'psql');
  psql.stdin.write(`begin;\n${EMPTY_PORTAL_SCHEMAS}\n`);

  const dump = spawn('pg_restore', ['--no-owner', '--file=-', dumpFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dump.stdout.pipe(psql.stdin, { end: false });
  // A psql that stopped early reads no more: pg_restore would wait for it for ever.
  psql.once('exit', () => dump.kill());
  const restored = await finished(dump, 'pg_restore', false);
  if (!restored.failure) psql.stdin.write('commit;\n');
  psql.stdin.end();
  const outcome = await loaded;
  // psql's error says why; pg_restore then only failed to write to it.
  if (outcome.failure) throw new RestoreError(outcome.failure);
  if (restored.failure) throw new RestoreError(restored.failure);
}

type Child = ReturnType<typeof spawn>;

/** How a client tool ended: its standard output, or why it failed (its error output). */
function finished(
  child: Child,
  command: string,
  readOutput = true,
): Promise<{ stdout: string; failure?: string }> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    if (readOutput) child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        stdout,
        failure:
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (Debian: postgresql-client).`
            : error.message,
      }),
    );
    child.on('close', (code) =>
      resolve(code === 0 ? { stdout } : { stdout, failure: `${command} failed: ${stderr.trim()}` }),
    );
  });
}

async function runTool(command: string, args: string[]): Promise<string> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const { stdout, failure } = await finished(child, command);
  if (failure) throw new RestoreError(failure);
  return stdout;
}
