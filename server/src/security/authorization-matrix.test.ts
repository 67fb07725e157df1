/**
 * The authorization matrix (issue 8): every route of the server's own route table (its OpenAPI document) is
 * called as anonymous, two students, two teachers and an admin, on the records of each side, and each answer is
 * held to the declared policy (test/access-policy.ts): 401 without a session, 403 for a wrong role, 404 for a record
 * that is not the caller's, and a 2xx for everyone the policy lets through. Allowed answers to anyone but an
 * admin must not carry the other side's private ids. A failure prints the matrix, so it names the broken cell.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/harness';
import {
  ACCESS_POLICY,
  expectedAnswer,
  targetsOf,
  type Call,
  type Expected,
  type PolicyEntry,
} from '../test/access-policy';
import {
  ACTORS,
  buildWorld,
  sessionToken,
  SIDES,
  type ActorName,
  type SignedInActor,
  type World,
} from '../test/authorization-fixtures';

interface Cell {
  route: string;
  /** The records called on (a side or an audience) and the way of calling, when there are several. */
  row: string;
  actor: ActorName;
  expected: Expected;
  status: number;
  problem?: string;
}

let app: App;
let uploadsDir: string;
let world: World;
let tokens: Record<SignedInActor, string>;
let routeTable: string[];

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'portal-authz-'));
  app = await buildTestApp({ uploadsDir });
  ({ world, tokens } = await buildWorld(app));
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routeTable = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
});

afterAll(async () => {
  await app?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Ids of the other side's records: an actor of side A must never be shown B's, anonymous neither's. */
function foreignIds(actor: ActorName): string[] {
  if (actor === 'admin') return [];
  const foreign = actor === 'anonymous' ? SIDES : SIDES.filter((side) => !actor.endsWith(side));
  return foreign.flatMap((side) => world.privateIds[side]);
}

function judge(
  entry: PolicyEntry,
  call: Call,
  actor: ActorName,
  expected: Expected,
  res: LightMyRequestResponse,
  bodiless: boolean,
) {
  const status = res.statusCode;
  if (status >= 500) return 'a server error';
  if (expected !== 'ok') return status === expected ? undefined : `expected ${expected}`;
  if (status < 200 || status >= 300) return 'expected a 2xx: the policy lets this actor through';
  if (bodiless) return undefined;
  const leaked = foreignIds(actor).filter((id) => res.body.includes(id));
  if (leaked.length) return `the answer shows another side's private record(s) ${leaked.join(', ')}`;
  return entry.check?.(res.json(), actor, world, call);
}

async function callEveryone(route: string, entry: PolicyEntry): Promise<Cell[]> {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const rows: Cell[] = [];
  for (const target of targetsOf(entry)) {
    for (const actor of ACTORS) {
      // Built for each call: routes that delete or change a record get a fresh one every time.
      const calls = [await entry.request(world, target as never)].flat();
      for (const call of calls) {
        // Fastify answers HEAD for every GET route: it must pass the same gate.
        for (const verb of method === 'GET' ? (['GET', 'HEAD'] as const) : [method]) {
          const token =
            actor === 'anonymous'
              ? undefined
              : entry.session === 'fresh'
                ? await sessionToken(app, world.people[actor])
                : tokens[actor];
          const res = await app.inject({
            method: verb,
            url: call.url,
            ...(call.payload !== undefined ? { payload: call.payload as string } : {}),
            headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          const expected = expectedAnswer(entry, actor, target, call);
          const problem = judge(entry, call, actor, expected, res, verb === 'HEAD');
          rows.push({
            route: `${verb} ${path}`,
            row: [target, call.label].filter(Boolean).join(' · ') || '-',
            actor,
            expected,
            status: res.statusCode,
            ...(problem ? { problem: `${problem}; answered ${res.body.slice(0, 160)}` } : {}),
          });
        }
      }
    }
  }
  return rows;
}

/** Route × actor → status; a broken cell reads `got!expected`, and its problem is listed below. */
function renderMatrix(rows: Cell[]): string {
  const lines = new Map<string, Map<ActorName, Cell>>();
  for (const cell of rows) {
    const key = `${cell.route}  [${cell.row}]`;
    if (!lines.has(key)) lines.set(key, new Map());
    lines.get(key)!.set(cell.actor, cell);
  }
  const width = Math.max(...[...lines.keys()].map((key) => key.length));
  const header = `${'route  [records]'.padEnd(width)}  ${ACTORS.map((a) => a.padEnd(9)).join(' ')}`;
  const body = [...lines].map(([key, byActor]) => {
    const statuses = ACTORS.map((actor) => {
      const cell = byActor.get(actor);
      if (!cell) return ''.padEnd(9);
      const text = cell.problem ? `${cell.status}!${cell.expected}` : String(cell.status);
      return text.padEnd(9);
    });
    return `${key.padEnd(width)}  ${statuses.join(' ')}`;
  });
  const problems = rows
    .filter((cell) => cell.problem)
    .map((cell) => `- ${cell.route} [${cell.row}] as ${cell.actor}: ${cell.status}, ${cell.problem}`);
  return ['', header, ...body, '', 'Broken cells:', ...problems].join('\n');
}

describe('the policy table', () => {
  it('declares every route of the route table', () => {
    const missing = routeTable.filter((route) => !(route in ACCESS_POLICY));
    expect(missing, 'routes without an entry in server/src/test/access-policy.ts').toEqual([]);
  });

  it('declares no route that the server does not have', () => {
    const stale = Object.keys(ACCESS_POLICY).filter((route) => !routeTable.includes(route));
    expect(stale, 'entries of access-policy.ts without a route').toEqual([]);
  });
});

describe('every route as every actor, on the records of each side', () => {
  for (const [route, entry] of Object.entries(ACCESS_POLICY)) {
    it(route, async () => {
      // A stale entry is reported above, not called.
      if (!routeTable.includes(route)) return;
      const rows = await callEveryone(route, entry);
      // Routes that end sessions may end the actors' own: give them new ones for the routes after.
      if (entry.session === 'fresh') {
        for (const actor of ACTORS)
          if (actor !== 'anonymous') tokens[actor] = await sessionToken(app, world.people[actor]);
      }
      if (rows.some((cell) => cell.problem)) expect.fail(renderMatrix(rows));
    });
  }
});
