import { eq } from "drizzle-orm";
import type { ServiceDto, ServiceFeature } from "../../../domain/content.ts";
import { type ServiceCreateInput, type ServiceUpdateInput, serviceMessages } from "../../../domain/services.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { serviceFeatures, services } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http/http-error.ts";
import { isUuid } from "../../http/ids.ts";
import type { PublicImages, UploadedImage } from "../../images/public-images.ts";
import { lockCategory } from "../categories/lock-category.ts";
import { selectServices, toServiceDto } from "./queries.ts";

const m = serviceMessages;
const unknownCategory = () => badRequest(m.categoryNotFound, "categoryId");

async function replaceFeatures(tx: Db, serviceId: string, features: ServiceFeature[]) {
  await tx.delete(serviceFeatures).where(eq(serviceFeatures.serviceId, serviceId));
  await tx.insert(serviceFeatures).values(features.map((f, position) => ({ serviceId, position, ...f })));
}

async function readService(tx: Db, id: string): Promise<ServiceDto> {
  const [row] = await selectServices(tx, eq(services.id, id));
  return toServiceDto(row);
}

export async function createService(
  images: PublicImages,
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
    return { result: await readService(tx, row.id) };
  });
}

/** Changes the given fields; `features` replaces the list; a new icon replaces the old one's files. */
export async function updateService(
  images: PublicImages,
  id: string,
  input: ServiceUpdateInput,
  icon: UploadedImage | undefined,
): Promise<ServiceDto> {
  if (!isUuid(id)) throw notFound(m.notFound);
  const { features, ...fields } = input;
  return images.write(["service"], icon ? [icon] : [], async (tx) => {
    const [current] = await tx.select().from(services).where(eq(services.id, id)).for("update");
    if (!current) throw notFound(m.notFound);
    if (fields.categoryId !== undefined) await lockCategory(tx, fields.categoryId, unknownCategory);
    await tx
      .update(services)
      .set({ ...fields, icon: icon?.url ?? current.icon, updatedAt: new Date() })
      .where(eq(services.id, id));
    if (features) await replaceFeatures(tx, id, features);
    return { result: await readService(tx, id), released: icon ? [current.icon] : [] };
  });
}

export async function deleteService(images: PublicImages, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(m.notFound);
  await images.write(["service"], [], async (tx) => {
    const [row] = await tx.delete(services).where(eq(services.id, id)).returning({ icon: services.icon });
    if (!row) throw notFound(m.notFound);
    return { result: undefined, released: [row.icon] };
  });
}
