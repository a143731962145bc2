/** Dates leave the server as ISO strings, whatever the driver returned. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
