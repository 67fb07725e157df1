/** CSV files built in the browser (RFC 4180: comma-separated, CRLF lines, quoted when needed). */

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

/** Today's date for file names, e.g. `courses-per-department-2025-03-01.csv`. */
export function csvFileName(slug: string, today: Date = new Date()): string {
  return `${slug}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Saves text as a file through a temporary link to a Blob (no server round trip). */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark lets spreadsheet programs read Urdu names as UTF-8.
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
