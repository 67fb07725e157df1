/**
 * Text that PostgreSQL cannot store, and shapes no form sends, are refused at the edge with the field that carries
 * them, before they can fail deep inside a query: the NUL character (PostgreSQL text cannot hold it), a lone
 * UTF-16 surrogate (not a character at all: the JSON columns refuse it), and JSON nested deeper than any request
 * of the API (thousands of `[[[[` would otherwise exhaust the stack of whatever walks it next).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../lib/http-error';

export const NUL_MESSAGE = 'This text contains a character that is not allowed';
export const TOO_DEEP_MESSAGE = 'This request is nested too deeply';
/** The deepest request of the API is a few levels (attendance: body, students, a row); 32 leaves room. */
export const MAX_DEPTH = 32;

/** A lone surrogate: in a `u` regular expression, a well-formed pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The first problem in `root`, walked without recursion (so that no depth of nesting can overflow the stack):
 * the dotted path of the value and the message to answer with, or undefined when all is well.
 */
function findProblem(root: unknown, rootName: string): { field: string; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return { field: path || rootName, message: NUL_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field: rootName, message: TOO_DEEP_MESSAGE };
    const entries = Object.entries(value);
    if (entries.some(([key]) => unstorable(key))) return { field: path || rootName, message: NUL_MESSAGE };
    // Pushed last to first, so that the first field in the request is the first one named.
    for (const [key, inner] of entries.reverse()) {
      stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const problem =
        findProblem(request.params, 'params') ??
        findProblem(request.query, 'query') ??
        findProblem(request.body, 'body');
      if (problem) throw fieldError(problem.field, problem.message);
    });
  },
  { name: 'input-guard' },
);
