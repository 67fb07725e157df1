/**
 * `npm test`: every check, in three stages, on as many cores as the machine has. The type check, the linter
 * and the build are one process each and mostly on one core, and none needs another's result, so they run
 * side by side; then the unit and integration tests (Vitest's workers fill the cores); then the browser tests
 * against the build of the first stage (they share one server, one file at a time). A stage that fails stops
 * the run after it. Each step's output is printed whole when it ends, so that the log reads in steps, and the
 * run ends with what each step took (docs/performance.md, "Continuous integration's time").
 */
import { spawn } from 'node:child_process';
import { ROOT } from './inputs-hash.mjs';

const npx = (args) => ({ command: 'npx', args });
const STAGES = [
  [
    { name: 'typecheck', ...npx(['tsc', '--noEmit', '-p', 'tsconfig.json']) },
    { name: 'lint', ...npx(['eslint', '.']) },
    { name: 'build', command: process.execPath, args: ['scripts/build.mjs'] },
  ],
  [
    {
      name: 'unit',
      ...npx(['vitest', 'run', '--project', 'contract', '--project', 'server*', '--project', 'web']),
    },
  ],
  [{ name: 'e2e', ...npx(['vitest', 'run', '--project', 'e2e']) }],
];

/** Runs one step; alone in its stage it prints as it goes, beside others its output waits for its end. */
function run(step, alone) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      if (!alone) {
        process.stdout.write(`\n> ${step.name}: ${step.command} ${step.args.join(' ')}\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      console.log(
        `> ${step.name} ${ok ? 'passed' : `failed (${signal ?? `exit code ${code}`})`} in ${seconds.toFixed(0)} s`,
      );
      done({ name: step.name, ok, seconds });
    });
  });
}

const runStarted = performance.now();
const results = [];
let failed = false;
for (const stage of STAGES) {
  if (stage.length === 1) console.log(`\n> ${stage[0].name}: ${stage[0].command} ${stage[0].args.join(' ')}`);
  else console.log(`\n> ${stage.map((step) => step.name).join(', ')} side by side`);
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) {
    failed = true;
    break;
  }
}
const total = (performance.now() - runStarted) / 1000;
console.log(
  `\n${results.map((r) => `${r.name} ${r.seconds.toFixed(0)} s${r.ok ? '' : ' (failed)'}`).join(', ')}; ` +
    `npm test ${failed ? 'failed' : 'passed'} in ${total.toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
