import { z } from "zod";
import { contentRecordKinds, recordlessKinds } from "./content-kinds.ts";
import { listPageQuery, oneOfFilter } from "./list-paging.ts";
import type { ContentArea } from "./roles.ts";
import { multiLineText, notFound, text, tooLong } from "./text-rules.ts";

/**
 * The media library (issue 52, ADR 0181; docs/api.md "Media library"): every stored picture once,
 * with the words that describe it (alt text, caption, credit), the point a crop keeps (its focal
 * point) and where it is used. A picture is in the library from its upload, whichever form sent it,
 * until it is deleted from the library: a record that stops showing it leaves it there, unused.
 */

/**
 * The areas whose records show pictures: their update right opens the library (upload, describe,
 * replace, delete to its trash), since choosing and describing pictures is part of editing them.
 */
export const mediaAreas: readonly ContentArea[] = ["category", "services", "product", "projects", "site"];

export const mediaLimits = { altMax: 250, captionMax: 500, creditMax: 200, nameMax: 200 } as const;
const l = mediaLimits;

/** Where a use sits: a live record, a draft, an earlier version (revision), the trash or a Site setting. */
export const mediaUseStates = ["published", "draft", "revision", "trash", "site"] as const;
export type MediaUseState = (typeof mediaUseStates)[number];

/** Uses that keep a picture from being deleted: everything but an earlier version, which keeps its own file. */
export const blockingUseStates: readonly MediaUseState[] = ["published", "draft", "trash", "site"];

export const mediaMessages = {
  uploaded: "Uploaded",
  updated: "Picture updated",
  replaced: "Picture replaced",
  deleted: "Picture moved to the trash",
  restored: "Picture restored",
  notFound: notFound("Picture"),
  notInLibrary: "This picture is not in the media library",
  inUse: "This picture is in use",
  alreadyInLibrary: "This file is already in the library as another picture",
  altTooLong: tooLong("Alt text", l.altMax),
  captionTooLong: tooLong("Caption", l.captionMax),
  creditTooLong: tooLong("Credit", l.creditMax),
  focalInvalid: "The focal point must be a number from 0 to 1",
  decorativeInvalid: "Decorative must be true or false",
  nothingToChange: "Send at least one of alt, caption, credit, focalX, focalY or decorative",
  fileRequired: "Please select an image",
  unusedInvalid: "unused must be true or false",
  missingAltInvalid: "missingAlt must be true or false",
  deletedInvalid: "deleted must be true or false",
} as const;
const m = mediaMessages;

const focal = z.number({ error: m.focalInvalid }).min(0, m.focalInvalid).max(1, m.focalInvalid);

/** What describes a picture, as an upload's form fields or a change sends it. */
const describing = {
  alt: text(m.altTooLong).max(l.altMax, m.altTooLong),
  caption: multiLineText(m.captionTooLong).max(l.captionMax, m.captionTooLong),
  credit: text(m.creditTooLong).max(l.creditMax, m.creditTooLong),
};

/** Library pictures a picture form sends in place of files (`imageIds`, `logoId`): media ids as text. */
export const libraryIdsSchema = z.array(text(m.notInLibrary).max(2000, m.notInLibrary));

/** `POST /media`'s text fields beside its `file`. */
export const mediaUploadFieldsSchema = z.object({
  alt: describing.alt.default(""),
  caption: describing.caption.default(""),
  credit: describing.credit.default(""),
});
export type MediaUploadFields = z.output<typeof mediaUploadFieldsSchema>;

/** `PATCH /media/:id`: what changes, and the version it was edited from. */
export const mediaUpdateSchema = z
  .object({
    alt: describing.alt.optional(),
    caption: describing.caption.optional(),
    credit: describing.credit.optional(),
    focalX: focal.optional(),
    focalY: focal.optional(),
    decorative: z.boolean({ error: m.decorativeInvalid }).optional(),
    version: z.number().int().optional().describe("the version edited from (or If-Match)"),
  })
  .refine((body) => Object.keys(body).some((key) => key !== "version"), { error: m.nothingToChange });
export type MediaUpdate = Omit<z.output<typeof mediaUpdateSchema>, "version">;
/** What a change may set, in the order an audit entry lists it. */
export const mediaChangeKeys = ["alt", "caption", "credit", "focalX", "focalY", "decorative"] as const;

const flag = (error: string) => oneOfFilter(["true", "false"], error).transform((value) => value === "true");

export const mediaSortFields = ["createdAt", "name", "bytes"] as const;
export const mediaListQuery = listPageQuery(mediaSortFields, "-createdAt").extend({
  unused: flag(m.unusedInvalid).describe("true: only pictures nothing uses"),
  missingAlt: flag(m.missingAltInvalid).describe("true: only pictures without alt text that are not decorative"),
  deleted: flag(m.deletedInvalid).describe("true: the library's trash instead of the library"),
  url: z
    .string()
    .max(200)
    .optional()
    .describe("only the item at this address (the picture a block shows, with its alt text)"),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

export const mediaUseSchema = z.object({
  kind: z.string().describe(`the content kind (${[...contentRecordKinds, ...recordlessKinds].join(", ")}) or author`),
  id: z.string().describe("the record's id (a Site part: its word)"),
  name: z.string().describe("the record's name as the back office shows it"),
  field: z.string().describe("where it shows the picture"),
  state: z.enum(mediaUseStates),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaSchema = z.object({
  _id: z.string(),
  url: z.string().describe("the stored file's address; stable until the picture is replaced"),
  name: z.string().describe("the uploaded file's name"),
  type: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  alt: z.string(),
  caption: z.string(),
  credit: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  decorative: z.boolean().describe("shown as decoration: an empty alt is right for it"),
  uses: z.number().int().describe("how many places name it (earlier versions included)"),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaDetailSchema = mediaSchema.extend({ usedBy: z.array(mediaUseSchema) });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** A 409 for a delete while used: what uses it, so the editor can go and change them. */
export const mediaInUseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  usedBy: z.array(mediaUseSchema),
});

/** Whether a picture misses words a screen reader needs. */
export const missesAlt = (media: Pick<Media, "alt" | "decorative">) => !media.decorative && media.alt.trim() === "";

/** Uses that stop a delete (earlier versions keep their own file and never do). */
export const blockingUses = (uses: readonly MediaUse[]) => uses.filter((use) => blockingUseStates.includes(use.state));
