import { count } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { categories } from "../../server/db/schema.ts";

export async function countCategories(db: Db) {
  const [{ total }] = await db.select({ total: count() }).from(categories);
  return total;
}
