import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ContentKind } from "../../domain/content-kinds.ts";
import type { PublicationState } from "../../domain/drafts.ts";
import type { Db } from "../db/client.ts";
import { containing } from "../db/like.ts";
import { publicationIs } from "../engines/drafts/store.ts";

/** The back-office list's filter of a written kind (a page, an article, a job). */
export type WrittenListFilter = { q?: string; isActive?: boolean; publication?: PublicationState };

/** The rows a written kind's list keeps: searched by title, published or not, by publication. */
export const writtenListMatching = (
  db: Db,
  kind: ContentKind,
  table: { title: PgColumn; isActive: PgColumn; id: PgColumn },
  filter: WrittenListFilter,
): SQL | undefined =>
  and(
    filter.q !== undefined ? ilike(table.title, containing(filter.q)) : undefined,
    filter.isActive !== undefined ? eq(table.isActive, filter.isActive) : undefined,
    filter.publication !== undefined ? publicationIs(db, kind, table.id, filter.publication) : undefined,
  );
