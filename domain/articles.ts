import { z } from "zod";
import { type BlockDocument, readingMinutes } from "./blocks.ts";
import { withPublication } from "./content.ts";
import { blocksDtoSchema, blocksField, emptyBlocks, pageLimits } from "./pages.ts";
import { defaultSearchSettings, searchSettingsDtoSchema, searchSettingsSchema } from "./search-settings.ts";
import { slugField } from "./slugs.ts";
import { filledText, isRequired, multiLineText, notFound, text } from "./text-rules.ts";

/**
 * An article of the blog (issue 54, ADR 0204): served at `/blog/<slug>`, its body a block document
 * checked as a page's blocks are (domain/blocks.ts), written by a staff member, tagged, optionally a
 * case study of one project or service.
 */
export const articleLimits = {
  titleMax: 200,
  summaryMax: 300,
  tagsMax: 10,
  tagMax: 40,
  /** Same reasoning as a page's: a body within its own limit is answered by its check, not a 413. */
  bodyBytes: pageLimits.bodyBytes,
  /** The public list's page, newest first. */
  pageSize: 10,
  /** Related articles shown under one. */
  relatedMax: 3,
} as const;
const l = articleLimits;

export const articleMessages = {
  titleRequired: isRequired("Title"),
  titleTooLong: `Title cannot exceed ${l.titleMax} characters`,
  summaryTooLong: `Summary cannot exceed ${l.summaryMax} characters`,
  tagsInvalid: "Tags must be a list of words",
  tagInvalid: `A tag holds letters or digits, up to ${l.tagMax} characters`,
  tooManyTags: `An article takes at most ${l.tagsMax} tags`,
  isActiveInvalid: "isActive must be true or false",
  coverInvalid: "Cover must be a picture of the media library",
  coverNotFound: "The cover picture is not in the media library",
  authorInvalid: "Author must be an author profile's id",
  authorNotFound: "The author does not exist",
  projectInvalid: "Project must be a project's id",
  projectNotFound: "The project does not exist",
  serviceInvalid: "Service must be a service's id",
  serviceNotFound: "The service does not exist",
  notFound: notFound("Article"),
  created: "Article created successfully!",
  updated: "Article updated successfully!",
  deleted: "Article moved to the trash",
} as const;
const m = articleMessages;

/** A tag as stored and addressed (`/blog/tag/<tag>`): lowercase letters and digits joined by hyphens. */
export const normalTag = (tag: string) =>
  tag
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Tags as sent: each made normal, repeats dropped, an empty one refused, at most `tagsMax`. */
const tagsField = z
  .array(text(m.tagInvalid).max(l.tagMax, m.tagInvalid), { error: m.tagsInvalid })
  .transform((tags, context) => {
    const normal = [...new Set(tags.map(normalTag))];
    if (normal.some((tag) => tag === "")) context.addIssue({ code: "custom", message: m.tagInvalid, input: tags });
    if (normal.length > l.tagsMax) context.addIssue({ code: "custom", message: m.tooManyTags, input: tags });
    return normal;
  });

const optionalId = (error: string) => z.uuid({ error }).nullable().optional();

export const articleCreateSchema = z.object({
  title: filledText(m.titleRequired).max(l.titleMax, m.titleTooLong),
  slug: slugField,
  summary: multiLineText(m.summaryTooLong).max(l.summaryMax, m.summaryTooLong).optional(),
  /** A media library picture's id; null: no cover. */
  coverId: optionalId(m.coverInvalid),
  body: blocksField.optional(),
  /** An author profile's id (GET /authors); absent on create: the profile of whoever writes it. */
  authorId: z.uuid({ error: m.authorInvalid }).optional(),
  tags: tagsField.optional(),
  projectId: optionalId(m.projectInvalid),
  serviceId: optionalId(m.serviceInvalid),
  seo: searchSettingsSchema.optional(),
  isActive: z
    .boolean({ error: m.isActiveInvalid })
    .optional()
    .describe("Shown on the site; left out on create, the article is not published (issue 67)"),
});
export type ArticleCreateInput = z.infer<typeof articleCreateSchema>;

export const articleUpdateSchema = articleCreateSchema.partial();
export type ArticleUpdateInput = z.infer<typeof articleUpdateSchema>;

/** An article's fields: its DTO, its restore and its rights check take them by these names. */
export const articleFieldNames = articleCreateSchema.keyof().options;

/**
 * An article's fields before anyone types (a draft-only preview's gaps, a revision's missing fields).
 * An article created without `isActive` is not published (issue 67): Publish is its own step.
 */
export const articleDefaults: Omit<Required<ArticleCreateInput>, "authorId"> & { authorId: string | null } = {
  title: "",
  slug: "",
  summary: "",
  coverId: null,
  body: emptyBlocks,
  authorId: null,
  tags: [],
  projectId: null,
  serviceId: null,
  seo: defaultSearchSettings,
  isActive: false,
};

/** Minutes a reader takes, from the body: computed on the server, never sent. */
export const articleReadingMinutes = (body: BlockDocument) => readingMinutes(body);

/** The author as the public sees them: their profile, nothing personal (no e-mail, no username). */
export const articleAuthorSchema = z.object({
  _id: z.string(),
  slug: z.string().describe("Their blog page is /blog/author/<slug>: made from their name"),
  name: z.string().describe("The author profile's name (a staff member's full name)"),
  bio: z.string(),
  photo: z.string().nullable().describe("Their photo's address (a library picture)"),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** The cover as shown: the library picture's address and its text alternative. */
export const articleCoverSchema = z.object({ url: z.string(), alt: z.string() });

export const articleDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string().describe("Its address is /blog/<slug>"),
  summary: z.string(),
  coverId: z.string().nullable().describe("A media library picture's id"),
  cover: articleCoverSchema.nullable(),
  body: blocksDtoSchema,
  authorId: z.string().nullable(),
  author: articleAuthorSchema.nullable(),
  tags: z.array(z.string()),
  projectId: z.string().nullable().describe("The project it is a case study of"),
  serviceId: z.string().nullable().describe("The service it is a case study of"),
  readingMinutes: z.number().describe("Computed from the body"),
  publishedAt: z.string().nullable().describe("When it was first published; null until then"),
  seo: searchSettingsDtoSchema,
  isActive: z.boolean().describe("Shown on the site; false: unpublished (a 404 for visitors)"),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleDto = z.infer<typeof articleDtoSchema>;

/** An article as a signed-in caller reads it: with its publication badge (its state and whether it has a draft, ADR 0122). */
export const adminArticleDtoSchema = withPublication(articleDtoSchema);
export type AdminArticleDto = z.infer<typeof adminArticleDtoSchema>;
