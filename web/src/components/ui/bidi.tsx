/**
 * Text that must keep its own direction inside a page of the other one (issue 21). Two kinds, one way each:
 *
 * - `<Ltr>`: a fragment left to right by nature, whatever the page's language: a grade letter with its sign
 *   ("A-"), a phone number, an e-mail address, a course code ("IT-301"), a web address, a student ID. Isolated
 *   and left to right, so an Urdu page shows "+92 62 9255001", never "9255001 62 92+".
 * - `dir="auto"` on the element itself, for what people wrote (an announcement's title and body, a course's
 *   title, a person's name): it reads in the direction of its own first strong letter, so an English sentence
 *   on an Urdu page keeps its full stop at its end and an ellipsis cuts its last letters.
 *
 * Values put into a translated sentence are isolated by the translator itself (lib/i18n `translator`).
 */
import type { ReactNode } from 'react';

export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
