/**
 * A class's time in a sentence ("Sat 21 Nov, 14:00-15:30" on the college's clocks), in the reader's language
 * (its clock as `clockOptions` writes it):
 * a sentence carries the moments beside its English `{when}` (`sessionTimeParams`), and `renderMessage`
 * writes `{when}` again in the language it renders (`localizeWhen`), as the portal writes dates (`intlLocale`).
 */
import { clockOptions } from './clock';
import { intlLocale, type Locale } from './locale';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, ...options })));
  return made;
}

/** "Sat 21 Nov, 14:00-15:30" in English, "ہفتہ، 21 نومبر، 2:00 – 3:30 دوپہر" in Urdu, on the college's clocks. */
export function formatSessionTime(start: Date, end: Date, timeZone: string, locale: Locale = 'en'): string {
  const day = format(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(start);
  const clock = format(locale, timeZone, clockOptions(locale));
  if (locale === 'ur') return `${day}، ${clock.formatRange(start, end)}`;
  return `${day}, ${clock.format(start)}-${clock.format(end)}`;
}

/** The parameters of a class's time: `when` in English, and the moments and time zone to write it in another. */
export function sessionTimeParams(start: Date, end: Date, timeZone: string) {
  return {
    when: formatSessionTime(start, end, timeZone),
    whenStart: start.toISOString(),
    whenEnd: end.toISOString(),
    whenTimeZone: timeZone,
  };
}

/** "Sat 21 Nov, 14:00" in English, "ہفتہ، 21 نومبر، 2:00 دوپہر" in Urdu, on the college's clocks: one moment. */
export function formatMoment(at: Date, timeZone: string, locale: Locale = 'en'): string {
  const day = format(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  const clock = format(locale, timeZone, clockOptions(locale)).format(at);
  return `${day}${locale === 'ur' ? '،' : ','} ${clock}`;
}

const MOMENT = 'Moment';

/**
 * The parameters of a moment named `name` (a quiz's close): `name` in English, and the moment and time zone to
 * write it in another language (`localizeWhen`).
 */
export function momentParams(name: string, at: Date, timeZone: string) {
  return {
    [name]: formatMoment(at, timeZone),
    [`${name}${MOMENT}`]: at.toISOString(),
    whenTimeZone: timeZone,
  };
}

/**
 * `params` with a class's time (`when`, made by `sessionTimeParams`) and any moment (made by `momentParams`)
 * written in `locale`.
 */
export function localizeWhen(
  params: Record<string, string | number>,
  locale: Locale,
): Record<string, string | number> {
  const { whenStart, whenEnd, whenTimeZone } = params;
  if (typeof whenTimeZone !== 'string') return params;
  const filled = { ...params };
  for (const [key, value] of Object.entries(params)) {
    if (!key.endsWith(MOMENT) || typeof value !== 'string') continue;
    const at = new Date(value);
    if (!Number.isNaN(at.getTime()))
      filled[key.slice(0, -MOMENT.length)] = formatMoment(at, whenTimeZone, locale);
  }
  if (typeof whenStart !== 'string' || typeof whenEnd !== 'string') return filled;
  const start = new Date(whenStart);
  const end = new Date(whenEnd);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return filled;
  return { ...filled, when: formatSessionTime(start, end, whenTimeZone, locale) };
}
