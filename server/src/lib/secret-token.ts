/**
 * Bearer secrets (sign-in sessions, calendar feed links): 256 random bits, kept in the database only as a
 * SHA-256 hash, so that a leaked table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
