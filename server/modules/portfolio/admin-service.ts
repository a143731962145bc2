import { eq } from "drizzle-orm";
import type { PortfolioDto } from "../../../domain/content.ts";
import type { PortfolioType } from "../../../domain/enums.ts";
import { imageMessages, MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";
import { type PortfolioCreateInput, type PortfolioUpdateInput, portfolioMessages } from "../../../domain/portfolio.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { portfolioItems } from "../../db/schema.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type AuditFields, auditFieldsOf, changedFields } from "../audit/fields.ts";
import { lockCategory } from "../categories/lock-category.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { nextPortfolioCode } from "./codes.ts";
import { selectPortfolio, toPortfolioDto } from "./queries.ts";

type ItemRow = typeof portfolioItems.$inferSelect;

/** Decides, on the locked row, whether the caller may go on (throws 403 otherwise). */
export type Authorize = (item: ItemRow) => void;

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

/** What an audit entry shows of an item: every field but the year its date already says. */
const audited = (item: PortfolioDto) => auditFieldsOf(item, ["year"]);

/** Switching isActive alone is a status change; anything else (with or without it) an update. */
const updateAction = (changed: AuditFields) =>
  Object.keys(changed).length === 1 && "isActive" in changed ? ("statusChange" as const) : ("update" as const);

const codesFor = (type: PortfolioType, code: string) =>
  type === "product" ? { projectCode: code, productCode: code } : { projectCode: code, productCode: null };

export async function createPortfolioItem(
  { images, audit }: StaffWrites,
  input: PortfolioCreateInput,
  uploaded: UploadedImage[],
): Promise<PortfolioDto> {
  const { category, ...fields } = input;
  return images.write(["portfolio"], uploaded, async (tx) => {
    await lockCategory(tx, category, unknownCategory);
    const code = await nextPortfolioCode(tx, input.type);
    const [row] = await tx
      .insert(portfolioItems)
      .values({
        ...fields,
        ...codesFor(input.type, code),
        categoryId: category,
        images: once(uploaded.map((u) => u.url)),
      })
      .returning({ id: portfolioItems.id })
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? unknownCategory() : error;
      });
    const created = await readItem(tx, row.id);
    await audit.record(tx, {
      action: "create",
      entity: created.type,
      entityId: row.id,
      summary: `Created ${created.type} "${created.name}"`,
      after: audited(created),
    });
    return { result: created };
  });
}

export async function updatePortfolioItem(
  { content, audit }: StaffWrites,
  id: string,
  input: PortfolioUpdateInput,
  authorize: Authorize,
): Promise<PortfolioDto> {
  const { category, type, ...fields } = input;
  return content.change(["portfolio"], async (tx) => {
    const current = await lockItem(tx, id);
    if (type !== undefined && type !== current.type) throw InvalidInput.of(portfolioMessages.typeUnchangeable, "type");
    authorize(current);
    if (category !== undefined) await lockCategory(tx, category, unknownCategory);
    const before = await readItem(tx, id);
    await tx
      .update(portfolioItems)
      .set({ ...fields, ...(category === undefined ? {} : { categoryId: category }), updatedAt: new Date() })
      .where(eq(portfolioItems.id, id));
    const updated = await readItem(tx, id);
    const changes = changedFields(audited(before), audited(updated));
    const action = updateAction(changes.after);
    const verb = action === "update" ? "Updated" : updated.isActive ? "Activated" : "Deactivated";
    await audit.record(tx, {
      action,
      entity: updated.type,
      entityId: id,
      summary: `${verb} ${updated.type} "${updated.name}"`,
      ...changes,
    });
    return updated;
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
export async function addPortfolioImages(
  { images, audit }: StaffWrites,
  id: string,
  uploaded: UploadedImage[],
  authorize: Authorize,
): Promise<string[]> {
  return images.write(["portfolio"], uploaded, async (tx) => {
    const current = await lockItem(tx, id);
    authorize(current);
    const shown = once(current.images);
    const fresh = once(uploaded.map((u) => u.url)).filter((url) => !shown.includes(url));
    if (fresh.length === 0) throw InvalidInput.of(imageMessages.alreadyShown, "image");
    const free = MAX_IMAGES_PER_ITEM - shown.length;
    if (fresh.length > free) throw InvalidInput.of(imageMessages.slotsLeft(Math.max(free, 0)), "image");
    const list = [...shown, ...fresh];
    const adding = fresh.length;
    await tx.update(portfolioItems).set({ images: list, updatedAt: new Date() }).where(eq(portfolioItems.id, id));
    const added = adding === 1 ? "an image" : `${adding} images`;
    await audit.record(tx, {
      action: "imageAdd",
      entity: current.type,
      entityId: id,
      summary: `Added ${added} to ${current.type} "${current.name}"`,
      before: { image: current.images },
      after: { image: list },
    });
    return { result: list };
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
export async function removePortfolioImage(
  { content, images, audit }: StaffWrites,
  id: string,
  imagePath: string,
  authorize: Authorize,
): Promise<string[]> {
  const path = pathOf(imagePath);
  const remaining = await content.change(["portfolio"], async (tx) => {
    const current = await lockItem(tx, id);
    authorize(current);
    if (!current.images.includes(path)) throw new NotFound(imageMessages.imageNotFound);
    const list = current.images.filter((url) => url !== path);
    if (list.length === 0) throw InvalidInput.of(imageMessages.atLeastOne, "imagePath");
    await tx.update(portfolioItems).set({ images: list, updatedAt: new Date() }).where(eq(portfolioItems.id, id));
    await audit.record(tx, {
      action: "imageRemove",
      entity: current.type,
      entityId: id,
      summary: `Removed an image from ${current.type} "${current.name}"`,
      before: { image: current.images },
      after: { image: list },
    });
    return list;
  });
  await images.release([path]);
  return remaining;
}

/** Deletes the item and its images' files; answers its type for the message. */
export async function deletePortfolioItem({ content, images, audit }: StaffWrites, id: string): Promise<PortfolioType> {
  const deleted = await content.change(["portfolio"], async (tx) => {
    const [item] = isUuid(id) ? await selectPortfolio(tx, { id }) : [];
    if (!item) throw new NotFound(portfolioMessages.notFound);
    const before = toPortfolioDto(item);
    const [row] = isUuid(id)
      ? await tx
          .delete(portfolioItems)
          .where(eq(portfolioItems.id, id))
          .returning({ type: portfolioItems.type, images: portfolioItems.images })
      : [];
    if (!row) throw new NotFound(portfolioMessages.notFound);
    await audit.record(tx, {
      action: "delete",
      entity: row.type,
      entityId: id,
      summary: `Deleted ${row.type} "${before.name}"`,
      before: audited(before),
    });
    return row;
  });
  await images.release(deleted.images);
  return deleted.type;
}
