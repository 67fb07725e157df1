/**
 * Zod's own sentences (for rules without a message of ours) in the chosen language. Loaded on a change of
 * language, with only the two languages' files rather than Zod's every locale.
 */
import { config } from 'zod';
import en from 'zod/v4/locales/en.js';
import ur from 'zod/v4/locales/ur.js';
import type { Locale } from '@contract/locale';

export function setZodLanguage(locale: Locale): void {
  config(locale === 'ur' ? ur() : en());
}
