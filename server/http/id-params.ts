import { z } from "zod";

/** Route params stay plain strings: a malformed id is a 404, never a 400 or 500 (docs/api.md). */
export const idParams = z.object({ id: z.string() });
