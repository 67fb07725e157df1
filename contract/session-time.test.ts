/** A class's time in a reminder reads in the reader's language, on the bell and in the e-mail (issue 21). */
import { describe, expect, it } from 'vitest';
import { renderMessage, say } from './message-catalogue';
import { URDU } from './messages-ur';
import { formatSessionTime, momentParams, sessionTimeParams } from './session-time';

// Saturday 21 November 2026, 14:00 to 15:30 in Pakistan.
const start = new Date('2026-11-21T09:00:00Z');
const end = new Date('2026-11-21T10:30:00Z');
const zone = 'Asia/Karachi';

describe("a class's time", () => {
  it('is written as the portal writes dates: day-month in English, Urdu weekday, month and time of day in Urdu', () => {
    expect(formatSessionTime(start, end, zone)).toBe('Sat 21 Nov, 14:00-15:30');
    expect(formatSessionTime(start, end, zone, 'ur')).toBe('ہفتہ، 21 نومبر، 2:00 – 3:30 دوپہر');
  });

  it('never reads AM or PM in Latin letters in Urdu, at any hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(Date.UTC(2026, 10, 21, hour, 5));
      const later = new Date(at.getTime() + 90 * 60_000);
      const urdu = formatSessionTime(at, later, zone, 'ur');
      expect(urdu, urdu).not.toMatch(/[A-Za-z]/);
    }
  });

  it("a reminder's {when} is English in the English sentence and Urdu in the Urdu one", () => {
    const body = say('notice.classStartingSoonBody', {
      class: 'IT-301 Graphs',
      ...sessionTimeParams(start, end, zone),
    });
    expect(body.message).toBe('IT-301 Graphs, Sat 21 Nov, 14:00-15:30. Join from the virtual classes page.');
    expect(renderMessage(body.code, body.params, 'en')).toBe(body.message);
    expect(renderMessage(body.code, body.params, 'ur', URDU)).toBe(
      '\u2068IT-301 Graphs\u2069، \u2068ہفتہ، 21 نومبر، 2:00 – 3:30 دوپہر\u2069۔ ورچوئل کلاسز کے صفحے سے شامل ہوں۔',
    );
  });
});

describe("a quiz's close in a notice", () => {
  it('is one moment, English in the English sentence and Urdu in the Urdu one', () => {
    const body = say('notice.quizClosingBody', {
      course: 'IT-301',
      title: 'Routing',
      ...momentParams('closes', end, zone),
    });
    expect(body.message).toBe(
      'IT-301 Routing closes at Sat 21 Nov, 15:30 and you have not submitted it. Take it from the course page.',
    );
    expect(renderMessage(body.code, body.params, 'en')).toBe(body.message);
    const urdu = renderMessage(body.code, body.params, 'ur', URDU);
    expect(urdu).toContain('\u2068ہفتہ، 21 نومبر، 3:30 دوپہر\u2069');
    expect(urdu).not.toContain('Sat');
  });
});
