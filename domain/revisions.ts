import { z } from "zod";
import type { ContentKind } from "./content-kinds.ts";
import { notFound } from "./text-patterns.ts";

/**
 * History and edit conflicts (docs/api.md "History, trash and edit conflicts", ADR 0102): every
 * saved state of a content record is a revision; an update may name the version it was edited
 * from, and a stale one is refused with who changed the record and when.
 */
/** Every content kind keeps revisions (domain/content-kinds.ts). */
export type RevisionKind = ContentKind;

/** Who a stale answer names when no one is known (a record nobody has saved since it was seeded). */
export const UNKNOWN_EDITOR = "another editor";

export const revisionMessages = {
  stale: (username: string, at: string) => `Changed by ${username} at ${at} while you were editing`,
  notFound: notFound("Revision"),
  restored: "Revision restored successfully",
  badVersion: "Version must be a whole number",
} as const;

/** Defaults of the retention (server/config.ts may change them). */
export const REVISION_RETENTION_DAYS = 90;
export const REVISION_KEEP = 20;

export const revisionActorSchema = z.object({ _id: z.string().nullable(), username: z.string() });

export const revisionSummarySchema = z.object({
  _id: z.string(),
  version: z.number().int(),
  at: z.string().describe("ISO-8601 timestamp"),
  actor: revisionActorSchema.nullable(),
  summary: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema.extend({
  record: z.record(z.string(), z.unknown()).describe("The whole record as it was after this change"),
});
export type Revision = z.infer<typeof revisionSchema>;

/** `If-Match: "3"` (or `W/"3"`, or 3), as a version number; undefined when absent. */
const ifMatchVersion = (header: string | undefined): number | undefined | null => {
  if (header === undefined || header.trim() === "") return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match ? Number(match[1]) : null;
};

/** `version` as sent in a JSON body (a number) or a multipart form (text). */
const fieldVersion = (value: unknown): number | undefined | null => {
  if (value === undefined || value === null || value === "") return undefined;
  const text = String(value).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/**
 * The version an update was edited from: the `version` field wins over `If-Match`; undefined when
 * neither came (the specs' calls, which update as before); null when one came but is no version.
 */
export function expectedVersionOf(ifMatch: string | undefined, field: unknown): number | undefined | null {
  const fromField = fieldVersion(field);
  return fromField !== undefined ? fromField : ifMatchVersion(ifMatch);
}
