/**
 * A dependency-free progress bar: on a terminal one line rewritten with `\r` (step, rows done of the
 * step's total, percentage, elapsed time); elsewhere (CI, a log file) a plain line per step and quarter.
 */
import { performance } from 'node:perf_hooks';

export interface Progress {
  /** Starts a step of `total` units (rows, usually). */
  step(name: string, total: number): void;
  advance(units: number): void;
  /** Ends the current step. */
  done(): void;
}

/** For tests and library callers: reports nothing. */
export const silentProgress: Progress = { step() {}, advance() {}, done() {} };

const WIDTH = 28;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function terminalProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  const tty = Boolean(stream.isTTY);
  const started = performance.now();
  let name = '';
  let total = 0;
  let doneUnits = 0;
  let stepStarted = 0;
  let lastDraw = 0;
  let lastQuarter = 0;

  const line = () => {
    const ratio = total > 0 ? Math.min(1, doneUnits / total) : 1;
    const filled = Math.round(ratio * WIDTH);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    const counts = `${doneUnits.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
    return `[${bar}] ${name.padEnd(22)} ${counts.padStart(23)} ${String(Math.floor(ratio * 100)).padStart(3)}%  ${seconds(performance.now() - started)}`;
  };
  const draw = (force: boolean) => {
    const now = performance.now();
    if (tty) {
      if (!force && now - lastDraw < 100) return;
      lastDraw = now;
      stream.write(`\r${line()}`);
      return;
    }
    const quarter = total > 0 ? Math.floor((doneUnits / total) * 4) : 4;
    if (force || quarter > lastQuarter) {
      lastQuarter = quarter;
      stream.write(`${line()}\n`);
    }
  };

  return {
    step(stepName, stepTotal) {
      name = stepName;
      total = stepTotal;
      doneUnits = 0;
      lastQuarter = 0;
      stepStarted = performance.now();
      draw(true);
    },
    advance(units) {
      doneUnits += units;
      draw(false);
    },
    done() {
      doneUnits = Math.max(doneUnits, total);
      if (tty) stream.write(`\r${line()}  (${seconds(performance.now() - stepStarted)})\n`);
      else if (lastQuarter < 4) stream.write(`${line()}\n`);
    },
  };
}
