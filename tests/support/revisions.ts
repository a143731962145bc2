import { pruneRevisions } from "../../server/engines/content-writes/revisions.ts";
import type { TestContext } from "./test-app.ts";

/**
 * Prunes every revision but each record's newest, as the retention does once they are old enough
 * (ADR 0102), and removes the pictures only they named.
 */
export async function pruneHistory(ctx: TestContext): Promise<void> {
  const later = new Date(Date.now() + 365 * 86_400_000);
  const { images } = await pruneRevisions(ctx.database.db, later, 90, 1);
  await ctx.app.publicImages.release(images);
}
