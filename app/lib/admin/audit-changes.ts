import type { AuditEntry } from "./types.ts";

/** One changed field of an entry, by its path ("permissions.career.statusChange"), as it was and became. */
export type FieldChange = { field: string; before: unknown; after: unknown; added: boolean; removed: boolean };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function flatten(fields: Record<string, unknown> | null, prefix = "", into = new Map<string, unknown>()) {
  for (const [key, value] of Object.entries(fields ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0 && !("_id" in value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/**
 * The rows of the before/after view: every field either side names, nested rights flattened to
 * their path; a reference (`{ _id, name }`) stays whole.
 */
export function fieldChanges(entry: Pick<AuditEntry, "before" | "after">): FieldChange[] {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields.map((field) => ({
    field,
    before: before.get(field),
    after: after.get(field),
    added: !before.has(field),
    removed: !after.has(field),
  }));
}

/** A stored value as text: lists one item a line, references by name, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map(valueText).join("\n");
  if (isPlainObject(value)) {
    const named = value.name ?? value.title;
    if (typeof named === "string") return named;
    return JSON.stringify(value);
  }
  return String(value);
}
