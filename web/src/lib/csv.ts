/** CSV files saved in the browser; their text is contract/csv.ts's, as the server's downloads. */

export { toCsv, type CsvCell } from '@contract/csv';

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
