/**
 * A fake `/api` at the fetch boundary. Handlers are keyed by "METHOD /api/path" (no query string) and answer
 * with a status and an envelope; unknown calls answer 404 so a test sees what it forgot to stub.
 */
import { vi } from 'vitest';

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

export type Answer =
  | {
      status?: number;
      body?: unknown;
      file?: { content: string; headers: Record<string, string> };
      stream?: ReadableStream<Uint8Array>;
    }
  | 'network-error';
export type Handler = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

export const ok = (data: unknown, message?: string): Answer => ({
  status: 200,
  body: { success: true, data, message },
});
export const fail = (
  status: number,
  message?: string,
  errors?: { field: string; message: string }[],
): Answer => ({
  status,
  body: { success: false, message, errors },
});

/**
 * An answer streamed line by line (application/x-ndjson, as a term's start with its progress): `send` writes one
 * JSON line when the test says, `end` the last.
 */
export function lineStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    answer: { status: 200, stream } as Answer,
    send: (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    end: (line: unknown) => {
      controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  };
}

/** A file rather than an envelope, such as a PDF with its Content-Disposition. */
export const file = (content: string, headers: Record<string, string>): Answer => ({
  status: 200,
  file: { content, headers },
});

export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? fail(404, 'Not found'));
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer.file) return new Response(answer.file.content, { status: 200, headers: answer.file.headers });
    if (answer.stream)
      return new Response(answer.stream, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
      });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    /** The calls made to one endpoint, e.g. `callsTo('POST /api/auth/logout')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
