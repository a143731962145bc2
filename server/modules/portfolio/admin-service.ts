import { eq } from "drizzle-orm";
import type { PortfolioType } from "../../../domain/enums.ts";
import { imageMessages, MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";
import {
  type PortfolioCreateInput,
  type PortfolioDto,
  type PortfolioUpdateInput,
  portfolioDefaults,
  portfolioDtoSchema,
  portfolioMessages,
} from "../../../domain/portfolio.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { portfolioItems } from "../../db/schema/content.ts";
import { type AuditFields, auditFieldsOf, changedFields } from "../../engines/audit-trail/fields.ts";
import { type AuditEvent, createdAudit } from "../../engines/audit-trail/record.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import { auditedAsRestore, type RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { type SlugColumns, slugForChange, slugForNew } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { historyOf, nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { lockCategory } from "../categories/lock-category.ts";
import { nextPortfolioCode } from "./codes.ts";
import { selectPortfolio, storedAsSent, toPortfolioDto } from "./queries.ts";

type ItemRow = typeof portfolioItems.$inferSelect;

/** Decides, on the locked row, whether the caller may go on (throws 403 otherwise). */
export type Authorize = (item: ItemRow) => void;

/** Projects and products share one set of slugs: their addresses differ, but a slug names one item. */
const slugs: SlugColumns = {
  kind: "portfolio",
  table: portfolioItems,
  id: portfolioItems.id,
  slug: portfolioItems.slug,
};

const unknownCategory = () => InvalidInput.of(portfolioMessages.categoryNotFound, "category");

/** The row, locked until the transaction ends, so image counts and status checks cannot race. */
async function lockItem(tx: Db, id: string): Promise<ItemRow> {
  const [row] = isUuid(id) ? await tx.select().from(portfolioItems).where(eq(portfolioItems.id, id)).for("update") : [];
  if (!row) throw new NotFound(portfolioMessages.notFound);
  return row;
}

async function readItem(tx: Db, id: string): Promise<PortfolioDto> {
  const [row] = await selectPortfolio(tx, { id });
  return toPortfolioDto(row);
}

const readRecord = async (tx: Db, id: string) => {
  await lockItem(tx, id);
  return readItem(tx, id);
};

/** An item's history: its revisions, and the version an editor started from. */
const history = historyOf("portfolio", readRecord);

/** A change of one item: locked, authorised on the locked row, continuing its history. */
const onItem = (id: string, authorize: Authorize) => ({
  kinds: ["portfolio" as const],
  lock: (tx: Db) => lockItem(tx, id),
  authorize,
  history: history(id),
});

/** What an audit entry shows of an item: every field but the year its date already says. */
const audited = (item: PortfolioDto) => auditFieldsOf(item, ["year"]);

/** Switching isActive alone is a status change; anything else (with or without it) an update. */
const updateAction = (changed: AuditFields) =>
  Object.keys(changed).length === 1 && "isActive" in changed ? ("statusChange" as const) : ("update" as const);

const codesFor = (type: PortfolioType, code: string) =>
  type === "product" ? { projectCode: code, productCode: code } : { projectCode: code, productCode: null };

/** Adds an item; `fromDraft`: the item saved as a draft on create, published now with its id and kept files. */
export function createPortfolioItem(
  { content }: StaffWrites,
  input: PortfolioCreateInput,
  uploaded: UploadedImage[],
  fromDraft?: FromDraft,
): Promise<PortfolioDto> {
  const { category, ...fields } = input;
  return content.run({
    kinds: ["portfolio"],
    uploaded,
    lock: nothingToLock,
    history: history(),
    apply: async (tx) => {
      await fromDraft?.settle(tx);
      await lockCategory(tx, category, unknownCategory);
      const code = await nextPortfolioCode(tx, input.type);
      const slug = await slugForNew(tx, slugs, fields.slug, fields.name);
      const [row] = await tx
        .insert(portfolioItems)
        .values({
          ...fields,
          slug,
          ...(fromDraft ? { id: fromDraft.id } : {}),
          ...codesFor(input.type, code),
          categoryId: category,
          images: once([...(fromDraft?.images ?? []), ...uploaded.map((u) => u.url)]),
        })
        .returning({ id: portfolioItems.id })
        .catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? unknownCategory() : error;
        });
      const created = await readItem(tx, row.id);
      const audit = createdAudit(created.type, row.id, created.name, audited(created));
      return { result: created, audit };
    },
  });
}

type ItemFields = Partial<Omit<typeof portfolioItems.$inferInsert, "id" | "type" | "version" | "updatedAt">>;

/**
 * The one write of an update and of a restore: the fields over the locked item, with its audit
 * entry (a switch of isActive alone is a status change).
 */
async function writeItem(
  tx: Db,
  id: string,
  fields: ItemFields,
  summary: (item: PortfolioDto, verb: string) => string,
): Promise<{ result: PortfolioDto; audit: AuditEvent }> {
  if (fields.categoryId !== undefined) await lockCategory(tx, fields.categoryId, unknownCategory);
  const before = await readItem(tx, id);
  const slug = await slugForChange(tx, slugs, { id, slug: before.slug }, fields.slug);
  if (Object.keys(fields).length > 0)
    await tx
      .update(portfolioItems)
      .set({ ...fields, slug })
      .where(eq(portfolioItems.id, id));
  const updated = await readItem(tx, id);
  const changes = changedFields(audited(before), audited(updated));
  const action = updateAction(changes.after);
  const verb = action === "update" ? "Updated" : updated.isActive ? "Activated" : "Deactivated";
  const audit: AuditEvent = { action, entity: updated.type, entityId: id, summary: summary(updated, verb), ...changes };
  return { result: updated, audit };
}

