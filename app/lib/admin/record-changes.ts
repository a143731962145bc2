import {
  historyFieldLabels,
  searchSettingLabels,
  shownElsewhere,
  historyWords as w,
} from "../../../domain/history-words.ts";
import {
  type BlockChange,
  documentChanges,
  isBlockDocument,
  isPictureAddress,
  type WordPart,
  wordChanges,
} from "./document-words.ts";
import { formatDateTime, labelFor } from "./format.ts";
import { sameJson } from "./same-json.ts";

/**
 * Two versions of a record compared field by field, in words (issue 67, ADR 0280): a block document
 * block by block, pictures as pictures, a part of a field made of parts (search and sharing) as a
 * field of its own, anything else as text compared word by word. Fields are named by their labels.
 */

export type FieldChange = { key: string; label: string } & (
  | { shape: "document"; blocks: BlockChange[] }
  | { shape: "pictures"; before: string[]; after: string[] }
  | { shape: "words"; words: WordPart[] }
);

/** Bookkeeping every save changes, and values the server works out from others (the body's reading time). */
const bookkeeping = new Set(["version", "updatedAt", "createdAt", "publishedAt", "readingMinutes"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The pictures a value is (a picture's address, a list of them, a cover's `{ url, alt }`), else null. */
function picturesOf(value: unknown): string[] | null {
  if (isPictureAddress(value)) return [value];
  if (Array.isArray(value) && value.length > 0 && value.every(isPictureAddress)) return value;
  if (isObject(value) && isPictureAddress(value.url)) return [value.url];
  return null;
}

/** A reference to another record (an author, a category) reads as its name. */
const referenceName = (value: Record<string, unknown>) =>
  [value.name, value.title].find((name): name is string => typeof name === "string") ?? "";

const moments = new Set(["timestamp", "lastSeenAt", "date"]);

/** Any other value as the words a person reads: lists a line each, parts under their labels. */
export function valueWords(key: string, value: unknown): string {
  if (isEmpty(value)) return "";
  if (typeof value === "boolean") return value ? w.yes : w.no;
  if (typeof value === "string") return moments.has(key) ? formatDateTime(value) : value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => valueWords(key, item));
    return value.every((item) => typeof item === "string") ? items.join(", ") : items.join("\n");
  }
  if (isObject(value)) {
    if ("_id" in value) return referenceName(value);
    return Object.entries(value)
      .filter(([, item]) => !isEmpty(item))
      .map(([part, item]) => `${labelFor(part)}: ${valueWords(part, item)}`)
      .join("\n");
  }
  return String(value);
}

/** How one field (or a part of one) changed, or null when it did not. */
function changeOf(key: string, label: string, before: unknown, after: unknown): FieldChange | null {
  if (sameJson(before ?? null, after ?? null)) return null;
  if (isBlockDocument(before) || isBlockDocument(after))
    return { key, label, shape: "document", blocks: documentChanges(before, after) };
  const pictures = [picturesOf(before), picturesOf(after)];
  if (pictures.some(Boolean) && [before, after].every((value, index) => pictures[index] || isEmpty(value)))
    return { key, label, shape: "pictures", before: pictures[0] ?? [], after: pictures[1] ?? [] };
  return { key, label, shape: "words", words: wordChanges(valueWords(key, before), valueWords(key, after)) };
}

/** A field made of named parts, each its own field (search and sharing: "Search title"). */
const partsOf = (key: string) => (key === "seo" ? searchSettingLabels : null);

export type RecordComparison = { changes: FieldChange[]; unchanged: string[] };

/**
 * `before` and `after` compared over `keys` (every field either has when left out), `labels` naming
 * the screen's own fields over the content kinds' labels.
 */
export function recordChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: { keys?: readonly string[]; labels?: Record<string, string>; hidden?: ReadonlySet<string> } = {},
): RecordComparison {
  const named = { ...historyFieldLabels, ...options.labels };
  const labelOf = (key: string) => named[key] ?? labelFor(key);
  const present = (key: string) => key in before || key in after;
  // In the forms' order (a revision stored as jsonb lists its keys in PostgreSQL's), the others after.
  const order = [...Object.keys(options.labels ?? {}), ...Object.keys(historyFieldLabels)];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const given = options.keys ?? [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const keys = [...given]
    .sort((a, b) => rank(a) - rank(b))
    .filter(
      (key) =>
        !bookkeeping.has(key) &&
        !options.hidden?.has(key) &&
        // An id another field shows in words (the cover's picture), when the record has that field.
        !(Object.hasOwn(shownElsewhere, key) && present(shownElsewhere[key] ?? "")),
    );
  const changes: FieldChange[] = [];
  const unchanged: string[] = [];
  for (const key of keys) {
    const parts = partsOf(key);
    const was = before[key];
    const now = after[key];
    if (parts && (isObject(was) || isObject(now))) {
      const left = isObject(was) ? was : {};
      const right = isObject(now) ? now : {};
      const partChanges = [...new Set([...Object.keys(left), ...Object.keys(right)])]
        .map((part) => changeOf(`${key}.${part}`, parts[part] ?? labelFor(part), left[part], right[part]))
        .filter((change) => change !== null);
      if (partChanges.length === 0) unchanged.push(labelOf(key));
      changes.push(...partChanges);
      continue;
    }
    const change = changeOf(key, labelOf(key), was, now);
    if (change) changes.push(change);
    else unchanged.push(labelOf(key));
  }
  return { changes, unchanged };
}
