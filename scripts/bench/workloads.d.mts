/** Types of workloads.mjs, for the tests. */
export interface MixEntry {
  name: string;
  kind: 'read' | 'write' | 'login';
  role?: 'student' | 'teacher' | 'admin' | 'newcomer';
  make: (crowd: Crowd) => Request | undefined;
}
export type Mix = [weight: number, entry: MixEntry][];
export interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  keepBody?: boolean;
  answers?: number[];
  then?: (body: string) => void;
}
export type Crowd = Record<string, unknown>;
export interface Latency {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
export interface KindFigures {
  latency: Latency;
  errors: number;
  errorKinds: Record<string, number>;
}
export interface Step {
  rate: number;
  seconds: number;
  requests: number;
  overloaded: boolean;
  lateSends: number;
  kinds: Record<string, KindFigures>;
  names: Record<string, KindFigures>;
  rise: Record<string, KindFigures>;
}
export const LIMITS: { readP99Ms: number; writeP99Ms: number };
export const MIN_WRITES: number;
export const MAX_STEP_MS: number;
export const WARM_UP_ROUNDS: number;
export function stepDurationMs(mix: Mix, rate: number, durationMs: number): number;
export function runMix(options: {
  baseUrl: string;
  mix: Mix;
  crowd: Crowd;
  rate: number;
  durationMs: number;
  riseMs?: number;
}): Promise<Step>;
export function warmUp(options: {
  baseUrl: string;
  mix: Mix;
  crowd: Crowd;
}): Promise<{ sent: number; failed: number }>;
export function verdict(step: Pick<Step, 'overloaded' | 'kinds'> & Partial<Pick<Step, 'rise'>>): {
  passed: boolean;
  problems: string[];
};
