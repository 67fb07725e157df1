/**
 * The transcript's PDF is drawn on a thread of its own (pdf-worker.ts): 30 - 60 ms of CPU each, which on the
 * server's thread held every other request meanwhile; on results day, with a transcript a few times a second,
 * reads and sign-ins waited up to 250 ms behind them. Piscina keeps the thread: started with the server, and
 * drawing one throw-away transcript at once (loading the PDF libraries and fonts took 0.3 - 0.45 s of the first
 * student's transcript otherwise), or, in tests, at the first transcript.
 */
import { Piscina } from 'piscina';
import type { TranscriptDocument } from './pdf';

/** The thread's code: beside the server's bundle once built (scripts/build.mjs), the TypeScript in development. */
function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // Tests and `npm run dev` run the sources: the thread loads them through tsx, as they are run.
    return { filename: new URL('./pdf-worker.ts', here).href, execArgv: ['--import', 'tsx'] };
  }
  return { filename: new URL('./transcript-pdf.js', here).href, execArgv: [] };
}

export interface PdfThreads {
  render(document: TranscriptDocument): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function openPdfThreads({ atStart }: { atStart: boolean }): PdfThreads {
  const pool = new Piscina({
    ...workerFile(),
    minThreads: atStart ? 1 : 0,
    // Two cores in the smallest college's machine: drawing transcripts never takes both from requests.
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  // Piscina loads the thread's code with its first task: one drawing now, so that no student waits for it.
  if (atStart) void pool.run(undefined, { name: 'warmUp' }).catch(() => undefined);
  return {
    render: (document) => pool.run(document) as Promise<Uint8Array>,
    close: () => pool.destroy(),
  };
}
