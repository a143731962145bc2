/**
 * The one list of the kinds of content staff edit and visitors see (issue 48, ADR 0150). Each kind
 * is declared once more on the server (`server/modules/<module>/<kind>.kind.ts`) with its table,
 * fields and behaviours; everything that names kinds — revisions, drafts, trash, webhooks, the
 * response cache, the back office's API paths — takes its list from here.
 *
 * - `path`: the word of its API paths (`/api/v1/{path}/:id/draft`), as the spec's calls name it;
 * - `records`: the words its records go by in the trash, the audit log and webhook events (a
 *   portfolio item is a project or a product), none for one that is never deleted (a site part).
 */
export const contentKindList = {
  category: { path: "category", records: ["category"] },
  service: { path: "services", records: ["service"] },
  portfolio: { path: "project", records: ["project", "product"] },
  job: { path: "job", records: ["job"] },
  page: { path: "pages", records: ["page"] },
  article: { path: "articles", records: ["article"] },
  site: { path: "site", records: [] },
} as const satisfies Record<string, { path: string; records: readonly string[] }>;

type Kinds = typeof contentKindList;
export type ContentKind = keyof Kinds;

const kindNames = <K extends ContentKind>(...names: K[]) => names;

/** Every kind, in the order the back office lists them. */
export const contentKinds = kindNames("category", "service", "portfolio", "job", "page", "article", "site");

/** A record's own word (trash, audit, webhooks): a category, service, project, product, job, page or article. */
export type ContentRecordKind = Kinds[ContentKind]["records"][number];

/** A tuple, as an enum of the database and of zod takes it. */
function recordKindsOf(): [ContentRecordKind, ...ContentRecordKind[]] {
  const [first, ...rest] = contentKinds.flatMap((kind): readonly ContentRecordKind[] => contentKindList[kind].records);
  if (first === undefined) throw new Error("No content kind has records");
  return [first, ...rest];
}

export const contentRecordKinds = recordKindsOf();

/** The API path word of a kind's drafts, revisions and schedules. */
export type ContentPath = Kinds[ContentKind]["path"];

export const isContentKind = (value: string): value is ContentKind => contentKinds.some((kind) => kind === value);

/** The kind whose records go by `record` (a project or a product: the portfolio). */
export function kindOfRecord(record: ContentRecordKind): ContentKind {
  const kind = contentKinds.find((name) => contentKindList[name].records.some((word) => word === record));
  if (!kind) throw new Error(`No content kind has records called ${record}`);
  return kind;
}
