import { sql } from "drizzle-orm";
import type { PortfolioType } from "../../../domain/enums.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { portfolioItems } from "../../db/schema/content.ts";
import { productCodeSequence, projectCodeSequence } from "./schema.ts";

const codeSettings = {
  project: { prefix: "PRJ", sequence: projectCodeSequence },
  product: { prefix: "PRD", sequence: productCodeSequence },
} as const;

/** `PRJ-0001`; past 9999 the number simply grows (`PRJ-10000`). */
export const formatPortfolioCode = (type: PortfolioType, n: number) =>
  `${codeSettings[type].prefix}-${String(n).padStart(4, "0")}`;

/**
 * The next free code of a type. A sequence hands every caller its own number, so concurrent creates
 * never get the same code; a number whose code is already taken (rows restored from elsewhere) is
 * skipped.
 */
export async function nextPortfolioCode(db: Db, type: PortfolioType): Promise<string> {
  const { sequence } = codeSettings[type];
  for (;;) {
    const result = await db.execute(sql`select nextval(${sequence.seqName}) :: int as "n"`);
    const code = formatPortfolioCode(type, rowsOf<{ n: number }>(result)[0].n);
    const taken = await db.execute(
      sql`select 1 from ${portfolioItems} where lower(${portfolioItems.projectCode}) = lower(${code})
           or lower(${portfolioItems.productCode}) = lower(${code}) limit 1`,
    );
    if (rowsOf(taken).length === 0) return code;
  }
}
