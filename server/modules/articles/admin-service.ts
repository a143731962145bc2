import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  type ArticleCreateInput,
  type ArticleDto,
  type ArticleUpdateInput,
  articleDefaults,
  articleDtoSchema,
  articleFieldNames,
  articleMessages,
  articleReadingMinutes,
  articleUpdateSchema,
} from "../../../domain/articles.ts";
import type { Db } from "../../db/client.ts";
import { articles, media, portfolioItems, services } from "../../db/schema/content.ts";
import { auditFieldsOf } from "../../engines/audit-trail/fields.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import type { RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { rowWrites } from "../../engines/content-writes/row-writes.ts";
import type { SlugColumns } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { isAuthor, staffAuthor } from "../authors/author-writes.ts";
import { type ArticleRow, selectArticle, toArticleDto } from "./queries.ts";

const slugs = { kind: "article", table: articles, id: articles.id, slug: articles.slug } satisfies SlugColumns;

async function readArticle(tx: Db, id: string): Promise<ArticleDto> {
  const [row] = await selectArticle(tx, { id }, false);
  if (!row) throw new NotFound(articleMessages.notFound);
  return toArticleDto(row);
}

/** The audit entry's fields: the row's own, the body left out (its size says nothing to a reader). */
const audited = (row: ArticleRow) => {
  const { body: _body, ...rest } = pick(row, articleFieldNames);
  return auditFieldsOf(rest);
};

/** Each link an article makes to another record, checked to exist: a 400 on its field otherwise. */
type ArticleLink = {
  field: "coverId" | "projectId" | "serviceId";
  table: PgTable;
  id: PgColumn;
  where?: SQL;
  message: string;
};
const links: ArticleLink[] = [
  {
    field: "coverId",
    table: media,
    id: media.id,
    where: isNull(media.deletedAt),
    message: articleMessages.coverNotFound,
  },
  {
    field: "projectId",
    table: portfolioItems,
    id: portfolioItems.id,
    where: eq(portfolioItems.type, "project"),
    message: articleMessages.projectNotFound,
  },
  { field: "serviceId", table: services, id: services.id, message: articleMessages.serviceNotFound },
];

async function requireLinks(tx: Db, input: ArticleUpdateInput): Promise<void> {
  for (const link of links) {
    const value = input[link.field];
    if (value === undefined || value === null) continue;
    const [found] = await tx
      .select({ id: link.id })
      .from(link.table)
      .where(and(eq(link.id, value), link.where))
      .limit(1);
    if (!found) throw InvalidInput.of(link.message, link.field);
  }
  if (input.authorId && !(await isAuthor(tx, input.authorId)))
    throw InvalidInput.of(articleMessages.authorNotFound, "authorId");
}

/** The author profile of the staff member who writes: a new article's author unless another is named. */
async function writerOf({ audit }: StaffWrites, tx: Db): Promise<string | null> {
  const id = audit.staff.actor?.id;
  if (!id || !isUuid(id)) return null;
  return (await staffAuthor(tx, id))?.id ?? null;
}

/** What the server works out of the fields: reading minutes from the body, the first publication. */
function derived(fields: ArticleUpdateInput, current?: ArticleRow) {
  const publishing = (fields.isActive ?? current?.isActive ?? true) && !current?.publishedAt;
  return {
    ...(fields.body ? { readingMinutes: articleReadingMinutes(fields.body) } : {}),
    ...(publishing ? { publishedAt: sql`now()` } : {}),
  };
}

/** An article's update, delete and restore (`rowWrites`): its links checked, its derived fields worked out. */
const articleWrites = rowWrites<ArticleRow, ArticleUpdateInput, ArticleDto>({
  slugs,
  fieldNames: articleFieldNames,
  notFound: articleMessages.notFound,
  switched: ["Published", "Unpublished"],
  lockRow: (tx, id) => tx.select().from(articles).where(eq(articles.id, id)).for("update"),
  setRow: (tx, current, values) =>
    tx
      .update(articles)
      .set({ ...values, ...derived(values, current) })
      .where(eq(articles.id, current.id))
      .returning(),
  toDto: (tx, row) => readArticle(tx, row.id),
  read: readArticle,
  audited,
  check: (tx, fields) => requireLinks(tx, fields),
});

/** Adds an article; `fromDraft`: the article saved as a draft on create, published now with its reserved id. */
export function createArticle(
  writes: StaffWrites,
  input: ArticleCreateInput,
  fromDraft?: FromDraft,
): Promise<ArticleDto> {
  const insert = async (tx: Db, keys: { slug: string; id?: string }) => {
    const authorId = input.authorId ?? (await writerOf(writes, tx));
    const isActive = input.isActive ?? articleDefaults.isActive;
    const body = input.body ?? articleDefaults.body;
    return tx
      .insert(articles)
      .values({ ...input, isActive, ...derived({ ...input, isActive, body }), authorId, ...keys })
      .returning();
  };
  return articleWrites.create(writes, input, fromDraft, insert, (tx) => requireLinks(tx, input));
}

export const updateArticle = (writes: StaffWrites, id: string, input: ArticleUpdateInput, expectedVersion?: number) =>
  articleWrites.update(writes, id, input, { expectedVersion });

/** Moves an article to the trash (ADR 0117). */
export const deleteArticle = (writes: StaffWrites, id: string) => articleWrites.remove(writes, id);

/**
 * Brings back every field of a revision as a new version; a field added since takes its default. Its
 * body is checked again, as any write's is; a link to a record gone since is dropped.
 */
export function restoreArticle(writes: StaffWrites, id: string, revision: RevisionToRestore): Promise<ArticleDto> {
  const kept = pick(articleDtoSchema.parse({ ...articleDefaults, ...revision.record }), articleFieldNames);
  const { authorId, ...rest } = articleUpdateSchema.parse({ ...kept, authorId: kept.authorId ?? undefined });
  return articleWrites.restore(writes, id, revision, { ...rest, ...(authorId ? { authorId } : {}) });
}
