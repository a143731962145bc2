import { z } from "zod";
import { recordPublicationSchema } from "./drafts.ts";
import { searchSettingsDtoSchema } from "./search-settings.ts";
import { notFound } from "./text-patterns.ts";

/**
 * What the public shapes of the site's content share (issue 70: each kind's own shapes are in its
 * own file, `domain/<kind>.ts`, exactly as docs/api.md names them). The server declares them as
 * response schemas (so nothing internal is ever serialised) and the React app reads them.
 */

export const timestamp = z.string().describe("ISO-8601 timestamp");
/** Sent back with an update (`version` or `If-Match`) so a colleague's change is never overwritten. */
export const version = z.number().int().describe("1 when created, +1 on every change");

/** How a category, a service, a portfolio item and a job end: search settings, version and times. */
export const recordStampsDto = { seo: searchSettingsDtoSchema, version, createdAt: timestamp, updatedAt: timestamp };

/**
 * A record as a signed-in caller reads it (the back office's paged lists and single reads): its
 * public shape with its publication badge (`status`, `hasDraft`: ADR 0122).
 */
export const withPublication = <Shape extends z.ZodRawShape>(dto: z.ZodObject<Shape>) =>
  dto.extend(recordPublicationSchema.shape);

/** A record's category; `slug` empty in a revision kept before categories had slugs. */
export const categoryRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string().default("") });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** 404 texts of the public reads; a malformed id gets the same answer as an unknown one. */
export const contentMessages = {
  categoryNotFound: notFound("Category"),
  serviceNotFound: notFound("Service"),
  portfolioNotFound: notFound("Portfolio item"),
  jobNotFound: notFound("Job"),
} as const;
