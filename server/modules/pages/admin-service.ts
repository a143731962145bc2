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
import { type AuditEvent, createdAudit, updatedAudit } from "../../engines/audit-trail/record.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import { auditedAsRestore, type RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { type SlugColumns, slugForChange, slugForNew } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { historyOf, nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { changeKinds, pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type PageRow, toPageDto } from "./queries.ts";

const slugs: SlugColumns = { kind: "page", table: pages, id: pages.id, slug: pages.slug };

const audited = (row: PageRow) => auditFieldsOf(toPageDto(row));

async function lockPage(tx: Db, id: string): Promise<PageRow> {
  const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
  if (!current) throw new NotFound(pageMessages.notFound);
  return current;
}

const readPage = async (tx: Db, id: string) => toPageDto(await lockPage(tx, id));

/** A page's history: its revisions, and the version an editor started from. */
const history = historyOf("page", readPage);

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

/** Adds a page; `fromDraft`: the page saved as a draft on create, published now with its reserved id. */
export function createPage({ content }: StaffWrites, input: PageCreateInput, fromDraft?: FromDraft): Promise<PageDto> {
  return content.run({
    kinds: ["page"],
    lock: nothingToLock,
    history: history(),
    apply: async (tx) => {
      await fromDraft?.settle(tx);
      await requireParent(tx, input.parentId);
      const slug = await slugForNew(tx, slugs, input.slug, input.title);
      const [row] = await tx
        .insert(pages)
        .values({
          ...input,
          isActive: input.isActive ?? pageDefaults.isActive,
          slug,
          ...(fromDraft ? { id: fromDraft.id } : {}),
        })
        .returning();
      const audit = createdAudit("page", row.id, row.title, audited(row));
      return { result: toPageDto(row), audit };
    },
  });
}

/** The one write of an update and of a restore: the fields over the locked page, with its audit entry. */
async function writePage(
  tx: Db,
  current: PageRow,
  fields: PageUpdateInput,
  summary: (row: PageRow, statusOnly: boolean) => string,
): Promise<{ result: PageDto; audit: AuditEvent }> {
  if (fields.parentId !== undefined && fields.parentId !== current.parentId)
    await requireParent(tx, fields.parentId, current.id);
  const slug = await slugForChange(tx, slugs, current, fields.slug);
  const [row] =
    Object.keys(fields).length > 0
      ? await tx
          .update(pages)
          .set({ ...fields, slug })
          .where(eq(pages.id, current.id))
          .returning()
      : await tx.select().from(pages).where(eq(pages.id, current.id));
  const changes = changeKinds(current, fields, pageFieldNames);
  const fieldsChanged = { before: audited(current), after: audited(row) };
  const audit = updatedAudit("page", current.id, changes, (statusOnly) => summary(row, statusOnly), fieldsChanged);
  return { result: toPageDto(row), audit };
}

export function updatePage(
  { content }: StaffWrites,
  id: string,
  input: PageUpdateInput,
  expectedVersion?: number,
): Promise<PageDto> {
  if (!isUuid(id)) throw new NotFound(pageMessages.notFound);
  return content.run({
    kinds: ["page"],
    lock: (tx) => lockPage(tx, id),
    history: history(id, expectedVersion),
    apply: (tx, current) =>
      writePage(
        tx,
        current,
        input,
        (row, statusOnly) =>
          `${statusOnly ? (row.isActive ? "Published" : "Unpublished") : "Updated"} page "${row.title}"`,
      ),
  });
}

/** Moves a page to the trash (ADR 0117); its sub-pages keep naming it, and find it again on restore. */
export async function deletePage({ content }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(pageMessages.notFound);
  await content.run({
    kinds: ["page"],
    lock: (tx) => lockPage(tx, id),
    apply: (_tx, current, { moveToTrash }) =>
      moveToTrash({
        kind: "page",
        id,
        name: current.title,
        audit: { entity: "page", summary: `Moved page "${current.title}" to the trash`, before: audited(current) },
      }),
  });
}

/**
 * Brings back every field of a revision as a new version; a field added since takes its default. Its
 * blocks are checked again, as any write's are.
 */
export function restorePage({ content }: StaffWrites, id: string, revision: RevisionToRestore): Promise<PageDto> {
  const kept = pick(pageDtoSchema.parse({ ...pageDefaults, ...revision.record }), pageFieldNames);
  const fields = pageUpdateSchema.parse(kept);
  return content.run({
    kinds: ["page"],
    lock: (tx) => lockPage(tx, id),
    history: history(id),
    apply: async (tx, current) => {
      const summary = (row: PageRow) => `Restored page "${row.title}" to version ${revision.version}`;
      return auditedAsRestore(await writePage(tx, current, fields, summary));
    },
  });
}
