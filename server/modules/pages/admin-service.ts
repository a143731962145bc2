import { eq } from "drizzle-orm";
import {
  type PageCreateInput,
  type PageDto,
  type PageUpdateInput,
  pageDefaults,
  pageDtoSchema,
  pageFieldNames,
  pageMessages,
  pageUpdateSchema,
} from "../../../domain/pages.ts";
import type { Db } from "../../db/client.ts";
import { pages } from "../../db/schema/content.ts";
import { auditFieldsOf } from "../../engines/audit-trail/fields.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import type { RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { rowWrites } from "../../engines/content-writes/row-writes.ts";
import type { SlugColumns } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import { pick } from "../../lib/fields.ts";
import { type PageRow, toPageDto } from "./queries.ts";

const slugs = { kind: "page", table: pages, id: pages.id, slug: pages.slug } satisfies SlugColumns;

const audited = (row: PageRow) => auditFieldsOf(toPageDto(row));

/**
 * Refuses (400 on `parentId`) a parent that is no page, or one that would put the page under itself:
 * walking up from the parent must never meet the page.
 */
async function requireParent(tx: Db, parentId: string | null | undefined, pageId?: string): Promise<void> {
  const seen = new Set<string>();
  for (let at = parentId ?? null; at !== null; ) {
    if (at === pageId || seen.has(at)) throw InvalidInput.of(pageMessages.parentLoop, "parentId");
    seen.add(at);
    const [row] = await tx.select({ parentId: pages.parentId }).from(pages).where(eq(pages.id, at));
    if (!row) {
      if (at === parentId) throw InvalidInput.of(pageMessages.parentNotFound, "parentId");
      return;
    }
    at = row.parentId;
  }
}

/** A page's update, delete and restore (`rowWrites`): its parent checked whenever it changes. */
const pageWrites = rowWrites<PageRow, PageUpdateInput, PageDto>({
  slugs,
  fieldNames: pageFieldNames,
  notFound: pageMessages.notFound,
  switched: ["Published", "Unpublished"],
  lockRow: (tx, id) => tx.select().from(pages).where(eq(pages.id, id)).for("update"),
  setRow: (tx, current, values) => tx.update(pages).set(values).where(eq(pages.id, current.id)).returning(),
  toDto: (_tx, row) => toPageDto(row),
  audited,
  check: async (tx, fields, current) => {
    if (fields.parentId !== undefined && fields.parentId !== current.parentId)
      await requireParent(tx, fields.parentId, current.id);
  },
});

/** Adds a page; `fromDraft`: the page saved as a draft on create, published now with its reserved id. */
export const createPage = (writes: StaffWrites, input: PageCreateInput, fromDraft?: FromDraft): Promise<PageDto> =>
  pageWrites.create(
    writes,
    input,
    fromDraft,
    (tx, keys) =>
      tx
        .insert(pages)
        .values({ ...input, isActive: input.isActive ?? pageDefaults.isActive, ...keys })
        .returning(),
    (tx) => requireParent(tx, input.parentId),
  );

export const updatePage = (writes: StaffWrites, id: string, input: PageUpdateInput, expectedVersion?: number) =>
  pageWrites.update(writes, id, input, { expectedVersion });

/** Moves a page to the trash (ADR 0117); its sub-pages keep naming it, and find it again on restore. */
export const deletePage = (writes: StaffWrites, id: string) => pageWrites.remove(writes, id);

/**
 * Brings back every field of a revision as a new version; a field added since takes its default. Its
 * blocks are checked again, as any write's are.
 */
export function restorePage(writes: StaffWrites, id: string, revision: RevisionToRestore): Promise<PageDto> {
  const kept = pick(pageDtoSchema.parse({ ...pageDefaults, ...revision.record }), pageFieldNames);
  return pageWrites.restore(writes, id, revision, pageUpdateSchema.parse(kept));
}
