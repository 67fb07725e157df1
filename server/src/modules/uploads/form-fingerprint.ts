/**
 * What a multipart form carried, as one SHA-256: its text fields and each file's field, name, size and content,
 * in the order sent. A retried upload is built anew (a new boundary between its parts), so its raw bytes differ
 * while this stays the same. The idempotency plugin compares it to tell a retry from a different request with
 * the same key (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md).
 */
import { createHash, type Hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The fingerprint of the multipart form, once it has been read to its end. */
    formFingerprint: string | null;
  }
}

export class FormFingerprint {
  readonly #form: Hash = createHash('sha256');

  field(name: string, value: string): void {
    this.#form.update(`${JSON.stringify(['field', name, value])}\n`);
  }

  /** Starts a file part; the returned function is given each chunk, then called with none at the end. */
  file(field: string, filename: string): (chunk?: Buffer) => void {
    const content = createHash('sha256');
    let size = 0;
    return (chunk) => {
      if (chunk) {
        size += chunk.length;
        content.update(chunk);
        return;
      }
      this.#form.update(`${JSON.stringify(['file', field, filename, size, content.digest('hex')])}\n`);
    };
  }

  digest(): string {
    return this.#form.digest('hex');
  }
}

/**
 * Reads a multipart form to its end only to fingerprint it, keeping nothing: a retry answered from the first
 * answer must still be told apart from a different upload under the same key. Undefined when the form cannot
 * be read (over the limits, malformed): it is then not the form the first request read to its end.
 */
export async function fingerprintForm(request: FastifyRequest): Promise<string | undefined> {
  const fingerprint = new FormFingerprint();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fingerprint.field(part.fieldname, part.value);
        continue;
      }
      if (!part.filename) {
        part.file.resume();
        continue;
      }
      const seen = fingerprint.file(part.fieldname, part.filename);
      for await (const chunk of part.file) seen(chunk as Buffer);
      if (part.file.truncated) return undefined;
      seen();
    }
  } catch {
    return undefined;
  }
  return fingerprint.digest();
}