/**
 * Changes the given fields. `images` (a published draft's, ADR 0125: stored and kept by the draft
 * already) replaces the item's pictures; those it no longer shows go once nothing names them.
 */
export function updatePortfolioItem(
  { content }: StaffWrites,
  id: string,
  input: PortfolioUpdateInput,
  authorize: Authorize,
  expectedVersion?: number,
  images?: readonly string[],
): Promise<PortfolioDto> {
  const { category, type, ...fields } = input;
  const pictures = images === undefined ? {} : { images: once(images) };
  return content.run({
    kinds: ["portfolio"],
    lock: (tx) => lockItem(tx, id),
    history: history(id, expectedVersion),
    authorize: (current) => {
      if (type !== undefined && type !== current.type)
        throw InvalidInput.of(portfolioMessages.typeUnchangeable, "type");
      authorize(current);
    },
    apply: async (tx, current) => {
      const written = await writeItem(
        tx,
        id,
        { ...fields, ...pictures, ...(category === undefined ? {} : { categoryId: category }) },
        (item, verb) => `${verb} ${item.type} "${item.name}"`,
      );
      const shown = pictures.images ?? current.images;
      return { ...written, released: current.images.filter((url) => !shown.includes(url)) };
    },
  });
}

/**
 * The same picture uploaded twice is stored under one URL (its file is named by its content), so a
 * list would hold it twice: each picture is kept once, in the order first given (ADR 0091).
 */
const once = (urls: readonly string[]) => [...new Set(urls)];

/**
 * Appends images while there is room: at most 4 per item, checked on the locked row. A picture sent
 * twice is kept once; one the item already shows takes no further slot, and a request that adds
 * nothing new is refused with a message saying so.
 */
export function addPortfolioImages(
  { content }: StaffWrites,
  id: string,
  uploaded: UploadedImage[],
  authorize: Authorize,
): Promise<string[]> {
  return content.run({
    ...onItem(id, authorize),
    uploaded,
    apply: async (tx, current) => {
      const shown = once(current.images);
      const fresh = once(uploaded.map((u) => u.url)).filter((url) => !shown.includes(url));
      if (fresh.length === 0) throw InvalidInput.of(imageMessages.alreadyShown, "image");
      const free = MAX_IMAGES_PER_ITEM - shown.length;
      if (fresh.length > free) throw InvalidInput.of(imageMessages.slotsLeft(Math.max(free, 0)), "image");
      const list = [...shown, ...fresh];
      const adding = fresh.length;
      await tx.update(portfolioItems).set({ images: list }).where(eq(portfolioItems.id, id));
      const added = adding === 1 ? "an image" : `${adding} images`;
      const audit: AuditEvent = {
        action: "imageAdd",
        entity: current.type,
        entityId: id,
        summary: `Added ${added} to ${current.type} "${current.name}"`,
        before: { image: current.images },
        after: { image: list },
      };
      return { result: list, audit };
    },
  });
}

/** A client may send the image's path or its full URL. */
const pathOf = (imagePath: string) => {
  if (imagePath.startsWith("/")) return imagePath;
  try {
    return new URL(imagePath).pathname;
  } catch {
    return imagePath;
  }
};

/**
 * Removes one picture (every copy of it, in a list stored before pictures were kept once), never
 * the last one: that is refused with the spec's message. Its files go once nothing names them.
 */
export function removePortfolioImage(
  { content }: StaffWrites,
  id: string,
  imagePath: string,
  authorize: Authorize,
): Promise<string[]> {
  const path = pathOf(imagePath);
  return content.run({
    ...onItem(id, authorize),
    apply: async (tx, current) => {
      if (!current.images.includes(path)) throw new NotFound(imageMessages.imageNotFound);
      const list = current.images.filter((url) => url !== path);
      if (list.length === 0) throw InvalidInput.of(imageMessages.atLeastOne, "imagePath");
      await tx.update(portfolioItems).set({ images: list }).where(eq(portfolioItems.id, id));
      const audit: AuditEvent = {
        action: "imageRemove",
        entity: current.type,
        entityId: id,
        summary: `Removed an image from ${current.type} "${current.name}"`,
        before: { image: current.images },
        after: { image: list },
      };
      return { result: list, audit, released: [path] };
    },
  });
}

/** Moves the item, pictures kept, to the trash (ADR 0117); answers its type for the message. */
export function deletePortfolioItem({ content }: StaffWrites, id: string): Promise<PortfolioType> {
  return content.run({
    kinds: ["portfolio"],
    lock: (tx) => lockItem(tx, id),
    apply: async (tx, current, { moveToTrash }) => {
      const before = await readItem(tx, id);
      const { audit } = await moveToTrash({
        kind: current.type,
        id,
        name: before.name,
        categoryId: current.categoryId,
        before: audited(before),
      });
      return { result: current.type, audit };
    },
  });
}

/**
 * Brings back every field and picture of a revision, as a new version (and revision) of its own; a
 * field added since the revision was kept (the approach) takes its default.
 */
export function restorePortfolioItem(
  { content }: StaffWrites,
  id: string,
  revision: RevisionToRestore,
  authorize: Authorize,
): Promise<PortfolioDto> {
  const was = portfolioDtoSchema.parse({ ...portfolioDefaults, ...revision.record });
  // The type stays: a project does not become a product.
  const { type: _type, ...stored } = pick(was, storedAsSent);
  const fields = { ...stored, images: was.image, date: was.date.slice(0, 10), categoryId: was.category._id };
  return content.run({
    ...onItem(id, authorize),
    apply: async (tx, current) => {
      const summary = (item: PortfolioDto) => `Restored ${item.type} "${item.name}" to version ${revision.version}`;
      return { ...auditedAsRestore(await writeItem(tx, id, fields, summary)), released: current.images };
    },
  });
}
