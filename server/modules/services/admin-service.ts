import { eq } from "drizzle-orm";
import {
  type ServiceCreateInput,
  type ServiceDto,
  type ServiceFeature,
  type ServiceUpdateInput,
  serviceDefaults,
  serviceDtoSchema,
  serviceFieldNames,
  serviceMessages,
} from "../../../domain/services.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { services } from "../../db/schema/content.ts";
import { auditFieldsOf, changedFields } from "../../engines/audit-trail/fields.ts";
import { type AuditEvent, createdAudit } from "../../engines/audit-trail/record.ts";
import type { FromDraft } from "../../engines/content-writes/from-draft.ts";
import type { RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import { type SlugColumns, slugForChange, slugForNew } from "../../engines/content-writes/slugs.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { historyOf, nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { pick } from "../../lib/fields.ts";
import { isUuid } from "../../lib/uuid.ts";
import { lockCategory } from "../categories/lock-category.ts";
import { selectServices, toServiceDto } from "./queries.ts";
import { serviceFeatures } from "./schema.ts";

const slugs: SlugColumns = { kind: "service", table: services, id: services.id, slug: services.slug };

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

/**
 * A service's history: its revisions, and the version an editor started from. Its changes lock the
 * service first (`lockService`), which reads it as the history does: it is read and locked once.
 */
const history = historyOf("service", readService);

/** The service as the API shows it, its row locked until the transaction ends: one statement. */
async function lockService(tx: Db, id: string): Promise<ServiceDto> {
  const [row] = await selectServices(tx, eq(services.id, id)).for("update", { of: services });
  if (!row) throw new NotFound(serviceMessages.notFound);
  return toServiceDto(row);
}

/** The locked service is the record its history reads (`ContentWrite.recordOf`). */
const lockedRecord = (service: ServiceDto) => service;

/**
 * Adds a service with its icon: uploaded now, or (a url, with `fromDraft`) the one kept with the
 * service saved as a draft on create, published now with its reserved id.
 */
export function createService(
  { content }: StaffWrites,
  input: ServiceCreateInput,
  icon: UploadedImage | string,
  fromDraft?: FromDraft,
): Promise<ServiceDto> {
  const { features, ...fields } = input;
  return content.run({
    kinds: ["service"],
    uploaded: typeof icon === "string" ? [] : [icon],
    lock: nothingToLock,
    history: history(),
    apply: async (tx) => {
      await fromDraft?.settle(tx);
      await lockCategory(tx, fields.categoryId, unknownCategory);
      const slug = await slugForNew(tx, slugs, fields.slug, fields.name);
      const [row] = await tx
        .insert(services)
        .values({
          ...(fromDraft ? { id: fromDraft.id } : {}),
          ...fields,
          slug,
          icon: typeof icon === "string" ? icon : icon.url,
        })
        .returning({ id: services.id })
        .catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? unknownCategory() : error;
        });
      await replaceFeatures(tx, row.id, features);
      const created = await readService(tx, row.id);
      const audit = createdAudit("service", row.id, created.name, audited(created));
      return { result: created, audit };
    },
  });
}

type ServiceFields = Partial<Omit<typeof services.$inferInsert, "id" | "version" | "updatedAt">>;

/**
 * The one write of an update and of a restore: the fields over the locked service (`before`),
 * `features` replacing its list; answers the service now, which its revision stores, with its audit entry.
 */
async function writeService(
  tx: Db,
  before: ServiceDto,
  fields: ServiceFields,
  features: ServiceFeature[] | undefined,
  summary: (service: ServiceDto) => string,
): Promise<{ result: ServiceDto; audit: AuditEvent; record: ServiceDto }> {
  const id = before._id;
  if (fields.categoryId !== undefined) await lockCategory(tx, fields.categoryId, unknownCategory);
  const slug = await slugForChange(tx, slugs, { id, slug: before.slug }, fields.slug);
  if (Object.keys(fields).length > 0)
    await tx
      .update(services)
      .set({ ...fields, slug })
      .where(eq(services.id, id));
  if (features) await replaceFeatures(tx, id, features);
  const updated = await readService(tx, id);
  const audit: AuditEvent = {
    action: "update",
    entity: "service",
    entityId: id,
    summary: summary(updated),
    ...changedFields(audited(before), audited(updated)),
  };
  return { result: updated, audit, record: updated };
}

/**
 * Changes the given fields; `features` replaces the list; a new icon replaces the old one's files.
 * The icon is an upload, or (a url) one a published draft kept (ADR 0125).
 */
export async function updateService(
  { content }: StaffWrites,
  id: string,
  input: ServiceUpdateInput,
  icon: UploadedImage | string | undefined,
  expectedVersion?: number,
): Promise<ServiceDto> {
  if (!isUuid(id)) throw new NotFound(serviceMessages.notFound);
  const { features, ...fields } = input;
  const iconUrl = typeof icon === "string" ? icon : icon?.url;
  return content.run({
    kinds: ["service"],
    uploaded: icon && typeof icon !== "string" ? [icon] : [],
    lock: (tx) => lockService(tx, id),
    recordOf: lockedRecord,
    history: history(id, expectedVersion),
    apply: async (tx, current) => {
      const written = await writeService(
        tx,
        current,
        { ...fields, icon: iconUrl ?? current.icon },
        features,
        (s) => `Updated service "${s.name}"`,
      );
      return { ...written, released: iconUrl && iconUrl !== current.icon ? [current.icon] : [] };
    },
  });
}

/** Moves it, with its features, to the trash (ADR 0117). */
export async function deleteService({ content }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(serviceMessages.notFound);
  await content.run({
    kinds: ["service"],
    lock: (tx) => lockService(tx, id),
    apply: async (_tx, current, { moveToTrash }) => {
      return moveToTrash({
        kind: "service",
        id,
        name: current.name,
        categoryId: current.categoryId,
        before: audited(current),
      });
    },
  });
}

/**
 * Brings back every field, feature and the icon of a revision, as a new version (and revision) of its
 * own; a field added since the revision was kept (topics, benefit tiles) takes its default.
 */
export function restoreService({ content }: StaffWrites, id: string, revision: RevisionToRestore): Promise<ServiceDto> {
  const was = serviceDtoSchema.parse({ ...serviceDefaults, ...revision.record });
  const { features, ...fields } = { ...pick(was, serviceFieldNames), icon: was.icon };
  return content.run({
    kinds: ["service"],
    lock: (tx) => lockService(tx, id),
    recordOf: lockedRecord,
    history: history(id),
    apply: async (tx, current) => {
      const summary = (s: ServiceDto) => `Restored service "${s.name}" to version ${revision.version}`;
      const written = await writeService(tx, current, fields, features, summary);
      return { ...written, released: [current.icon] };
    },
  });
}
