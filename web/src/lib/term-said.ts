import { formatMessage } from '@contract/messages';
import { TERM_MESSAGES } from '@contract/term-messages';
import { localizeSaid } from './i18n/messages';

type TermCode = keyof typeof TERM_MESSAGES;
type Params = Readonly<Record<string, string | number>>;

const isTermCode = (code: string): code is TermCode => Object.hasOwn(TERM_MESSAGES, code);

/**
 * A sentence of the terms' catalogue (contract/term-messages.ts) in the reader's language: one the page says
 * itself, or one the server sent as code and parameters only (a plan's warnings carry no English).
 */
export function termSaid(code: TermCode, params: Params): string;
export function termSaid(code: string, params?: Params): string;
export function termSaid(code: string, params: Params = {}): string {
  if (!isTermCode(code)) return code;
  return localizeSaid({ message: formatMessage(TERM_MESSAGES[code], params), code, params });
}
