/**
 * Where a person lands after signing in: the page they asked for (`/login?next=...`), when it is a page of
 * this site in their own area (or a classroom); otherwise their area's home. Anything else, such as another
 * site's address (`//evil.example`, `https://...`, `/\evil.example`), is ignored: never an open redirect.
 */
import type { Role } from '@contract/enums';
import { areaOf } from './area-sections';
import { roleHome } from './paths';

const BASE = 'http://portal.invalid';

export function returnPath(next: string | null | undefined, role: Role | string | undefined): string {
  const home = roleHome(role);
  // Only a path: not a scheme, not a protocol-relative address, not a backslash the browser reads as `/`.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE) return home;
  const ownArea = areaOf(url.pathname) === role;
  const classroom = url.pathname.startsWith('/classroom/');
  return ownArea || classroom ? `${url.pathname}${url.search}${url.hash}` : home;
}
