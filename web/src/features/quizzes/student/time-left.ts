/** The time left of an attempt as a clock face ("04:59", "1:04:59"), in the digits of the page's language. */
import { formatNumber } from '../../../lib/format';

const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });

export function clockFace(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${two(minutes)}:${two(seconds % 60)}`;
  return hours ? `${formatNumber(hours, { useGrouping: false })}:${rest}` : rest;
}

/** The time left until a deadline by the server's clock (the phone's plus its offset). */
export const timeLeft = (deadline: string, clockOffsetMs: number, now = Date.now()) =>
  Date.parse(deadline) - (now + clockOffsetMs);
