import type { z } from "zod";
import { type AccessRule, access, type RequestAccess } from "../../../domain/access.ts";
import type { ContentKind, ContentPath } from "../../../domain/content-kinds.ts";
import { MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";
import { publishedFromDraft } from "../../../domain/pages.ts";
import type { Db } from "../../db/client.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FromDraft } from "../content-writes/from-draft.ts";
import type { SlugColumns } from "../content-writes/slugs.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import { type DraftPictures, draftedPictures } from "./draft-pictures.ts";

/** A record as the back office shows it (its admin shape). */
type AdminRecord = Record<string, unknown> & { version: number };

/**
 * What drafts need of one content kind: its path word, the right a draft of it needs, its update's
 * fields, how to read a record (inactive ones too), and how a draft is published — through the
 * kind's own update, so a publish is one unit of work with its revision, audit entry and cache drop.
 */
export type DraftKind = {
  path: ContentPath;
  kind: ContentKind;
  rule: AccessRule;
  /**
   * Ids whose `DELETE /{path}/:id/draft` and `/schedule` another route's path would take first
   * (`DELETE /site/partners/:id`): registered by name too, where a static path wins.
   */
  shadowedIds?: readonly string[];
  /** The largest JSON body a draft save takes, when larger than the app's (a page's block document). */
  bodyLimit?: number;
  /**
   * Fields of the record's answer that are other records shown beside it (an article's author, the
   * byline's photo with an empty alt): their pictures are theirs to describe, not this publish's.
   */
  borrowed?: readonly string[];
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
  /** Where its slugs are kept (from its declaration): a draft's slug is checked as it is saved (issue 67). */
  slugs?: SlugColumns;
  /** Takes the record off the public site (a job closing); absent where the kind has no such switch. */
  unpublish?: {
    /** Whether the caller may schedule it (checked when scheduling: the scheduler acts for them). */
    authorize(access: RequestAccess, record: AdminRecord): void;
    run(writes: StaffWrites, id: string, access: RequestAccess): Promise<AdminRecord>;
  };
};

/**
 * A kind's drafts as its declaration states them: its path and name come from domain/content-kinds.ts,
 * and whether it has `unpublish` from its facts there (`UnpublishCase`, content-kinds/declaration.ts).
 */
export type DraftParts = Omit<DraftKind, "path" | "kind" | "slugs" | "unpublish">;

export const noNarrowing = () => {};

/** A category's or service's icon: one picture, the update's file `icon` (ADR 0125). */
export const iconPicture: DraftPictures = {
  field: "icon",
  file: "icon",
  max: 1,
  of: (record) => (typeof record.icon === "string" ? [record.icon] : []),
};

/** A portfolio item's images: 1–4, new ones as change-image's file `image` (ADR 0125). */
export const portfolioPictures: DraftPictures = {
  field: "image",
  file: "image",
  max: MAX_IMAGES_PER_ITEM,
  of: (record) => (Array.isArray(record.image) ? record.image.filter((url) => typeof url === "string") : []),
};

/**
 * A kind whose drafts need only its area's update right and whose publish is its update with the
 * draft's fields (categories and services: no switch to take them off the site).
 */
export function plainDraft<T extends Record<string, unknown>>(kind: {
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
}): DraftParts {
  const area = kind.area;
  return {
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
export function iconCreate<S extends z.ZodObject>(
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
 * A kind of the site's content (pages, articles; ADRs 0197, 0204): the site area's update right covers every
 * draft step; publishing is its update with the draft's fields, unpublishing one switching isActive
 * off, and a record saved as a draft on create is created published unless its draft says otherwise.
 */
export function siteDraft<U extends Record<string, unknown>, C extends z.ZodObject>(kind: {
  bodyLimit: number;
  borrowed?: readonly string[];
  fields: z.ZodType<U>;
  createFields: C;
  read(db: Db, id: string): Promise<AdminRecord | null>;
  update(writes: StaffWrites, id: string, input: U, expectedVersion?: number): Promise<AdminRecord>;
  create(writes: StaffWrites, input: z.output<C>, fromDraft: FromDraft): Promise<AdminRecord>;
}): DraftParts & { unpublish: NonNullable<DraftKind["unpublish"]> } {
  const siteUpdate = (rights: RequestAccess) => rights.requireArea("site", "update");
  return {
    rule: access.area("site", "update"),
    bodyLimit: kind.bodyLimit,
    ...(kind.borrowed && { borrowed: kind.borrowed }),
    isId: isUuid,
    fields: () => kind.fields,
    read: kind.read,
    authorize: noNarrowing,
    publish: (writes, id, fields, _rights, expectedVersion) =>
      kind.update(writes, id, kind.fields.parse(fields), expectedVersion),
    create: {
      fields: kind.fields,
      authorize: siteUpdate,
      publish: (writes, fromDraft, fields) =>
        kind.create(writes, parseForm(kind.createFields, publishedFromDraft(fields)), fromDraft),
    },
    unpublish: {
      authorize: siteUpdate,
      run: (writes, id) => kind.update(writes, id, kind.fields.parse({ isActive: false })),
    },
  };
}
