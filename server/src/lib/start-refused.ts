/**
 * A start that cannot go on for a reason the operator can fix (the database does not answer, UPLOADS_DIR cannot
 * be written): the server prints its message, one line naming the setting, and exits 1, without a stack.
 */
export class StartRefusedError extends Error {}
