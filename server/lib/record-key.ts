import { slugPattern } from "../../domain/slugs.ts";
import { isUuid } from "./uuid.ts";

/**
 * What a public read was given (issue 53): a record's id, or its slug; null for anything that can be
 * neither, so the caller answers 404 without a query. A slug never has an id's shape (domain/slugs.ts).
 */
export function recordKey(value: string): { id: string; slug?: undefined } | { slug: string; id?: undefined } | null {
  if (isUuid(value)) return { id: value.toLowerCase() };
  return slugPattern.test(value) ? { slug: value } : null;
}
