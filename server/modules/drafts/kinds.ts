import { z } from "zod";
import { type AccessRule, access, type RequestAccess } from "../../../domain/access.ts";
import { categoryCreateSchema, categoryMessages, categoryUpdateSchema } from "../../../domain/categories.ts";
import { draftMessages } from "../../../domain/drafts.ts";
import { imageMessages, MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";
import { jobCreateSchema, jobUpdateSchema } from "../../../domain/jobs.ts";
import { portfolioAreas, portfolioCreateSchema, portfolioUpdateSchema } from "../../../domain/portfolio.ts";
import { serviceCreateSchema, serviceMessages, serviceUpdateSchema } from "../../../domain/services.ts";
import {
  isSiteMediaPart,
  isSitePart,
  siteMediaParts,
  siteMessages,
  sitePartUpdateSchemas,
} from "../../../domain/site.ts";
import type { Db } from "../../db/client.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import { createCategory, updateCategory } from "../categories/admin-service.ts";
import { getCategory } from "../categories/reads.ts";
import type { FromDraft } from "../content-writes/from-draft.ts";
import { createJob, jobChangeKinds, updateJob } from "../jobs/admin-service.ts";
import { getJob } from "../jobs/reads.ts";
import { authorizeUpdate } from "../portfolio/admin-rights.ts";
import { createPortfolioItem, updatePortfolioItem } from "../portfolio/admin-service.ts";
import { getPortfolioItem } from "../portfolio/reads.ts";
import { createService, updateService } from "../services/admin-service.ts";
import { getService } from "../services/reads.ts";
import { publishPartners, publishSiteImages } from "../site/partners.ts";
import { readSiteMediaRecord, readSitePartRecord } from "../site/queries.ts";
import { updateSitePart } from "../site/service.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { type DraftPictures, draftedPictures } from "./draft-pictures.ts";

export type DraftableKind = "category" | "service" | "portfolio" | "job" | "site";

/** A record as the back office shows it (its admin shape). */
type AdminRecord = Record<string, unknown> & { version: number };

/**
 * What drafts need of one content kind: its path word, the right a draft of it needs, its update's
 * fields, how to read a record (inactive ones too), and how a draft is published — through the
 * kind's own update, so a publish is one unit of work with its revision, audit entry and cache drop.
 */
export type DraftKind = {
  path: string;
  kind: DraftableKind;
  rule: AccessRule;
  /**
   * Ids whose `DELETE /{path}/:id/draft` and `/schedule` another route's path would take first
   * (`DELETE /site/partners/:id`): registered by name too, where a static path wins.
   */
  shadowedIds?: readonly string[];
  /** Whether `id` can name one of its records (a uuid; a site part's word): anything else is a 404. */
  isId(id: string): boolean;
  /** The update's fields of the record `id` (a site part's own fields). */
  fields(id: string): z.ZodType<Record<string, unknown>>;
  read(db: Db, id: string): Promise<AdminRecord | null>;
  /** Narrows the rule on the record (a portfolio item's own area); nothing for the others. */
  authorize(access: RequestAccess, record: AdminRecord): void;
  /**
   * `expectedVersion`: the record's version the editor published from (the update's edit-conflict
   * guard, ADR 0118): a stale one is the update's 409 with the record now.
   */
  publish(
    writes: StaffWrites,
    id: string,
    fields: Record<string, unknown>,
    access: RequestAccess,
    expectedVersion?: number,
  ): Promise<Record<string, unknown>>;
  /**
   * Saving a new record as a draft (`draft: true` on its create): absent where the kind's create
   * does not take it yet (ADR 0122, dated section "draft: true on create").
   */
  create?: {
    /** The create's file field, when it takes files (stored with the draft). */
    file?: string;
    /** Any of the create's fields: what such a draft holds, checked as a draft save is. */
    fields: z.ZodType<Record<string, unknown>>;
    /** The create's right, on the draft's fields (a portfolio item's area comes from its type). */
    authorize(access: RequestAccess, fields: Record<string, unknown>): void;
    /** Runs the kind's own create with the draft's fields (the create's 400 when one is missing). */
    publish(
      writes: StaffWrites,
      fromDraft: FromDraft,
      fields: Record<string, unknown>,
      access: RequestAccess,
    ): Promise<AdminRecord>;
  };
  /**
   * The pictures a published record's draft may change (ADR 0125), which its publish then makes the
   * record's; absent where the kind has none.
   */
  pictures?: DraftPictures;
  /** Takes the record off the public site (a job closing); absent where the kind has no such switch. */
  unpublish?: {
    /** Whether the caller may schedule it (checked when scheduling: the scheduler acts for them). */
    authorize(access: RequestAccess, record: AdminRecord): void;
    run(writes: StaffWrites, id: string, access: RequestAccess): Promise<AdminRecord>;
  };
};

const noNarrowing = () => {};

/** A category's or service's icon: one picture, the update's file `icon` (ADR 0125). */
const iconPicture: DraftPictures = {
  field: "icon",
  file: "icon",
  max: 1,
  of: (record) => (typeof record.icon === "string" ? [record.icon] : []),
};

/** A portfolio item's images: 1–4, new ones as change-image's file `image` (ADR 0125). */
const portfolioPictures: DraftPictures = {
  field: "image",
  file: "image",
  max: MAX_IMAGES_PER_ITEM,
  of: (record) => (Array.isArray(record.image) ? record.image.filter((url) => typeof url === "string") : []),
};

/**
 * A kind whose drafts need only its area's update right and whose publish is its update with the
 * draft's fields (categories and services: no switch to take them off the site).
 */
function plainKind<T extends Record<string, unknown>>(kind: {
  path: string;
  kind: DraftableKind;
  area: Extract<Parameters<typeof access.area>[0], string>;
  fields: z.ZodType<T>;
  read(db: Db, id: string): Promise<AdminRecord | null>;
  /** Its update; `icon`: the url of the icon its draft names (ADR 0125), stored and kept already. */
  update(
    writes: StaffWrites,
    id: string,
    input: T,
    icon: string | undefined,
    expectedVersion?: number,
  ): Promise<AdminRecord>;
  /** `draft: true` on its create: the create's right and its own create (ADR 0122). */
  create?: Omit<NonNullable<DraftKind["create"]>, "authorize">;
}): DraftKind {
  const area = kind.area;
  return {
    path: kind.path,
    kind: kind.kind,
    rule: access.area(kind.area, "update"),
    isId: isUuid,
    fields: () => kind.fields,
    read: kind.read,
    authorize: noNarrowing,
    publish: (writes, id, fields, _access, expectedVersion) =>
      kind.update(writes, id, kind.fields.parse(fields), draftedPictures(iconPicture, fields)?.[0], expectedVersion),
    pictures: iconPicture,
    ...(kind.create && {
      create: { ...kind.create, authorize: (rights: RequestAccess) => rights.requireArea(area, "create") },
    }),
  };
}

/**
 * The create of a kind with one required icon (categories, services): the draft keeps 0–1 file,
 * which becomes the icon at publish; without one, publish is the create's 400 naming the file field.
 */
function iconCreate<S extends z.ZodObject>(
  file: string,
  schema: S,
  iconRequired: string,
  create: (writes: StaffWrites, input: z.output<S>, icon: string, fromDraft: FromDraft) => Promise<AdminRecord>,
): Omit<NonNullable<DraftKind["create"]>, "authorize"> {
  return {
    file,
    fields: schema.partial(),
    publish: (writes, fromDraft, fields) => {
      const [icon] = fromDraft.images;
      const missing = icon === undefined && { path: file, message: iconRequired };
      return create(writes, parseForm(schema, fields, [missing]), icon ?? "", fromDraft);
    },
  };
}

/**
 * The partners' and pictures' drafts hold files: they are changed through their own calls with
 * `?draft=true` (the image pipeline), never by the JSON draft save (ADR 0123, dated section).
 */
const mediaDraftFields = z.custom<Record<string, unknown>>(() => false, { error: siteMessages.mediaDraftCalls });

/** A site part's draft: its own fields, published through the part's update (ADR 0123). */
const sitePartDraft: DraftKind = {
  path: "site",
  kind: "site",
  rule: access.area("site", "update"),
  isId: (id) => isSitePart(id) || isSiteMediaPart(id),
  shadowedIds: siteMediaParts,
  fields: (id) => (isSitePart(id) ? sitePartUpdateSchemas[id] : mediaDraftFields),
  read: async (db, id) => {
    if (isSitePart(id)) return readSitePartRecord(db, id);
    return isSiteMediaPart(id) ? readSiteMediaRecord(db, id) : null;
  },
  authorize: noNarrowing,
  publish: async (writes, id, fields, _access, expectedVersion) => {
    if (id === "partners") return { partners: await publishPartners(writes, fields) };
    if (id === "images") return { images: await publishSiteImages(writes, fields) };
    if (!isSitePart(id)) throw new NotFound(draftMessages.notFound);
    return updateSitePart(writes, id, sitePartUpdateSchemas[id].parse(fields), expectedVersion);
  },
};

/** The area a new portfolio item's draft is created in: its type's (a project unless it says product). */
const areaOfFields = (fields: Record<string, unknown>) =>
  portfolioAreas[fields.type === "product" ? "product" : "project"];

/** A portfolio item's own area: projects for a project, product for a product. */
const areaOf = (record: AdminRecord) => portfolioAreas[record.type === "product" ? "product" : "project"];

export const draftKinds: readonly DraftKind[] = [
  plainKind({
    path: "category",
    kind: "category",
    area: "category",
    fields: categoryUpdateSchema,
    read: getCategory,
    update: updateCategory,
    create: iconCreate("logo", categoryCreateSchema, categoryMessages.iconRequired, createCategory),
  }),
  plainKind({
    path: "services",
    kind: "service",
    area: "services",
    fields: serviceUpdateSchema,
    read: getService,
    update: updateService,
    create: iconCreate("icon", serviceCreateSchema, serviceMessages.iconRequired, createService),
  }),
  {
    path: "job",
    kind: "job",
    rule: access.area("career", "update"),
    isId: isUuid,
    fields: () => jobUpdateSchema,
    read: (db, id) => getJob(db, id, { includeInactive: true }),
    authorize: noNarrowing,
    publish: (writes, id, fields, rights, expectedVersion) => {
      const input = jobUpdateSchema.parse(fields);
      return updateJob(
        writes,
        id,
        input,
        (current) => {
          if (jobChangeKinds(current, input).statusChanges) rights.requireArea("career", "statusChange");
        },
        expectedVersion,
      );
    },
    create: {
      fields: jobUpdateSchema,
      authorize: (rights, fields) => {
        rights.requireArea("career", "create");
        if (fields.isActive === false) rights.requireArea("career", "statusChange");
      },
      publish: (writes, fromDraft, fields, rights) => {
        const input = parseForm(jobCreateSchema, fields);
        if (input.isActive === false) rights.requireArea("career", "statusChange");
        return createJob(writes, input, fromDraft);
      },
    },
    unpublish: {
      authorize: (rights) => rights.requireArea("career", "statusChange"),
      run: (writes, id, rights) =>
        updateJob(writes, id, { isActive: false }, () => rights.requireArea("career", "statusChange")),
    },
  },
  {
    path: "project",
    kind: "portfolio",
    // Narrowed inside to the item's own area (projects or product).
    rule: access.signedIn,
    isId: isUuid,
    fields: () => portfolioUpdateSchema,
    read: (db, id) => getPortfolioItem(db, id, { includeInactive: true }),
    authorize: (rights, record) => rights.requireArea(areaOf(record), "update"),
    publish: (writes, id, fields, rights, expectedVersion) => {
      const input = portfolioUpdateSchema.parse(fields);
      const images = draftedPictures(portfolioPictures, fields);
      return updatePortfolioItem(writes, id, input, authorizeUpdate(rights, input), expectedVersion, images);
    },
    pictures: portfolioPictures,
    create: {
      file: "image",
      fields: portfolioCreateSchema.partial(),
      authorize: (rights, fields) => {
        rights.requireArea(areaOfFields(fields), "create");
        if (fields.isActive === false) rights.requireArea(areaOfFields(fields), "statusChange");
      },
      publish: (writes, fromDraft, fields, rights) => {
        const missing = fromDraft.images.length === 0 && { path: "image", message: imageMessages.atLeastOne };
        const input = parseForm(portfolioCreateSchema, fields, [missing]);
        rights.requireArea(portfolioAreas[input.type], "create");
        if (input.isActive === false) rights.requireArea(portfolioAreas[input.type], "statusChange");
        return createPortfolioItem(writes, input, [], fromDraft);
      },
    },
    unpublish: {
      authorize: (rights, record) => rights.requireArea(areaOf(record), "statusChange"),
      run: (writes, id, rights) =>
        updatePortfolioItem(writes, id, { isActive: false }, authorizeUpdate(rights, { isActive: false })),
    },
  },
  sitePartDraft,
];
