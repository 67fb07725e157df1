/**
 * CSV text (RFC 4180: comma-separated, CRLF lines, quoted when needed), built alike by the browser's
 * downloads and the server's (a quiz's results).
 */

export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A spreadsheet would run a cell that starts like a formula; a leading apostrophe keeps it text.
  if (typeof value === 'string' && /^[=+\-@;\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
