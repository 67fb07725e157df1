/**
 * Writes that can be retried (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md): a write
 * sent again with the same
 * `Idempotency-Key` by the same account within a day gets the first answer again and writes nothing again.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (no spaces): a UUID, as the web client sends, fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** How long a key and its answer are remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Set on an answer given again from what was kept, rather than by running the write again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
