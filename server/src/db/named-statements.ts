/**
 * Statements prepared once per PostgreSQL connection. Sent unnamed, each statement is planned again on every
 * request, and the portal's reads are single statements with many subqueries (a student's dashboard is
 * one statement of nine): planning the dashboard took 5 to 14 ms of PostgreSQL's CPU, running it under 1 ms.
 * Named, a connection parses it once, and after five runs PostgreSQL keeps one generic plan when that plan is no
 * worse than the ones made for each request's values (`plan_cache_mode = auto`).
 *
 * Only statements that carry values get a name: they already go by the extended protocol, one statement each,
 * while a text without values may hold several statements (a migration file), which only the simple protocol
 * runs. The name is the text's hash, so one name never stands for two texts. A connection keeps at most
 * `MAX_PER_CONNECTION` of them: texts that differ by the length of a list (`in ($1, $2, ...)`) are not endless,
 * but a connection's memory should not grow with every class size ever seen; beyond the limit, statements go
 * unnamed as before.
 */
import { createHash } from 'node:crypto';
import type { Client, QueryConfig } from 'pg';

export const MAX_PER_CONNECTION = 500;

const namesOfTexts = new Map<string, string>();

/** The name a statement's text is prepared under: `p` and the first 30 hex digits of its SHA-1. */
export function statementName(text: string): string {
  let name = namesOfTexts.get(text);
  if (!name) {
    name = `p${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
    // The texts are the portal's own, a few hundred; a bound all the same.
    if (namesOfTexts.size < 10 * MAX_PER_CONNECTION) namesOfTexts.set(text, name);
  }
  return name;
}

const preparedOn = new WeakMap<Client, Set<string>>();

/**
 * `pg.Client`'s `query` that names each statement with values: installed on the pool's client class
 * (client.ts), so that a transaction's statements are named too.
 */
export function nameStatements(clientClass: { prototype: Client }): void {
  const query = clientClass.prototype.query as (this: Client, ...args: unknown[]) => unknown;
  clientClass.prototype.query = function (this: Client, config: unknown, ...rest: unknown[]) {
    return query.call(this, named(this, config, rest[0]), ...rest);
  } as Client['query'];
}

function named(client: Client, config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const statement = config as QueryConfig & { submit?: unknown };
  if (statement.name || typeof statement.text !== 'string' || statement.submit) return config;
  const params = Array.isArray(values) ? values : statement.values;
  if (!params || params.length === 0) return config;
  const name = statementName(statement.text);
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  if (!prepared.has(name)) {
    if (prepared.size >= MAX_PER_CONNECTION) return config;
    prepared.add(name);
  }
  return { ...statement, name };
}
