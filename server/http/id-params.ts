import { z } from "zod";

/** Route params stay plain strings: a malformed id is a 404, never a 400 or 500 (docs/api.md). */
export const idParams = z.object({ id: z.string() });

/** A public read's record: its id or its slug (issue 53); anything else is a 404 like an unknown id. */
export const idOrSlugParams = z.object({ id: z.string().describe("The record's id or its slug") });
