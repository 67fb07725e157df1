/**
 * Where a server's CPU time went: `node scripts/bench/profile-summary.mjs FILE.cpuprofile [N]` prints the N
 * (default 25) functions with the most self time, and the time by kind (idle, garbage collection, the
 * embedded database's WebAssembly, JSON, the rest) from a profile written by `node --cpu-prof`
 * (`BENCH_CPU_PROF=DIR npm run bench`). A PGlite thread has a profile file of its own.
 */
import { readFileSync } from 'node:fs';

const [file, count = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/profile-summary.mjs FILE.cpuprofile [N]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
// timeDeltas[i] is the time before samples[i]; the sample's node gets it.
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byKind = new Map();
const kindOf = (frame) => {
  const name = frame.functionName;
  if (name === '(idle)') return 'idle';
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(program)') return 'V8 itself';
  if (
    frame.url.includes('pglite') ||
    name.startsWith('wasm-function') ||
    // PostgreSQL's C functions compiled to WebAssembly keep their snake_case names and have no URL; Node's
    // own functions without a URL (writev, utf8Slice) are one word or camelCase.
    (/^\$?[a-z]+(_[a-z0-9]+)+$/.test(name) && !frame.url)
  )
    return 'embedded database (PGlite)';
  if (frame.url.includes('node_modules/pg')) return 'PostgreSQL client';
  if (frame.url.includes('node_modules/drizzle-orm')) return 'drizzle';
  if (frame.url.includes('node_modules/fastify') || frame.url.includes('node_modules/find-my-way'))
    return 'fastify';
  if (frame.url.includes('node_modules/zod')) return 'zod';
  if (frame.url.includes('node_modules/@node-rs/argon2') || name.includes('argon')) return 'argon2';
  if (frame.url.startsWith('node:') || !frame.url) return 'Node.js built-ins';
  if (frame.url.includes('node_modules')) return 'other libraries';
  return 'the portal';
};
for (const [id, us] of selfUs) {
  const frame = byId.get(id).callFrame;
  const where = frame.url
    ? `${frame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${frame.lineNumber + 1}`
    : '';
  const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const kind = kindOf(frame);
  byKind.set(kind, (byKind.get(kind) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nby kind:');
for (const [kind, us] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(us)}  ${kind}`);
console.log(`\nthe ${count} functions with the most self time:`);
for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.log(`  ${pct(us)}  ${key}`);
