/** argon2id at OWASP's minimum cost (19 MiB, 2 passes), computed off the event loop by the native addon. */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: one core fewer than the machine has (at least one). The addon's thread pool has four
 * threads; on a rush of sign-ins they would take every core and starve the event loop, and every other request
 * with it. Further hashes queue.
 */
const HASHING_SLOTS = Math.max(1, availableParallelism() - 1);
let busySlots = 0;
const waiting: (() => void)[] = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busySlots >= HASHING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busySlots += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else busySlots -= 1;
  }
}

export const hashPassword = (password: string) => inHashingSlot(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inHashingSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verifying against this when an email is unknown keeps "no such account" as slow as "wrong password". */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
