import { eq, sql } from "drizzle-orm";
import type { RedirectRecord, RedirectRule, RedirectStatus } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema/content.ts";

/**
 * The redirects table as the rules read and write it (ADR 0165, 0249): here, beside a record's
 * addresses, so a rename (content-writes, authors) can write its redirect without reaching the
 * redirects manager's module.
 */

export type RedirectRow = typeof redirects.$inferSelect;

export const recordOf = (row: Pick<RedirectRow, "toKind" | "toId">): RedirectRecord | null =>
  row.toKind && row.toId ? { kind: row.toKind, id: row.toId } : null;

const statusOf = (status: number): RedirectStatus => (status === 302 ? 302 : status === 410 ? 410 : 301);

export const ruleOf = (row: RedirectRow): RedirectRule => ({
  id: row.id,
  from: row.fromPath,
  to: row.toUrl,
  toRecord: recordOf(row),
  external: row.external,
  status: statusOf(row.status),
  note: row.note,
  automatic: row.automatic,
});

/** The stored columns of a rule. */
export const columnsOf = (rule: RedirectRule) => ({
  fromPath: rule.from,
  toUrl: rule.to,
  toKind: rule.toRecord?.kind ?? null,
  toId: rule.toRecord?.id ?? null,
  external: rule.external,
  status: rule.status,
  note: rule.note,
  automatic: rule.automatic ?? false,
});

export async function allRedirects(db: Db): Promise<RedirectRow[]> {
  return db.select().from(redirects);
}

/** One save at a time: two saves checked side by side could together make a loop neither sees. */
export const lockRedirects = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('redirects'))`);

/** Every redirect as the rules see it, by `from`. */
export async function rulesOf(tx: Db): Promise<Map<string, RedirectRule>> {
  return new Map((await allRedirects(tx)).map((row) => [row.fromPath, ruleOf(row)]));
}

/**
 * Writes many rules at once: the new ones (no id) in multi-row inserts, the others one by one. An
 * import's thousands of redirects were a statement each.
 */
export async function storeAll(tx: Db, rules: readonly RedirectRule[]): Promise<void> {
  const fresh = rules.filter((rule) => rule.id === undefined).map(columnsOf);
  for (let at = 0; at < fresh.length; at += INSERT_ROWS)
    await tx.insert(redirects).values(fresh.slice(at, at + INSERT_ROWS));
  for (const rule of rules) if (rule.id !== undefined) await store(tx, rule);
}

/** Rows per insert: 13 columns each, well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_ROWS = 1000;

/** Writes a rule (new without an id) and returns its row. */
export async function store(tx: Db, rule: RedirectRule): Promise<RedirectRow> {
  const columns = columnsOf(rule);
  if (rule.id === undefined) {
    const [row] = await tx.insert(redirects).values(columns).returning();
    return row;
  }
  const [row] = await tx
    .update(redirects)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(redirects.id, rule.id))
    .returning();
  return row;
}
