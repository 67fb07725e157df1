/**
 * The 20,000 most common passwords of six characters or more (from the MIT-licensed zxcvbn-ts common
 * dictionary), shipped with the app in server/assets. The specification's 6-character minimum stays; these
 * are refused on top of it, compared case-insensitively.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVER_DIR } from '../config';

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(resolve(SERVER_DIR, 'assets', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return list;
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

export const commonPasswordCount = () => commonPasswords().size;
