import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { derivedTableNames } from "../../db/schema/rollups.ts";

/**
 * A logical dump both database kinds read: every row of every table as PostgreSQL's own JSON of it
 * (`to_jsonb`), one per line, written and read back as text so no value passes through a
 * JavaScript number or date. PGlite and a PostgreSQL server produce and accept the same lines,
 * which makes an archive the way off the embedded database (ADR 0095).
 */
export type TableDump = { name: string; lines: string[] };
export type SequenceValue = { name: string; value: string | null };

/** What a query needs: the database or a transaction on it. */
type Executor = Pick<Db, "execute">;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const ident = (name: string) => sql.raw(quoted(name));
const regclass = (name: string) => `public.${quoted(name)}`;

/**
 * The app's tables, parents before the tables whose foreign keys point at them; without the
 * figures the database derives from them (ADR 0110), which the restored rows' triggers rebuild.
 */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`);
  const edges = await db.execute<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`);
  const parents = new Map<string, Set<string>>(
    tables.rows.filter((row) => !derivedTableNames.includes(row.name)).map((row) => [row.name, new Set<string>()]),
  );
  for (const edge of edges.rows) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const ready = [...parents].filter(([name, of]) => !placed.has(name) && [...of].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("foreign keys form a cycle between tables");
    for (const [name] of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** Every table's rows and every sequence's value, read in one snapshot. */
export async function dumpDatabase(db: Db): Promise<{ tables: TableDump[]; sequences: SequenceValue[] }> {
  return db.transaction(
    async (tx) => {
      // Times are written in UTC whatever the server's zone, so both kinds write the same lines.
      await tx.execute(sql`set local time zone 'UTC'`);
      const tables: TableDump[] = [];
      for (const name of await tablesInDependencyOrder(tx)) {
        const { rows } = await tx.execute<{ line: string }>(
          sql`select to_jsonb(t)::text as line from ${ident(name)} as t order by 1`,
        );
        tables.push({ name, lines: rows.map((row) => row.line) });
      }
      const sequences = await tx.execute<SequenceValue>(sql`
        select sequencename as name, last_value::text as value from pg_sequences
        where schemaname = 'public' order by sequencename`);
      return { tables, sequences: sequences.rows };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** How many rows the app's tables hold: a restore refuses a database that has any. */
export async function countRows(db: Db): Promise<number> {
  let total = 0;
  for (const name of await tablesInDependencyOrder(db)) {
    const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from ${ident(name)}`);
    total += rows[0]?.count ?? 0;
  }
  return total;
}

/** Empties the database completely (tables, functions, sequences and the migration record). */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

const BATCH = 500;

/**
 * Inserts the dumped rows into a database migrated to the dump's level, in dependency order, in
 * one transaction. Generated columns are left to the database; identity columns keep their values.
 */
export async function loadDatabase(db: Db, tables: TableDump[], sequences: SequenceValue[]): Promise<void> {
  const order = await tablesInDependencyOrder(db);
  const byName = new Map(tables.map((table) => [table.name, table]));
  await db.transaction(async (tx) => {
    for (const name of order) {
      const lines = byName.get(name)?.lines ?? [];
      if (lines.length === 0) continue;
      const { rows: columns } = await tx.execute<{ name: string }>(sql`
        select a.attname as name from pg_attribute a
        where a.attrelid = ${regclass(name)}::regclass and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = '' order by a.attnum`);
      const list = sql.join(
        columns.map((column) => ident(column.name)),
        sql`, `,
      );
      for (let start = 0; start < lines.length; start += BATCH) {
        const batch = `[${lines.slice(start, start + BATCH).join(",")}]`;
        await tx.execute(sql`insert into ${ident(name)} (${list}) overriding system value
          select ${list} from jsonb_populate_recordset(null::${ident(name)}, ${batch}::jsonb)`);
      }
    }
    for (const sequence of sequences) {
      if (sequence.value === null) continue;
      await tx.execute(sql`select setval(${regclass(sequence.name)}::regclass, ${sequence.value}::bigint, true)`);
    }
  });
}
