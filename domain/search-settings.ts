import { z } from "zod";
import { defaultSearchSettings, type FixedPage } from "./fixed-pages.ts";
import { fromJsonText, multiLineText, text, tooLong } from "./text-rules.ts";

/**
 * A record's own search and sharing settings (issue 53, ADR 0166): what a search result and a
 * shared link show for its page, whether search engines may index it, and which address is its
 * canonical one. Every field empty (or false) means the site-wide default from Site › Search and
 * sharing and the record's own name, text and first picture.
 */
export const searchSettingLimits = { titleMax: 70, descriptionMax: 300, canonicalMax: 2048, imageMax: 500 } as const;

/**
 * The lengths search engines show before cutting a title or a description (Google's snippet, in
 * characters; X, LinkedIn and WhatsApp cut shared cards about the same): the form's guidance, not a rule.
 */
export const searchLengthGuidance = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
} as const;

const l = searchSettingLimits;

export const searchSettingMessages = {
  invalid: "Search settings must be an object with title, description, image, noindex and canonical",
  titleTooLong: tooLong("Search title", l.titleMax),
  descriptionTooLong: tooLong("Search description", l.descriptionMax),
  canonicalInvalid: "Canonical address must be a path on this site (starting with /) or a full http(s) address",
  imageInvalid: "Share picture must be one of the record's own pictures",
  pageImageInvalid: "Share picture must be a picture from the media library",
  noindexInvalid: "Hide from search engines must be true or false",
  pagesInvalid: "Pages must be an object with each page's search settings",
} as const;
const m = searchSettingMessages;

/** A path on this site (`/services/web`) or an absolute http(s) address; empty: the page's own. */
const isCanonical = (value: string) => {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

/** A stored picture's address (site-relative); the page falls back when it is no longer usable. */
const sharePicture = (error: string) =>
  text(error)
    .max(l.imageMax, error)
    .refine((value) => value === "" || (value.startsWith("/") && !value.startsWith("//")), error)
    .default("");

/** The settings as a form edits them. */
export const searchSettingsFieldsSchema = z.object(
  {
    title: text(m.titleTooLong).max(l.titleMax, m.titleTooLong).default(""),
    description: multiLineText(m.descriptionTooLong).max(l.descriptionMax, m.descriptionTooLong).default(""),
    // A stored picture's address (site-relative); the page falls back when it is no longer the record's.
    image: sharePicture(m.imageInvalid),
    noindex: z.boolean({ error: m.noindexInvalid }).default(false),
    canonical: text(m.canonicalInvalid)
      .max(l.canonicalMax, m.canonicalInvalid)
      .refine(isCanonical, m.canonicalInvalid)
      .default(""),
  },
  { error: m.invalid },
);

/** The settings as the API takes them: an object, or the same object as JSON text (a multipart form's field). */
export const searchSettingsSchema = z.preprocess(fromJsonText(m.invalid), searchSettingsFieldsSchema);
export type SearchSettings = z.output<typeof searchSettingsSchema>;

export { defaultSearchSettings } from "./fixed-pages.ts";

/** The settings as the API answers them (a revision kept before they existed reads as the defaults). */
export const searchSettingsDtoSchema = z
  .object({
    title: z
      .string()
      .describe("The page's whole <title> in search results; empty: its name in the site's title template"),
    description: z.string().describe("Its meta description; empty: the start of its own text"),
    image: z.string().describe("Its share picture, one of its own pictures; empty: its first picture, or the site's"),
    noindex: z.boolean().describe("Asks search engines not to index it, and leaves it out of the sitemap"),
    canonical: z.string().describe("Its canonical address (a path or an absolute URL); empty: its own address"),
  })
  .default(defaultSearchSettings);

/** Where a length stands against what search engines show: under, within or past it. */
export function lengthAdvice(what: keyof typeof searchLengthGuidance, length: number): "short" | "good" | "long" {
  const { min, max } = searchLengthGuidance[what];
  if (length < min) return "short";
  return length > max ? "long" : "good";
}

/**
 * A fixed page's settings: a record's, its share picture any picture of the media library (ADR 0179,
 * 0181) where a record's is one of its own.
 */
const pageSettings = searchSettingsFieldsSchema.extend({ image: sharePicture(m.pageImageInvalid) }).prefault({});
export type PageSettings = z.output<typeof pageSettings>;

/** Every fixed page's settings, sent whole; a page left out has the defaults. */
export const pageSearchSettingsFieldsSchema = z.object(
  {
    home: pageSettings,
    about: pageSettings,
    services: pageSettings,
    projects: pageSettings,
    products: pageSettings,
    career: pageSettings,
    contact: pageSettings,
    privacy: pageSettings,
  } satisfies Record<FixedPage, unknown>,
  { error: m.pagesInvalid },
);

/** The pages' settings as stored: a part saved before they existed has the defaults. */
export const pageSearchSettingsSchema = pageSearchSettingsFieldsSchema.prefault({});
export type PageSearchSettings = z.output<typeof pageSearchSettingsSchema>;
