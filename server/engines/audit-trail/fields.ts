/** A field set of an audit entry: the changed fields as they were, or as they became. */
export type AuditFields = Record<string, unknown>;

/** Names of what an entry must never hold, wherever it sits in the data. */
const secretKey = /password|passwd|passphrase|hash|token|secret|recovery|totp|otpauth/i;
/** A value that is a password hash, whatever its key. */
const secretValue = /^\$argon2/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The data without passwords, hashes, tokens, TOTP secrets or recovery codes: a key that names one
 * is dropped with its value, at any depth. The last guard, so a caller that passes a whole row
 * still stores no secret.
 */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === "string") return secretValue.test(value) ? undefined : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets).filter((item) => item !== undefined);
  if (!isPlainObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (secretKey.test(key)) continue;
    const clean = withoutSecrets(item);
    if (clean !== undefined) kept[key] = clean;
  }
  return kept;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what differs between two versions of a record, side by side. Nested objects (a role's
 * permissions) keep just their changed leaves; lists are compared whole.
 */
export function changedFields(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } {
  const was: AuditFields = {};
  const now: AuditFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[key], after[key]];
    if (same(a, b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      const inner = changedFields(a, b);
      was[key] = inner.before;
      now[key] = inner.after;
    } else {
      was[key] = a ?? null;
      now[key] = b ?? null;
    }
  }
  return { before: was, after: now };
}

/** A record as an entry shows it: its fields without the id, the timestamps the entry has itself and the version (its revision keeps that). */
export function auditFieldsOf<T extends object>(record: T, leaveOut: readonly string[] = []): AuditFields {
  const skipped = new Set(["_id", "createdAt", "updatedAt", "version", ...leaveOut]);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !skipped.has(key)));
}
