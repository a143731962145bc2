/** A posted form's body, or null when it is not a form the platform can read (the action answers 4xx). */
export async function postedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * The text fields of a posted form, by name. A field sent twice becomes a list, which the shared
 * zod schemas refuse, as the API does; files and unknown names are left out.
 */
export function textFields(form: FormData, names: readonly string[]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of names) {
    const values = form.getAll(name).filter((value): value is string => typeof value === "string");
    if (values.length === 1) fields[name] = values[0];
    else if (values.length > 1) fields[name] = values;
  }
  return fields;
}

/** A field refused, and why: marked in the form, the reason under it. */
export type FieldIssue<Field extends string = string> = { field: Field; message: string };

/** What a page action answers: shown as a toast after hydration, as a status line without JavaScript. */
export type FormOutcome = {
  ok: boolean;
  message: string;
  /** The visitor's entries, to fill the form again after a refusal (never after success). */
  values?: Record<string, string>;
  /** Every field the refusal is about, marked in the form again. */
  issues?: FieldIssue[];
};

/**
 * The issues of an answer (the API's `issues`, a page action's refusal) that name a field of the
 * form, the first one of each field, in the order given.
 */
export function fieldIssues<Field extends string>(
  issues: readonly { path: string; message: string }[],
  isField: (name: unknown) => name is Field,
): FieldIssue<Field>[] {
  const found: FieldIssue<Field>[] = [];
  for (const { path, message } of issues) {
    const field = path.split(".", 1)[0];
    if (isField(field) && !found.some((issue) => issue.field === field)) found.push({ field, message });
  }
  return found;
}

/** Single values only, for refilling inputs; the honeypot is never echoed back. */
export function refill(fields: Record<string, string | string[]>, omit: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => entry[0] !== omit && typeof entry[1] === "string",
    ),
  );
}

/** The fields a refusal posted without JavaScript names, to mark them again in the page that answers. */
export function refusedFields<Field extends string>(
  outcome: FormOutcome | undefined,
  isField: (name: unknown) => name is Field,
): FieldIssue<Field>[] {
  if (!outcome || outcome.ok) return [];
  return fieldIssues(
    (outcome.issues ?? []).map(({ field, message }) => ({ path: field, message })),
    isField,
  );
}
