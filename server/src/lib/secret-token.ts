/**
 * Bearer secrets (sign-in sessions, calendar feed links): 256 random bits, kept in the database only as a
 * SHA-256 hash, so that a leaked table opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');

/** The random part of a Jitsi room's name: 128 bits, in lower case (Jitsi folds room names to lower case). */
export const newRoomSecret = () => randomBytes(16).toString('hex');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
