/**
 * Fields as a multipart form sends them: text as typed, lists and objects as JSON text (how the API
 * reads such a field), fields left undefined out. `names`: a field's name in the form where it
 * differs from its name in the record (a service's `features` go as `feature`).
 */
export function multipartOf(fields: Record<string, unknown>, names: Record<string, string> = {}): FormData {
  const sent = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    sent.append(names[key] ?? key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return sent;
}
