/**
 * A record's fields taken and compared by name, so a kind's DTO, its restore and its rights check
 * follow the field list of its domain schema instead of naming each field (issue 48).
 */

/** The named fields of `from`, and nothing else. */
export function pick<T, K extends keyof T>(from: T, names: readonly K[]): Pick<T, K>;
// TypeScript cannot follow a loop filling a mapped type; the signature above says what the loop makes.
export function pick<T, K extends keyof T>(from: T, names: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const name of names) picked[name] = from[name];
  return picked;
}

/** Lists and objects compare by content: an edit form sends every field, changed or not. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Which of the named fields `input` sets to something other than `current` has. */
export function changedNames<I extends object, K extends keyof I>(
  current: { [P in K]: unknown },
  input: I,
  names: readonly K[],
): K[] {
  return names.filter((name) => input[name] !== undefined && !same(input[name], current[name]));
}

/** What a change does: a switch of isActive alone is a status change (publish or unpublish), anything else an edit. */
export function changeKinds<I extends object, K extends keyof I>(
  current: { [P in K]: unknown },
  input: I,
  names: readonly K[],
) {
  const changed = changedNames(current, input, names);
  return {
    edits: changed.some((name) => name !== "isActive"),
    statusChanges: changed.some((name) => name === "isActive"),
  };
}
