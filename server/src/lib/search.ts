/** What a search box types, made safe for a case-insensitive SQL `ilike`. */

/** A case-insensitive substring pattern in which %, _ and \ typed by the user are plain characters. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
