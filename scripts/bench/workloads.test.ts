/**
 * The bench's method (docs/performance.md, "The workloads"): open-loop steps that rise to their rate uncounted,
 * last until enough writes were offered, and fail on the limits; each workload warmed up first.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  MAX_STEP_MS,
  MIN_WRITES,
  WARM_UP_ROUNDS,
  runMix,
  stepDurationMs,
  verdict,
  warmUp,
  type KindFigures,
  type Mix,
} from './workloads.mjs';

/** A server that answers every request 200 (or 500 under /broken) and counts the requests per path. */
const asked = new Map<string, number>();
const server = http.createServer((req, res) => {
  asked.set(req.url!, (asked.get(req.url!) ?? 0) + 1);
  req.resume();
  req.on('end', () => {
    res.statusCode = req.url!.startsWith('/broken') ? 500 : 200;
    res.end('{"data":{"token":"signed-in"}}');
  });
});
let baseUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const read = (path: string) => ({ name: path, kind: 'read' as const, make: () => ({ path }) });
const write = (path: string) => ({
  name: path,
  kind: 'write' as const,
  make: () => ({ method: 'POST', path, body: {} }),
});

const figures = (p99: number, errors = 0): KindFigures => ({
  latency: { count: 100, p50: p99 / 2, p90: p99 / 2, p99, max: p99 },
  errors,
  errorKinds: errors ? { 'HTTP 500': errors } : {},
});

describe('a step', () => {
  const teaching: Mix = [
    [98, read('/read')],
    [2, write('/write')],
  ];

  it(`lasts until it has offered ${MIN_WRITES} writes, at most ${MAX_STEP_MS / 1000} s`, () => {
    // 2% writes: 100 writes take 10 s at 500/s, 50 s at 100/s, and would take 100 s at 50/s.
    expect(stepDurationMs(teaching, 500, 10_000)).toBe(10_000);
    expect(stepDurationMs(teaching, 100, 10_000)).toBe(50_000);
    expect(stepDurationMs(teaching, 50, 10_000)).toBe(MAX_STEP_MS);
    expect(stepDurationMs([[1, read('/read')]], 50, 10_000)).toBe(10_000);
  });

  it('passes within the limits and fails on read p99, write p99, any failure or an overload', () => {
    const within = { overloaded: false, kinds: { read: figures(49), write: figures(99) } };
    expect(verdict(within)).toEqual({ passed: true, problems: [] });
    expect(
      verdict({ ...within, kinds: { ...within.kinds, read: figures(LIMITS.readP99Ms) } }).problems,
    ).toEqual(['read p99 50 ms']);
    expect(
      verdict({ ...within, kinds: { ...within.kinds, write: figures(LIMITS.writeP99Ms) } }).problems,
    ).toEqual(['write p99 100 ms']);
    expect(verdict({ ...within, kinds: { ...within.kinds, write: figures(20, 1) } }).passed).toBe(false);
    expect(verdict({ ...within, rise: { read: figures(20, 1) } }).problems).toEqual([
      '1 reads failed while rising {"HTTP 500":1}',
    ]);
    expect(verdict({ ...within, overloaded: true }).passed).toBe(false);
  });

  it('counts the requests of its rise apart from its own, and sends every request it offers', async () => {
    asked.clear();
    const step = await runMix({
      baseUrl,
      mix: [[1, read('/step')]],
      crowd: {},
      rate: 200,
      durationMs: 500,
      riseMs: 500,
    });
    // Rising from nothing to 200/s over 0.5 s offers 50 requests; then 200/s for 0.5 s offers 100.
    expect(step.rise.read.latency.count).toBe(50);
    expect(step.kinds.read.latency.count).toBe(100);
    expect(step.requests).toBe(150);
    expect(asked.get('/step')).toBe(150);
    expect(verdict(step).passed).toBe(true);
  });

  it('fails when its requests fail', async () => {
    const step = await runMix({
      baseUrl,
      mix: [[1, read('/broken')]],
      crowd: {},
      rate: 100,
      durationMs: 200,
      riseMs: 0,
    });
    expect(step.kinds.read.errors).toBe(20);
    expect(verdict(step).passed).toBe(false);
  });
});

describe('the warm-up', () => {
  it(`sends each kind of request of the mix ${WARM_UP_ROUNDS} times and follows up what it answers`, async () => {
    asked.clear();
    const tokens: string[] = [];
    const signIn = {
      name: 'sign-in',
      kind: 'login' as const,
      make: () => ({
        method: 'POST',
        path: '/login',
        body: {},
        keepBody: true,
        then: (body: string) => void tokens.push(JSON.parse(body).data.token),
      }),
    };
    const mix: Mix = [
      [90, read('/often')],
      [1, write('/rarely')],
      [9, signIn],
    ];
    expect(await warmUp({ baseUrl, mix, crowd: {} })).toEqual({ sent: 3 * WARM_UP_ROUNDS, failed: 0 });
    const each = WARM_UP_ROUNDS;
    expect(Object.fromEntries(asked)).toEqual({ '/often': each, '/rarely': each, '/login': each });
    expect(tokens).toEqual(Array(WARM_UP_ROUNDS).fill('signed-in'));
  });
});
