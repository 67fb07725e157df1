import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { writeCalendar } from './ics';

const start = new Date('2026-11-23T04:15:00Z');
const end = new Date('2026-11-23T05:15:00Z');

describe('writeCalendar', () => {
  it.each([
    ['a bare CR', 'Quiz\rRoom 4'],
    ['a CRLF', 'Quiz\r\nRoom 4'],
    ['a LF', 'Quiz\nRoom 4'],
  ])('escapes %s in text as \\n, so that no line of the file ends early', (_, text) => {
    const ics = writeCalendar(
      'College: Hina',
      [{ uid: 'u1', start, end, summary: text, description: text }],
      start,
    );
    // Every CR of the file is the end of a line (CRLF); a bare one would end a content line for some readers.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Quiz\nRoom 4');
    expect(event.getFirstPropertyValue('description')).toBe('Quiz\nRoom 4');
  });

  it('escapes backslashes, semicolons and commas', () => {
    const ics = writeCalendar('College', [{ uid: 'u2', start, end, summary: 'a\\b; c, d' }], start);
    expect(ics).toContain('SUMMARY:a\\\\b\\; c\\, d\r\n');
  });
});
