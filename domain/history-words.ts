import { calloutTones, liveListLabels } from "./blocks.ts";

/**
 * History in words (issue 67, ADR 0280): how a comparison of two versions names what changed — a
 * block by what the editor calls it, a field by its form's label — so no stored key ("Type doc",
 * "Attrs") is ever shown to a person.
 */

/** The blocks as the editor's toolbar names them. */
export const blockWords: Record<string, string> = {
  paragraph: "Paragraph",
  heading: "Heading",
  bulletList: "List",
  orderedList: "Numbered list",
  blockquote: "Quote",
  codeBlock: "Code",
  horizontalRule: "Divider",
  callout: "Callout",
  table: "Table",
  picture: "Picture",
  gallery: "Gallery",
  video: "Video",
  callToAction: "Call to action",
  faq: "FAQ",
  liveList: "Live list",
  columns: "Columns",
  column: "Column",
};

/** A block this version of the back office does not know by name. */
export const unknownBlockWord = "Block";

/** The words a block's settings are said in (a callout's tone, a live list's list). */
export const blockSettingWords = { calloutTones, liveListLabels } as const;

/**
 * The fields of the content kinds by their forms' labels (the page and article editors, the search
 * and sharing section); a screen may name its own kind's fields over these.
 */
export const historyFieldLabels: Record<string, string> = {
  title: "Title",
  name: "Name",
  slug: "Slug",
  summary: "Summary",
  description: "Description",
  cover: "Cover",
  coverId: "Cover",
  body: "Article",
  blocks: "Page content",
  author: "Author",
  authorId: "Author",
  tags: "Tags",
  projectId: "Case study of a project",
  serviceId: "Case study of a service",
  parentId: "Parent page",
  seo: "Search and sharing",
  readingMinutes: "Reading time",
  publishedAt: "First published",
};

/** The search and sharing section's own labels (its fields share names with the record's). */
export const searchSettingLabels: Record<string, string> = {
  title: "Search title",
  description: "Search description",
  image: "Share picture",
  noindex: "Hide from search engines",
  canonical: "Canonical address",
};

/** Fields another field already shows in words (the cover's picture, the author's name). */
export const shownElsewhere: Record<string, string> = { coverId: "cover", authorId: "author" };

export const historyWords = {
  noDifferences: "No differences",
  differ: (count: number, names: string) => `${count} ${count === 1 ? "field differs" : "fields differ"}: ${names}`,
  /** The legend of a comparison: what the marks mean. */
  legend: (from: string, to: string) =>
    `From ${from} to ${to}: struck-through words are only in ${from}, underlined words only in ${to}.`,
  added: "Added",
  removed: "Removed",
  changed: "Changed",
  unchangedBlocks: (count: number) => `${count} unchanged ${count === 1 ? "block" : "blocks"}`,
  unchangedFields: (names: string) => `Unchanged: ${names}`,
  empty: "(empty)",
  yes: "Yes",
  no: "No",
  minutes: (count: number) => `${count} min`,
  liveList: (list: string, count: number) => `${list}, ${count} shown`,
  picture: (alt: string) => (alt ? `Picture: ${alt}` : "Picture"),
  pictureBefore: "Before",
  pictureAfter: "After",
} as const;
