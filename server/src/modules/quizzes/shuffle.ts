/**
 * Each student's order of questions and options: shuffled, and the same every time the attempt is read, so a
 * reload shows the page the student left. The order of items is that of a hash of the attempt's id with each
 * item's id: nothing to store, and a neighbour's attempt is in another order.
 */
import { createHash } from 'node:crypto';

const rank = (seed: string, id: string) => createHash('sha256').update(`${seed}:${id}`).digest('hex');

export function shuffledFor<T extends { id: string }>(seed: string, items: readonly T[]): T[] {
  return items
    .map((item) => ({ item, key: rank(seed, item.id) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}
