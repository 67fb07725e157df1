import pino from 'pino';

/**
 * Secrets that travel in addresses (a calendar feed's link, a `token=` in a page's query) are written to the logs
 * as `[secret]`: whoever reads the logs must not be able to subscribe to someone's calendar or use their link.
 * Nor do the values of a failed SQL statement reach them (`errorSerializer`).
 */
const CALENDAR_FEED = /^(\/api\/calendar\/)[^/?#]+(\.ics)/;
const TOKEN_PARAMETER = /([?&](?:token|secret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(CALENDAR_FEED, '$1[secret]$2').replace(TOKEN_PARAMETER, '$1[secret]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer for the logs, with the address redacted. */
export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

interface FailedStatement {
  message: string;
  query: string;
  params: unknown[];
}

/** drizzle's DrizzleQueryError: its message is `Failed query: <sql>\nparams: <values>`. */
const isFailedStatement = (error: object): error is FailedStatement =>
  'query' in error &&
  'params' in error &&
  Array.isArray(error.params) &&
  typeof (error as { message?: unknown }).message === 'string';

/** The errors `error` is made of: itself, its causes and an AggregateError's errors. */
function chainOf(error: unknown, into: object[] = [], depth = 0): object[] {
  if (!error || typeof error !== 'object' || depth > 8 || into.includes(error)) return into;
  into.push(error);
  chainOf((error as { cause?: unknown }).cause, into, depth + 1);
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) for (const inner of errors) chainOf(inner, into, depth + 1);
  return into;
}

type Serialized = Record<string, unknown> & { message?: string; stack?: string };

/**
 * Fastify's error serializer for the logs, without the values a failed statement was sent with: they are
 * people's data (e-mails, names, marks) and secrets' hashes (session and reset tokens). The statement itself
 * stays, with the number of its parameters; so does PostgreSQL's error, but not its `detail`, which quotes
 * the values of a violated key.
 */
export function errorSerializer(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  // Not an error after all (pino passes it on as it is).
  if (!serialized || typeof serialized !== 'object') return serialized;
  const redactions = chainOf(error)
    .filter(isFailedStatement)
    .map((failed) => [
      failed.message,
      `Failed query: ${failed.query}\nparams: [${failed.params.length} not logged]`,
    ]);
  const scrub = (text: unknown) =>
    typeof text === 'string'
      ? redactions.reduce((result, [raw, safe]) => result.replaceAll(raw!, safe!), text)
      : text;
  const scrubObject = (object: Serialized) => {
    object.message = scrub(object.message) as string | undefined;
    object.stack = scrub(object.stack) as string | undefined;
    if (Array.isArray(object.params)) object.params = `[${object.params.length} not logged]`;
    if (typeof object.detail === 'string') object.detail = '[not logged]';
    if (Array.isArray(object.aggregateErrors)) {
      for (const inner of object.aggregateErrors) if (inner && typeof inner === 'object') scrubObject(inner);
    }
  };
  scrubObject(serialized as unknown as Serialized);
  return serialized;
}
