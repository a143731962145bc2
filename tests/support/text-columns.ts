import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

type Column = { table: string; column: string };

/** Every column of every table of the public schema that can hold text: text, varchar, char, json, jsonb and arrays of them. */
export async function textColumns(db: Db): Promise<Column[]> {
  const { rows } = await db.execute<Column>(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
    order by 1, 2`);
  return rows;
}

/**
 * The columns (`table.column`) in which any row holds any of `needles`, as plain text ignoring
 * letter case (no pattern: an address's dots are dots). Searches every text-like column of every table, so a
 * table added later is searched too.
 */
export async function columnsHolding(db: Db, needles: string[]): Promise<string[]> {
  const columns = await textColumns(db);
  const found: string[] = [];
  for (const { table, column } of columns) {
    const { rows } = await db.execute<{ hits: number }>(sql`
      select count(*)::int as "hits" from ${sql.identifier(table)}
      where ${sql.join(
        needles.map((needle) => sql`strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`),
        sql` or `,
      )}`);
    if ((rows[0]?.hits ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
