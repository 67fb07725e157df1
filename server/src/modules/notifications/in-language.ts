/**
 * The catalogue's sentences in each language the portal speaks, for what the server writes itself rather than a
 * client renders: e-mail, in the language saved with the recipient's account.
 */
import type { Locale } from '../../../../contract/locale';
import { renderMessage, type Said, type Translation } from '../../../../contract/message-catalogue';
import { URDU } from '../../../../contract/messages-ur';
import type { NotificationSaid } from '../../db/schema';

const TRANSLATIONS: Record<Locale, Translation | undefined> = { en: undefined, ur: URDU };

export function inLanguage(said: Pick<Said, 'code' | 'params'>, locale: Locale): string {
  return renderMessage(said.code, said.params, locale, TRANSLATIONS[locale]);
}

export const inEveryLanguage = (said: Said): Record<Locale, string> => ({
  en: said.message,
  ur: inLanguage(said, 'ur'),
});

/** What a notification stores of its sentences: their codes and parameters. */
export function saidOf(title: Said, body?: Said): NotificationSaid {
  const part = ({ code, params }: Said) => (params ? { code, params } : { code });
  return body ? { title: part(title), body: part(body) } : { title: part(title) };
}
