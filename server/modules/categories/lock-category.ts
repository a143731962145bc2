import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories } from "../../db/schema/content.ts";
import { isUuid } from "../../lib/uuid.ts";

/**
 * Checks that a referenced category exists and share-locks it until the transaction ends, so a
 * concurrent delete of that category waits instead of leaving a dangling reference.
 */
export async function lockCategory(tx: Db, categoryId: string, missing: () => Error): Promise<void> {
  if (!isUuid(categoryId)) throw missing();
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for("share");
  if (!row) throw missing();
}
