/**
 * Values inside right-to-left sentences (issue 21). In an Urdu sentence a value put into it (a name in
 * English, a course code, a date with Latin digits, "+92 62 9255001", "85") is wrapped in Unicode's
 * first-strong isolate (UAX #9), together with a sign written against it ("{required}%", "+{count}"): it
 * reads in the direction of its own first strong letter (left to right when it has none) and leaves the
 * sentence's own order and punctuation where they belong. Plain text keeps this too (an e-mail, a title).
 * A value written wholly in Urdu letters needs no isolate, and gets none (a heading's accessible name stays
 * plain text).
 */

/** First-strong isolate and pop directional isolate. */
export const FSI = '\u2068';
export const PDI = '\u2069';

const PLACEHOLDER_WITH_SIGNS = /([+-]?)\{(\w+)\}(%?)/g;
/** Arabic-script letters and punctuation, and spaces: what reads right to left in a right-to-left sentence. */
const RIGHT_TO_LEFT_ONLY =
  /^[\s\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]*$/;

/**
 * `template` with its `{placeholders}` filled in from `params` (as contract/messages `formatMessage`), each
 * value that is not wholly right to left isolated with the signs written against it. For right-to-left
 * languages; a placeholder without a value stays as written.
 */
export function formatIsolated(template: string, params: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER_WITH_SIGNS, (whole, before: string, key: string, after: string) => {
    if (!(key in params)) return whole;
    const value = `${before}${params[key]}${after}`;
    return RIGHT_TO_LEFT_ONLY.test(String(params[key])) ? value : `${FSI}${value}${PDI}`;
  });
}
