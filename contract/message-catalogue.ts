/**
 * The one catalogue of what the server says (issue 21): every sentence has a stable code, its English (the
 * specification's words) and its Urdu (messages-ur.ts). The server sends `{ message, code, params }`; a client
 * renders `code` + `params` in its reader's language and shows `message` only for a code it does not know.
 * Notifications and the activity log are stored as code + params and rendered when read.
 */
import { formatIsolated } from './bidi';
import { ACCOUNT_MESSAGES } from './account-messages';
import { AUDIT_MESSAGES } from './audit-messages';
import type { Locale } from './locale';
import { formatMessage, MESSAGES } from './messages';
import { rememberSaid } from './message-registry';
import { localizeWhen } from './session-time';
import { SENTENCES } from './sentences';
import { QUIZ_MESSAGES } from './quiz-messages';
import { TERM_MESSAGES } from './term-messages';
import { TRANSCRIPT_MESSAGES } from './transcript-messages';

export const CATALOGUE_EN = {
  ...MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...TRANSCRIPT_MESSAGES,
  ...SENTENCES,
  ...AUDIT_MESSAGES,
  ...TERM_MESSAGES,
  ...QUIZ_MESSAGES,
} as const;

export type MessageCode = keyof typeof CATALOGUE_EN;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A sentence as it travels: its code and parameters, and its English for clients that do not know the code. */
export interface Said {
  message: string;
  code: MessageCode;
  params?: MessageParams;
}

export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(CATALOGUE_EN, code);

/** The sentence of `code` in English, with its code and parameters beside it. */
export function say(code: MessageCode, params?: MessageParams): Said {
  const message = formatMessage(CATALOGUE_EN[code], params ?? {});
  return params ? { message, code, params } : { message, code };
}

/**
 * A sentence of the contract's validation rules: its English, which the rule carries as Zod's message, and
 * which the edge (server/src/plugins/errors.ts) and the forms turn back into code + params (message-registry).
 */
export function sayRule(code: MessageCode, params?: MessageParams): string {
  return rememberSaid(say(code, params));
}

/** Every sentence without placeholders is known by its English too (a rule's constant message). */
for (const [code, text] of Object.entries(CATALOGUE_EN)) {
  if (!text.includes('{')) rememberSaid({ message: text, code: code as MessageCode });
}

/** A catalogue in another language: every code's wording, and the field names `{label}` stands for. */
export interface Translation {
  messages: Readonly<Record<MessageCode, string>>;
  labels: Readonly<Record<string, string>>;
  /** What joins the names of a `{labels}` list (', ' without it). */
  listSeparator?: string;
}

/**
 * The sentence of `code` in `locale` (English without a translation). A `{label}` parameter is a field's or a
 * role's English name and is shown in the language's word for it; `{labels}`, several such names joined by ', '.
 */
export function renderMessage(
  code: MessageCode,
  params: MessageParams | undefined,
  locale: Locale,
  translation?: Translation,
): string {
  // A class's time is written in the reader's language (session-time.ts).
  const filled: Record<string, string | number> = localizeWhen({ ...params }, locale);
  if (!translation || locale === 'en') return formatMessage(CATALOGUE_EN[code], filled, locale);
  const word = (label: string) =>
    translation.labels[label] ?? translation.labels[label.charAt(0).toUpperCase() + label.slice(1)] ?? label;
  if (typeof filled.label === 'string') filled.label = word(filled.label);
  if (typeof filled.labels === 'string')
    filled.labels = filled.labels
      .split(', ')
      .map(word)
      .join(translation.listSeparator ?? ', ');
  // Values keep their own direction inside a right-to-left sentence (contract/bidi.ts), then plurals are chosen.
  return formatMessage(formatIsolated(translation.messages[code], filled), filled, locale);
}
