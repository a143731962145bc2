import { z } from "zod";
import { type BlockDocument, blockLimits, checkDocument, UnsupportedContent } from "./blocks.ts";
import { withPublication } from "./content.ts";
import { defaultSearchSettings, searchSettingsDtoSchema, searchSettingsSchema } from "./search-settings.ts";
import { slugField } from "./slugs.ts";
import { filledText, isRequired, notFound } from "./text-rules.ts";

/**
 * A page the owner builds from blocks (issue 54, ADR 0197): served at `/<slug>`, its blocks checked
 * by domain/blocks.ts before anything is stored, optionally under another page (`parentId`, for the
 * owner's own order; the address stays `/<slug>`).
 */
export const pageLimits = {
  titleMax: 200,
  /**
   * A page's JSON body, in bytes: its blocks may take 200,000 characters of JSON (domain/blocks.ts),
   * up to three bytes each in UTF-8 (Urdu), with room for the other fields. Larger than the app's
   * 100 KB so a document within its own limit is answered by its check, not by a 413.
   */
  bodyBytes: blockLimits.bytes * 3 + 64 * 1024,
} as const;
const l = pageLimits;

export const pageMessages = {
  /** Said in the delete's confirmation (issue 67): what leans on the page, before it goes. */
  inMenu: (links: number) =>
    `It is in the menu (Site › Navigation)${links > 1 ? `, ${links} links` : ""}: visitors stop seeing ${links > 1 ? "those links" : "that link"} while it is in the Trash.`,
  redirectTarget: (count: number) =>
    `It is the target of ${count} ${count === 1 ? "redirect" : "redirects"} (Site › Redirects): ${count === 1 ? "it leads" : "they lead"} nowhere while it is in the Trash.`,
  titleRequired: isRequired("Title"),
  titleTooLong: `Title cannot exceed ${l.titleMax} characters`,
  isActiveInvalid: "isActive must be true or false",
  parentInvalid: "Parent must be another page's id",
  parentNotFound: "The parent page does not exist",
  parentLoop: "A page cannot sit under itself or under one of its own sub-pages",
  notFound: notFound("Page"),
  created: "Page created successfully!",
  updated: "Page updated successfully!",
  deleted: "Page moved to the trash",
} as const;
const m = pageMessages;

/** An empty page: what a new page opens on. */
export const emptyBlocks: BlockDocument = { type: "doc", content: [] };

/**
 * The blocks as the API takes them: checked and rebuilt by `checkDocument`; anything it refuses is
 * a 400 whose message is its "Unsupported content: <what>", on the field `blocks`.
 */
export const blocksField = z.unknown().transform((value, context): BlockDocument => {
  try {
    return checkDocument(value);
  } catch (error) {
    if (!(error instanceof UnsupportedContent)) throw error;
    context.addIssue({ code: "custom", message: error.message, input: value });
    return z.NEVER;
  }
});

export const pageCreateSchema = z.object({
  title: filledText(m.titleRequired).max(l.titleMax, m.titleTooLong),
  slug: slugField,
  blocks: blocksField.optional(),
  seo: searchSettingsSchema.optional(),
  /** Another page's id; null or absent: a top-level page. */
  parentId: z.uuid({ error: m.parentInvalid }).nullable().optional(),
  isActive: z
    .boolean({ error: m.isActiveInvalid })
    .optional()
    .describe("Shown on the site; left out on create, the page is not published (issue 67)"),
});
export type PageCreateInput = z.infer<typeof pageCreateSchema>;

export const pageUpdateSchema = pageCreateSchema.partial();
export type PageUpdateInput = z.infer<typeof pageUpdateSchema>;

/** A page's fields: its DTO, its restore and its rights check take them by these names. */
export const pageFieldNames = pageCreateSchema.keyof().options;

/**
 * A page's fields before anyone types (a draft-only preview's gaps, a revision's missing fields). A
 * page created without `isActive` is not published (issue 67): Publish is its own step.
 */
export const pageDefaults: Required<PageCreateInput> = {
  title: "",
  slug: "",
  blocks: emptyBlocks,
  seo: defaultSearchSettings,
  parentId: null,
  isActive: false,
};

/**
 * The fields a record saved as a draft on create is created with when its draft is published: Publish
 * puts it on the site, unless the draft itself says `isActive: false` (issue 67).
 */
export const publishedFromDraft = (fields: Record<string, unknown>): Record<string, unknown> => ({
  isActive: true,
  ...fields,
});

/** A block document as answered: what `checkDocument` let in, its nodes as they were stored. */
export const blocksDtoSchema = z
  .object({ type: z.literal("doc"), content: z.array(z.record(z.string(), z.unknown())) })
  .describe("The block document (ADR 0196): the editor's JSON, as checked and stored")
  .default(emptyBlocks);

export const pageDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z
    .string()
    .describe("Its address is /<slug> (lowercase a-z, 0-9, hyphens); never a built-in route's first segment"),
  blocks: blocksDtoSchema,
  seo: searchSettingsDtoSchema,
  parentId: z.string().nullable().describe("The page it sits under in the owner's order; null: top level"),
  isActive: z.boolean().describe("Shown on the site; false: unpublished (a 404 for visitors)"),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageDto = z.infer<typeof pageDtoSchema>;

/** What leans on a page (`GET /pages/:id/ties`): links of the menu and footer, and redirects, to it. */
export const pageTiesSchema = z.object({
  menuLinks: z.number().int().describe("Links of the menu and footer to it (by the page, or its address)"),
  redirects: z.number().int().describe("Redirects that lead to it (by the page, or its address)"),
});
export type PageTies = z.infer<typeof pageTiesSchema>;

/** A page as a signed-in caller reads it: with its publication badge (ADR 0122). */
export const adminPageDtoSchema = withPublication(pageDtoSchema);
export type AdminPageDto = z.infer<typeof adminPageDtoSchema>;
