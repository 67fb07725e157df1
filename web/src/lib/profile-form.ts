/** The profile forms send only what changed. */

/** Only the fields the user changed are sent: an untouched empty field is not a new error. */
export function changedFields<Name extends string>(
  order: readonly Name[],
  saved: Record<Name, string>,
  edited: Record<Name, string>,
): Partial<Record<Name, string>> {
  return Object.fromEntries(
    order.filter((name) => edited[name] !== saved[name]).map((name) => [name, edited[name]]),
  ) as Partial<Record<Name, string>>;
}
