import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv';

describe('CSV of a report', () => {
  it('joins cells with commas and lines with CRLF', () => {
    expect(
      toCsv(
        ['Department', 'Students'],
        [
          ['English', 12],
          ['Urdu', 0],
        ],
      ),
    ).toBe('Department,Students\r\nEnglish,12\r\nUrdu,0\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv(['Name'], [['Khan, Ali'], ['The "best" course'], ['two\nlines']])).toBe(
      'Name\r\n"Khan, Ali"\r\n"The ""best"" course"\r\n"two\nlines"\r\n',
    );
  });

  it('keeps text that looks like a formula as text, and empty cells empty', () => {
    expect(toCsv(['A', 'B'], [['=SUM(A1)', null]])).toBe("A,B\r\n'=SUM(A1),\r\n");
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', ';=1+1', '\t=1', '\r=1'])(
    'neutralises a cell starting like a formula: %j',
    (text) => {
      const line = toCsv(['A'], [[text]]).split('\r\n')[1];
      expect(line.replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('leaves numbers, negative numbers included, as numbers', () => {
    expect(toCsv(['A'], [[-5], [3.5]])).toBe('A\r\n-5\r\n3.5\r\n');
  });

  it('names the file after the report and the day', () => {
    expect(csvFileName('grade-distribution', new Date('2025-03-01T10:00:00Z'))).toBe(
      'grade-distribution-2025-03-01.csv',
    );
  });
});
