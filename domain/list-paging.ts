import { z } from "zod";
import { controlCharactersMessage, hasControlCharacter, mustBeOneOf, tooLong } from "./text-patterns.ts";

/**
 * Back-office lists at scale (docs/api.md, ADR 0092): every admin list call pages, searches and
 * sorts on the server. These are the shapes, limits and messages they share.
 */

/** The screens' page: the spec's 10 rows. */
export const LIST_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE_MAX = 100;
/** Without `page`/`limit` a list answers the spec's plain shape, at most this many rows. */
export const LIST_MAX_ROWS = 1000;
/**
 * …and a list of leads (enquiries, applications, subscribers, potential customers) at most this many:
 * personal data that grows every day, read by staff while visitors are served (issue 50, ADR 0218).
 * The back office's screens page; only the specs' plain shape is cut here.
 */
export const LEAD_LIST_MAX_ROWS = 200;
/** Set to `true` on a plain answer that was cut at `LIST_MAX_ROWS`. */
export const LIST_TRUNCATED_HEADER = "x-list-truncated";
/** Up to this many matching rows the total is counted; above it, the planner's estimate is given. */
export const LIST_EXACT_TOTAL_MAX = 10_000;
export const LIST_SEARCH_MAX = 100;
/** The highest page a caller may ask for (offset paging; a cursor is for going further). */
export const LIST_PAGE_MAX = 100_000;

export const listPagingMessages = {
  pageInvalid: `Page must be a whole number between 1 and ${LIST_PAGE_MAX}`,
  limitInvalid: `Limit must be a whole number between 1 and ${LIST_PAGE_SIZE_MAX}`,
  searchTooLong: tooLong("Search", LIST_SEARCH_MAX),
  sortInvalid: (fields: readonly string[]) =>
    mustBeOneOf(
      "Sort",
      fields.flatMap((f) => [f, `-${f}`]),
    ),
} as const;
const m = listPagingMessages;

/** An empty query value (`?stage=`) is no filter. */
export const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** A filter that is one of `words`, or none (left out or blank); anything else is refused with `error`. */
export const oneOfFilter = <const Word extends string>(words: readonly [Word, ...Word[]], error?: string) =>
  z.preprocess(blankIsAbsent, z.enum(words, { error }).optional());

const wholeNumber = (max: number, error: string) =>
  z.preprocess(blankIsAbsent, z.coerce.number({ error }).int(error).min(1, error).max(max, error).optional());

/** The paging messages of the request log, the audit log and the trash, whose `limit` goes up to `maxLimit`. */
export const pageMessages = (maxLimit: number) =>
  ({
    pageInvalid: "Page must be a whole number of at least 1",
    limitInvalid: `Limit must be a whole number between 1 and ${maxLimit}`,
  }) as const;

const pageNumber = (error: string, max: number, fallback: number) =>
  z.coerce.number({ error }).int(error).min(1, error).max(max, error).default(fallback);

/** `page` (from 1) and `limit` (1 to `maxLimit`; `pageSize` when left out) of those lists. */
export function pageFields(pageSize: number, maxLimit: number) {
  const messages = pageMessages(maxLimit);
  return {
    page: pageNumber(messages.pageInvalid, 1_000_000, 1),
    limit: pageNumber(messages.limitInvalid, maxLimit, pageSize),
  };
}

/** A sort is a field name, ascending, or `-field`, descending. */
export type ListSort<F extends string> = { field: F; descending: boolean };

/**
 * `page`, `limit`, `q` and `sort` for a list whose rows can be sorted by `fields`. Sending `page`
 * or `limit` asks for the paged answer; `q` and `sort` apply either way, CSV included.
 */
export function listPageQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultSort: `${"-" | ""}${F[number]}`,
) {
  const allowed = new Set<string>(fields.flatMap((f) => [f, `-${f}`]));
  const toSort = (value: string): ListSort<F[number]> => {
    const descending = value.startsWith("-");
    const field = fields.find((f) => f === (descending ? value.slice(1) : value)) ?? fields[0];
    return { field, descending };
  };
  return z.object({
    page: wholeNumber(LIST_PAGE_MAX, m.pageInvalid).describe(`the page, from 1 (default ${LIST_PAGE_SIZE} rows)`),
    limit: wholeNumber(LIST_PAGE_SIZE_MAX, m.limitInvalid).describe(`rows per page, 1–${LIST_PAGE_SIZE_MAX}`),
    q: z
      .preprocess(
        blankIsAbsent,
        z
          .string()
          .trim()
          .refine((value) => !hasControlCharacter(value), { error: controlCharactersMessage, abort: true })
          .max(LIST_SEARCH_MAX, m.searchTooLong)
          .optional(),
      )
      .describe("search: rows containing this text (letter case ignored) in the fields the screen names"),
    sort: z
      .preprocess(
        blankIsAbsent,
        z
          .string()
          .refine((value) => allowed.has(value), { error: m.sortInvalid(fields) })
          .default(defaultSort)
          .transform(toSort),
      )
      .describe(`${[...allowed].join(", ")}; default ${defaultSort}`),
  });
}

export const listPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totalEstimated: z
    .boolean()
    .describe(`true: more than ${LIST_EXACT_TOTAL_MAX} rows match and total is the database's estimate`),
});
export type ListPagination = z.infer<typeof listPaginationSchema>;

/** The list answer: `pagination` only when `page` or `limit` was sent. */
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    pagination: listPaginationSchema.optional(),
  });
