/**
 * Where uploaded files are kept: a folder on this machine (the default) or an S3-compatible bucket, chosen once
 * at start from the configuration. Everything else reads and writes files through this interface only, by a
 * key that the server generated (`submissions/<uuid>.pdf`), and never learns which of the two it is.
 */
import type { Readable } from 'node:stream';

/** A stored file on its way out: its bytes as a stream, and how many there are. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** Where the files are, for people: a folder's path or `s3://bucket/prefix/`. */
  readonly location: string;
  /**
   * Streams `body` to `key`. If the body fails (a refused upload destroys it), the call rejects with that
   * error and nothing is left under the key: not a partial file, not an object.
   */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The stored file, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; one already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Every key in the store (for backups), in no particular order. */
  keys(): AsyncIterable<string>;
  /**
   * Whether files can be kept now: the folder takes a small file (written and removed), the bucket answers a
   * listing of one key. Rejects with a `StoreUnavailableError` whose message anyone may read (no path, no key);
   * its `cause` is the error itself, for the log. The bucket gives up when `signal` aborts.
   */
  check(signal: AbortSignal): Promise<void>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

/** Files cannot be kept now: the message says why without a path or a secret, the cause has the details. */
export class StoreUnavailableError extends Error {}

/** An error's code as Node or the AWS SDK names it (`EACCES`, `NoSuchBucket`), or its name. */
export const errorCode = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? 'unknown error';

/** Keys are relative paths of plain names, such as the server generates: nothing that could leave the store. */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (!parts.every((part) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(part))) {
    throw new Error(`Not a stored file's key: ${JSON.stringify(key)}`);
  }
}
