import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BlockDocument } from "../../../domain/blocks.ts";
import { contentKinds, contentRecordKinds } from "../../../domain/content-kinds.ts";
import type { DiscardedDraft } from "../../../domain/drafts.ts";
import { employmentTypeNames, JOB_EMPLOYMENT_TYPE, JOB_LOCATION } from "../../../domain/job-types.ts";
import { emptyBlocks } from "../../../domain/pages.ts";
import type { TitledText } from "../../../domain/services.ts";
import { trashKinds } from "../../../domain/trash.ts";
import {
  at,
  bigNumber,
  createdAt,
  day,
  flag,
  fraction,
  id,
  oneOf,
  ref,
  searchSettings,
  slug,
  tally,
  textList,
  timestamps,
  updatedAt,
  version,
} from "../columns.ts";
import { adminUsers } from "./staff.ts";

/** The record a row is about: its kind, and its id or, for a site part, its word (ADR 0123). */
const recordKey = () => ({ kind: text("kind").notNull(), recordId: text("record_id").notNull() });

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: slug(),
    seo: searchSettings(),
    description: text("description").notNull(),
    icon: text("icon"),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`),
    uniqueIndex("categories_slug_key").on(t.slug),
    check("categories_name_length", sql`char_length(${t.name}) between 1 and 50`),
    check("categories_description_length", sql`char_length(${t.description}) between 1 and 80`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: id(),
    categoryId: ref("category_id", () => categories.id, "restrict").notNull(),
    name: text("name").notNull(),
    slug: slug(),
    seo: searchSettings(),
    description: text("description").notNull(),
    approach: text("approach").notNull(),
    color: text("color").notNull(),
    workUrl: text("work_url").notNull(),
    benefits: text("benefits").notNull(),
    icon: text("icon"),
    /** The detail page's accordion and benefit grid, `[{ title, text }]`; empty shows the standard ones. */
    topics: jsonb("topics").$type<TitledText[]>().notNull().default([]),
    benefitTiles: jsonb("benefit_tiles").$type<TitledText[]>().notNull().default([]),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    index("services_category_idx").on(t.categoryId, t.name),
    index("services_name_idx").on(t.name),
    uniqueIndex("services_slug_key").on(t.slug),
    check("services_color_hex", sql`${t.color} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`),
  ],
);

export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: id(),
    type: text("type", { enum: ["project", "product"] }).notNull(),
    name: text("name").notNull(),
    slug: slug(),
    seo: searchSettings(),
    projectCode: text("project_code").notNull(),
    productCode: text("product_code"),
    description: text("description").notNull(),
    /** How the work was done; empty shows the standard approach text. */
    approach: text("approach").notNull().default(""),
    client: text("client").notNull(),
    technology: text("technology").notNull(),
    url: text("url").notNull(),
    date: day("date").notNull(),
    categoryId: ref("category_id", () => categories.id, "restrict").notNull(),
    images: text("images").array().notNull(),
    isActive: flag("is_active", true),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    check("portfolio_items_type", sql`${t.type} in ('project', 'product')`),
    check("portfolio_items_image_count", sql`cardinality(${t.images}) between 1 and 4`),
    uniqueIndex("portfolio_items_project_code_key").on(sql`lower(${t.projectCode})`),
    uniqueIndex("portfolio_items_product_code_key").on(sql`lower(${t.productCode})`),
    index("portfolio_items_list_idx").on(t.type, t.isActive, t.createdAt.desc()),
    index("portfolio_items_category_idx").on(t.categoryId),
    uniqueIndex("portfolio_items_slug_key").on(t.slug),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    title: text("title").notNull(),
    slug: slug(),
    seo: searchSettings(),
    description: text("description").notNull(),
    companyOverview: text("company_overview").notNull(),
    jobRole: text("job_role").array().notNull(),
    requirements: text("requirements").array().notNull(),
    isActive: flag("is_active", true),
    location: text("location").notNull().default(JOB_LOCATION),
    employmentType: text("employment_type", { enum: employmentTypeNames }).notNull().default(JOB_EMPLOYMENT_TYPE),
    salary: text("salary").notNull().default(""),
    ...timestamps(),
    version: version(),
  },
  (t) => [index("jobs_list_idx").on(t.isActive, t.createdAt.desc()), uniqueIndex("jobs_slug_key").on(t.slug)],
);

/**
 * Pages built from blocks, served at `/<slug>` (issue 54, ADR 0197). `parent_id` names another page
 * without a foreign key: a parent moved to the trash and restored keeps its children under it.
 */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    title: text("title").notNull(),
    slug: slug(),
    seo: searchSettings(),
    blocks: jsonb("blocks").$type<BlockDocument>().notNull().default(emptyBlocks),
    parentId: uuid("parent_id"),
    isActive: flag("is_active", true),
    ...timestamps(),
    version: version(),
  },
  (t) => [uniqueIndex("pages_slug_key").on(t.slug), index("pages_parent_idx").on(t.parentId)],
);

/**
 * Articles of the blog, served at `/blog/<slug>` (issue 54, ADR 0204). `project_id` and `service_id`
 * name a case study's subject without a foreign key, as a page's parent: a project moved to the trash
 * and restored is linked again. `published_at` is set by the first publish and kept after.
 */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: slug(),
    summary: text("summary").notNull().default(""),
    coverId: ref("cover_id", () => media.id, "set null"),
    body: jsonb("body").$type<BlockDocument>().notNull().default(emptyBlocks),
    /** Its author profile (ADR 0245); null once that profile is deleted. */
    authorId: ref("author_id", (): AnyPgColumn => authors.id, "set null"),
    tags: textList("tags"),
    projectId: uuid("project_id"),
    serviceId: uuid("service_id"),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    publishedAt: at("published_at"),
    seo: searchSettings(),
    isActive: flag("is_active", true),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    index("articles_published_idx").on(t.isActive, t.publishedAt.desc()),
    index("articles_tags_idx").using("gin", t.tags),
    index("articles_author_idx").on(t.authorId),
  ],
);

/**
 * Every saved state of a content record (ADR 0102): the whole record as the API showed it after the
 * change, who made it and when, written in the change's transaction. `images` are the pictures the
 * snapshot names, which stay stored while the revision is kept (server/images/image-references.ts).
 * `kind` is the revision kind (`category`, `service`, `portfolio`, `job`, `site`); `record_id` the
 * record's id, or the site part's name.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    ...recordKey(),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    images: textList("images"),
    actorId: uuid("actor_id"),
    actorUsername: text("actor_username"),
    summary: text("summary").notNull(),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [
    index("content_revisions_record_idx").on(t.kind, t.recordId, t.version.desc()),
    index("content_revisions_images_idx").using("gin", t.images),
    check("content_revisions_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);

/**
 * A content record's draft and schedule (ADR 0122): at most one row per record, kept apart from the
 * record so the public site, the sitemap and the caches read only what is published. `fields` is
 * the update's fields as last saved (null when only a schedule is set); `version` guards the draft
 * as the record's own version guards the record. The scheduler picks due rows with
 * FOR UPDATE SKIP LOCKED, so one instance runs each.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: id(),
    ...recordKey(),
    fields: jsonb("fields").$type<Record<string, unknown>>(),
    version: integer("version").notNull().default(1),
    savedAt: at("saved_at").notNull().defaultNow(),
    savedBy: text("saved_by"),
    publishAt: at("publish_at"),
    unpublishAt: at("unpublish_at"),
    scheduledById: uuid("scheduled_by_id"),
    scheduledBy: text("scheduled_by"),
    /** While an instance runs this row's due schedule; a run that crashed is taken up again after it. */
    claimedUntil: at("claimed_until"),
    /** A record not created yet: publishing it runs the kind's create with `record_id` (ADR 0122). */
    draftOnly: flag("draft_only", false),
    /** The files a draft-only record's create was given, stored already; kept here so no release removes them. */
    images: textList("images"),
    /** The last draft discarded, kept so Discard can be undone (ADR 0151). */
    discarded: jsonb("discarded").$type<DiscardedDraft>(),
    /** The files that discarded draft named, kept while it can be brought back. */
    discardedImages: textList("discarded_images"),
  },
  (t) => [
    uniqueIndex("content_drafts_record_key").on(t.kind, t.recordId),
    index("content_drafts_discarded_images_idx").using("gin", t.discardedImages),
    index("content_drafts_publish_at_idx").on(t.publishAt),
    index("content_drafts_unpublish_at_idx").on(t.unpublishAt),
    index("content_drafts_images_idx").using("gin", t.images),
    check("content_drafts_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);

/**
 * Links that show a record's draft to anyone holding them, until they expire or are revoked (ADR
 * 0122). Only the SHA-256 of the token is kept: the token is shown once, when the link is made.
 */
export const contentPreviewLinks = pgTable(
  "content_preview_links",
  {
    id: id(),
    ...recordKey(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    views: tally("views"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_preview_links_token_key").on(t.tokenHash),
    index("content_preview_links_record_idx").on(t.kind, t.recordId),
  ],
);

/**
 * A record's translation into Urdu or another language (ADR 0290), beside the record rather than in
 * its row: the kind's translatable fields as visitors see them (`published`) and as being written
 * (`draft`), the published translated slug (NFC; unique per kind and language) and `source_hash`,
 * the hash of the original's translatable fields when the translation was last saved — a record
 * changed since is outdated.
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    ...recordKey(),
    locale: text("locale").notNull(),
    published: jsonb("published").$type<Record<string, unknown>>(),
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    slug: text("slug"),
    sourceHash: text("source_hash").notNull(),
    publishedAt: at("published_at"),
    updatedAt: updatedAt(),
    draftSavedAt: at("draft_saved_at"),
  },
  (t) => [
    primaryKey({ name: "content_translations_pkey", columns: [t.kind, t.recordId, t.locale] }),
    uniqueIndex("content_translations_slug_key").on(t.kind, t.locale, t.slug).where(sql`${t.slug} is not null`),
    check("content_translations_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);

/**
 * The trash (ADR 0117): a deleted category, service, portfolio item or job leaves its own table (so
 * every read, count, unique name and foreign key is as if it were gone) and waits here whole —
 * `rows.record` its row as PostgreSQL's `to_jsonb` wrote it, `rows.children` its dependent rows
 * (a service's features) — until it is restored, deleted forever, or purged. `images` are the
 * pictures it names, kept stored while it is here (server/images/image-references.ts).
 * `category_id` is the category an item had, read on restore (no foreign key: the category may go).
 */
export const trash = pgTable(
  "trash",
  {
    recordId: uuid("record_id").primaryKey(),
    kind: text("kind", { enum: trashKinds }).notNull(),
    name: text("name").notNull(),
    rows: jsonb("rows").$type<{ record: Record<string, unknown>; children?: Record<string, unknown>[] }>().notNull(),
    images: textList("images"),
    categoryId: uuid("category_id"),
    deletedAt: at("deleted_at").notNull().defaultNow(),
    deletedById: uuid("deleted_by_id"),
    deletedByUsername: text("deleted_by_username"),
  },
  (t) => [
    index("trash_deleted_at_idx").on(t.deletedAt.desc()),
    index("trash_kind_idx").on(t.kind, t.deletedAt.desc()),
    index("trash_images_idx").using("gin", t.images),
    check("trash_kind", sql`${t.kind} in ${oneOf(trashKinds)}`),
  ],
);

/**
 * Who the blog names as an article's author (ADR 0245): a name, a short bio and a library photo, at
 * `/blog/author/<slug>`. A staff member's profile shares their account's id and is linked by
 * `admin_user_id`; an imported author has none. Sign-in reads only `admin_users`, and nothing here
 * is a credential, so a profile without an account can never sign in. Deleting the account keeps
 * the profile (and every byline), unlinked.
 */
export const authors = pgTable(
  "authors",
  {
    id: id(),
    name: text("name").notNull(),
    /** Their page's slug, made from the name (ADR 0219); a rename moves it, the old one answers a 301. */
    slug: text("slug").notNull(),
    bio: text("bio").notNull().default(""),
    /** A media library picture; null: none (or the picture was deleted forever). */
    photoId: ref("photo_id", () => media.id, "set null"),
    /** The staff account this profile belongs to; null: an author who cannot sign in. */
    adminUserId: ref("admin_user_id", () => adminUsers.id, "set null"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("authors_slug_key").on(t.slug),
    uniqueIndex("authors_admin_user_key").on(t.adminUserId),
    index("authors_name_idx").on(t.name),
    check("authors_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

/**
 * The slugs an author had before (ADR 0219): each answers one 301 to their current page; a slug
 * someone has now is never here (taking it drops the entry).
 */
export const authorFormerSlugs = pgTable(
  "author_former_slugs",
  {
    slug: text("slug").primaryKey(),
    authorId: ref("author_id", () => authors.id, "cascade").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("author_former_slugs_author_idx").on(t.authorId)],
);

/**
 * Redirects (ADR 0165): a path of the site answered with a 301, 302 or 410 before any page is
 * rendered, from memory. A target is a site path or URL (`to`), or a record (`to_kind`, `to_id`)
 * whose current address is looked up when the table is loaded. Every one is one hop: chains are
 * collapsed when saved. Hits are counted in memory and added a batch at a time.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    fromPath: text("from_path").notNull().unique(),
    toUrl: text("to_url"),
    toKind: text("to_kind", { enum: contentRecordKinds }),
    toId: uuid("to_id"),
    external: flag("external", false),
    status: integer("status").notNull(),
    note: text("note").notNull().default(""),
    /**
     * Made by a rename (ADR 0249): a record's or an author's former address, sent to where they are
     * now. Listed, exported, edited and removed like any other; an edit of its target makes it a
     * person's own.
     */
    automatic: flag("automatic", false),
    hits: bigNumber("hits").notNull().default(0),
    lastHitAt: at("last_hit_at"),
    ...timestamps(),
  },
  (t) => [
    index("redirects_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("redirects_from_trgm_idx").using("gin", t.fromPath.op("gin_trgm_ops")),
    check("redirects_status", sql`${t.status} in (301, 302, 410)`),
    check(
      "redirects_target",
      sql`(${t.status} = 410 and ${t.toUrl} is null and ${t.toId} is null) or (${t.status} <> 410 and ((${t.toUrl} is null) <> (${t.toId} is null)))`,
    ),
  ],
);

/**
 * The media library (issue 52, ADR 0181): one row per stored picture, keyed by its content-hashed
 * file's address, which every record, draft, revision and Site setting names. A row holds its file
 * (server/images/image-references.ts) until it is deleted forever; `deleted_at` puts it in the
 * library's trash. Width, height and bytes are empty only for a picture stored before the library,
 * until the start-up registration has read its file.
 */
export const media = pgTable(
  "media",
  {
    id: id(),
    url: text("url").notNull().unique(),
    name: text("name").notNull().default(""),
    type: text("type").notNull().default("image/webp"),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes"),
    alt: text("alt").notNull().default(""),
    caption: text("caption").notNull().default(""),
    credit: text("credit").notNull().default(""),
    focalX: fraction("focal_x", 0.5),
    focalY: fraction("focal_y", 0.5),
    decorative: flag("decorative", false),
    version: version(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
    deletedAt: at("deleted_at"),
  },
  (t) => [
    index("media_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("media_focal", sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
  ],
);
