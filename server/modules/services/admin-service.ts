import { eq } from "drizzle-orm";
import type { ServiceDto, ServiceFeature } from "../../../domain/content.ts";
import { type ServiceCreateInput, type ServiceUpdateInput, serviceMessages } from "../../../domain/services.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { serviceFeatures, services } from "../../db/schema.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { isUuid } from "../../lib/uuid.ts";
import { auditFieldsOf, changedFields } from "../audit/fields.ts";
import { lockCategory } from "../categories/lock-category.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { selectServices, toServiceDto } from "./queries.ts";

const unknownCategory = () => InvalidInput.of(serviceMessages.categoryNotFound, "categoryId");

async function replaceFeatures(tx: Db, serviceId: string, features: ServiceFeature[]) {
  await tx.delete(serviceFeatures).where(eq(serviceFeatures.serviceId, serviceId));
  await tx.insert(serviceFeatures).values(features.map((f, position) => ({ serviceId, position, ...f })));
}

async function readService(tx: Db, id: string): Promise<ServiceDto> {
  const [row] = await selectServices(tx, eq(services.id, id));
  return toServiceDto(row);
}

/** What an audit entry shows of a service: its fields, its category by id and name, its features. */
const audited = (service: ServiceDto) => auditFieldsOf(service, ["categoryId"]);

export async function createService(
  { images, audit }: StaffWrites,
  input: ServiceCreateInput,
  icon: UploadedImage,
): Promise<ServiceDto> {
  const { features, ...fields } = input;
  return images.write(["service"], [icon], async (tx) => {
    await lockCategory(tx, fields.categoryId, unknownCategory);
    const [row] = await tx
      .insert(services)
      .values({ ...fields, icon: icon.url })
      .returning({ id: services.id })
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? unknownCategory() : error;
      });
    await replaceFeatures(tx, row.id, features);
    const created = await readService(tx, row.id);
    await audit.record(tx, {
      action: "create",
      entity: "service",
      entityId: row.id,
      summary: `Created service "${created.name}"`,
      after: audited(created),
    });
    return { result: created };
  });
}

/** Changes the given fields; `features` replaces the list; a new icon replaces the old one's files. */
export async function updateService(
  { content, images, audit }: StaffWrites,
  id: string,
  input: ServiceUpdateInput,
  icon: UploadedImage | undefined,
): Promise<ServiceDto> {
  if (!isUuid(id)) throw new NotFound(serviceMessages.notFound);
  const { features, ...fields } = input;
  const change = async (tx: Db) => {
    const [current] = await tx.select().from(services).where(eq(services.id, id)).for("update");
    if (!current) throw new NotFound(serviceMessages.notFound);
    if (fields.categoryId !== undefined) await lockCategory(tx, fields.categoryId, unknownCategory);
    const before = await readService(tx, id);
    await tx
      .update(services)
      .set({ ...fields, icon: icon?.url ?? current.icon, updatedAt: new Date() })
      .where(eq(services.id, id));
    if (features) await replaceFeatures(tx, id, features);
    const updated = await readService(tx, id);
    await audit.record(tx, {
      action: "update",
      entity: "service",
      entityId: id,
      summary: `Updated service "${updated.name}"`,
      ...changedFields(audited(before), audited(updated)),
    });
    return { result: updated, released: icon ? [current.icon] : [] };
  };
  if (icon) return images.write(["service"], [icon], change);
  return (await content.change(["service"], change)).result;
}

export async function deleteService({ content, images, audit }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(serviceMessages.notFound);
  const icon = await content.change(["service"], async (tx) => {
    const [current] = await selectServices(tx, eq(services.id, id));
    if (!current) throw new NotFound(serviceMessages.notFound);
    const [row] = await tx.delete(services).where(eq(services.id, id)).returning({ icon: services.icon });
    if (!row) throw new NotFound(serviceMessages.notFound);
    const before = toServiceDto(current);
    await audit.record(tx, {
      action: "delete",
      entity: "service",
      entityId: id,
      summary: `Deleted service "${before.name}"`,
      before: audited(before),
    });
    return row.icon;
  });
  await images.release([icon]);
}
