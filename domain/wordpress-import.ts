import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import { notFound } from "./text-patterns.ts";

/**
 * Importing a WordPress site (issue 68, docs/api.md "Importing a WordPress site", ADRs 0240–0244):
 * the file WordPress's Tools › Export writes (WXR 1.0–1.2), read once to be checked, then by a
 * background job that reports what it would create (a dry run) or creates it. The shapes, limits and
 * messages the server, the OpenAPI description, the back office's Import screen, the command line
 * and the tests share.
 */

export const importStatuses = ["queued", "running", "done", "failed", "cancelled"] as const;
export type ImportStatus = (typeof importStatuses)[number];
/** An import still under way: it may be cancelled, and its report still grows. */
export const isImportActive = (status: ImportStatus) => status === "queued" || status === "running";

/** What an import makes, one count each (what it created, or in a dry run what it would create). */
export const importCountNames = [
  "articles",
  "pages",
  "media",
  "tags",
  "authors",
  "menuItems",
  "redirects",
  "searchSettings",
] as const;
export type ImportCountName = (typeof importCountNames)[number];
export type ImportCounts = Record<ImportCountName, number>;
export const noImportCounts = (): ImportCounts => ({
  articles: 0,
  pages: 0,
  media: 0,
  tags: 0,
  authors: 0,
  menuItems: 0,
  redirects: 0,
  searchSettings: 0,
});

/** How the Import screen and the command line name each count. */
export const importCountLabels: Record<ImportCountName, string> = {
  articles: "Articles",
  pages: "Pages",
  media: "Pictures",
  tags: "Tags",
  authors: "Authors",
  menuItems: "Menu links",
  redirects: "Old addresses",
  searchSettings: "Search settings",
};

export const importStatusLabels: Record<ImportStatus, string> = {
  queued: "Waiting",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** The steps of an import, in order, as the progress bar names them. */
export const importPhaseNames = ["reading", "media", "content", "navigation", "redirects", "finished"] as const;
export type ImportPhase = (typeof importPhaseNames)[number];
export const importPhases: Record<ImportPhase, string> = {
  reading: "Reading the export",
  media: "Pictures",
  content: "Pages and articles",
  navigation: "Menu",
  redirects: "Old addresses",
  finished: "Finished",
};

export const importLimits = {
  /** The export's size by default (WORDPRESS_IMPORT_MAX_MB): a site of thousands of posts is tens of MB. */
  fileMb: 200,
  /** The uploads archive's size by default (WORDPRESS_UPLOADS_MAX_MB). */
  uploadsMb: 4096,
  /** One picture, fetched or read from the archive: larger is no photograph a site shows. */
  pictureBytes: 40 * 1024 * 1024,
  /** One field of the export (a post's content): past it the file is refused, so memory stays bounded. */
  fieldBytes: 16 * 1024 * 1024,
  /** Problems kept in the report; past them only their number grows. */
  problemsKept: 1000,
  /** A picture's address is fetched for at most this long. */
  fetchSeconds: 30,
} as const;

/** A size as a message says it: megabytes, to two places at most. */
const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(2)).toLocaleString("en-US");

export const importMessages = {
  /** The 400 of a file that cannot be imported, with what is wrong and where. */
  notAnExport: (what: string, line: number) => `This file is not a WordPress export: ${what}, line ${line}`,
  fileRequired: "Choose the export file WordPress made (Tools › Export)",
  fileTooLarge: (bytes: number) => `The export is larger than ${megabytes(bytes)} MB`,
  uploadsTooLarge: (bytes: number) => `The uploads archive is larger than ${megabytes(bytes)} MB`,
  uploadsNotZip: "The uploads must be a .zip of the wp-content/uploads folder",
  dryRunInvalid: "dryRun must be true or false",
  notFound: notFound("Import"),
  finished: "This import has already finished",
  started: "Import started",
  dryRunStarted: "Dry run started",
  cancelled: "Import cancelled",
  cancelling: "Cancelling: the item being imported finishes first",
  stopped: "The import stopped on an unexpected error: what it imported is kept; import the file again to go on",
  /** An item whose write failed halfway: its transaction rolled back, the run went on (ADR 0257). */
  itemFailed: (why: string | undefined) =>
    `Not imported: storing it failed${why ? ` (${why})` : ""}. Nothing of it was kept; import the file again to try it once more`,
  stoppedTooOften: (times: number) =>
    `The import was begun ${times} times and stopped each time before it finished (the server restarted or ran out of memory): what it imported is kept`,
} as const;

/** One thing that could not be imported as it was, and why: `item` names it as the owner knows it. */
export const importProblemSchema = z.object({
  item: z.string().describe('What it concerns, as WordPress named it ("Post “Hello world” (#1)")'),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

const count = z.number().int();
export const importCountsSchema = z.object({
  articles: count,
  pages: count,
  media: count,
  tags: count,
  authors: count,
  menuItems: count,
  redirects: count,
  searchSettings: count,
}) satisfies z.ZodType<ImportCounts>;

export const importSchema = z.object({
  _id: z.string(),
  status: z.enum(importStatuses),
  dryRun: z.boolean().describe("A report of what an import would do; nothing is stored"),
  fileName: z.string(),
  site: z.string().nullable().describe("The WordPress site the export came from (its address)"),
  phase: z.enum(importPhaseNames),
  progress: z.number().min(0).max(1),
  counts: importCountsSchema.describe("Per kind, what was created (a dry run: what would be)"),
  created: z.number().int(),
  updated: z.number().int().describe("Items imported before whose WordPress version changed since"),
  skipped: z.number().int().describe("Items left as they are: imported before and unchanged, or refused"),
  problems: z.array(importProblemSchema),
  problemsTotal: z.number().int().describe("All problems found; the list keeps the first 1,000"),
  error: z.string().nullable().describe("Why a failed import stopped"),
  cancelRequested: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: isoTimestamp,
  startedAt: isoTimestamp.nullable(),
  finishedAt: isoTimestamp.nullable(),
});
export type ImportDto = z.infer<typeof importSchema>;

/** `dryRun` as a multipart field: "true" or "false" (absent: false). */
export const dryRunField = z
  .enum(["true", "false"], { error: importMessages.dryRunInvalid })
  .optional()
  .transform((value) => value === "true");
