/**
 * Zod's own sentences (for rules without a message of ours) in the chosen language. Zod itself loads with a
 * form's first submit (`lazySchema`), so its sentences load then too, in the current language only, and follow
 * a later change of language.
 */
import { config } from 'zod';
import type { Locale } from '@contract/locale';

const ZOD_LOCALES = {
  en: () => import('zod/v4/locales/en.js'),
  ur: () => import('zod/v4/locales/ur.js'),
} satisfies Record<Locale, () => Promise<unknown>>;

export async function setZodLanguage(locale: Locale): Promise<void> {
  const { default: messages } = await ZOD_LOCALES[locale]();
  config(messages());
}
