/**
 * A course's room is free text (spec part 1: schedule.room): "301" reads "Room 301", but "IT Block, Room 301"
 * already says so and is shown as written, never "Room IT Block, Room 301".
 */
const NAMES_ITSELF = /\broom\b|کمرہ/i;

export function roomLabel(room: string, withWord: (room: string) => string): string {
  return NAMES_ITSELF.test(room) ? room : withWord(room);
}
