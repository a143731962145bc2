import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { portfolioItems, services } from "../../db/schema/content.ts";

export async function isCategoryInUse(db: Db, categoryId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from ${services} where ${services.categoryId} = ${categoryId})
        or exists (select 1 from ${portfolioItems} where ${portfolioItems.categoryId} = ${categoryId}) as "used"`);
  return rowsOf<{ used: boolean }>(result)[0]?.used === true;
}
