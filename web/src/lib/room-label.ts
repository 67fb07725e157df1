/**
 * A course's room is free text (spec part 1: schedule.room): "301" reads "Room 301", but "IT Block, Room 301"
 * or "Physics Lab" already say what they are and are shown as written, never "Room IT Block, Room 301".
 */
const NAMES_ITSELF = /\b(room|hall|lab|laboratory|auditorium)\b|کمرہ|ہال|لیب/i;

export function roomLabel(room: string, withWord: (room: string) => string): string {
  return NAMES_ITSELF.test(room) ? room : withWord(room);
}
