const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never match a row, so callers answer 404 without a query. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
