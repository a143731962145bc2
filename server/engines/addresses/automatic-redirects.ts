import { and, eq } from "drizzle-orm";
import { addressOf, slugsAt } from "../../../domain/addresses.ts";
import { planSave, type RedirectRecord, type RedirectRule } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { authorFormerSlugs, redirects } from "../../db/schema/content.ts";
import { lockRedirects, rulesOf, store } from "./redirect-rows.ts";
import { formerSlugs } from "./schema.ts";

/** Where author pages sit: an automatic redirect from under it stands for an author's former slug. */
const authorPages = addressOf.blogAuthor({ slug: "" });

/**
 * Run in a rename's transaction (ADR 0249): the address a record or an author left becomes an
 * automatic redirect of the manager — to the record, so it follows later renames, or to the
 * author's page now — and the redirects that ended at that address are re-pointed past it, so the
 * rename makes no chain. A person's own redirect from the address is left as it is (it answered
 * first anyway). Answers whether any redirect changed.
 */
export async function redirectFormerAddress(
  tx: Db,
  from: string,
  target: { toRecord: RedirectRecord } | { to: string },
): Promise<boolean> {
  await lockRedirects(tx);
  const rules = await rulesOf(tx);
  if (rules.has(from)) return false;
  const planned = planSave(rules, {
    from,
    to: "to" in target ? target.to : null,
    toRecord: "toRecord" in target ? target.toRecord : null,
    external: false,
    status: 301,
    note: "",
    automatic: true,
  });
  if (!planned.ok) return false;
  await store(tx, planned.rule);
  for (const rule of planned.repointed) await store(tx, rule);
  return true;
}

/**
 * A record or author given `address` as theirs: an automatic redirect from it (another's former
 * address) gives way, since a current address always wins; a person's own stays (and the rename is
 * refused: `refuseRedirectedAddress`). Answers whether one was removed.
 */
export async function dropAutomaticAt(tx: Db, address: string): Promise<boolean> {
  const removed = await tx
    .delete(redirects)
    .where(and(eq(redirects.fromPath, address), eq(redirects.automatic, true)))
    .returning({ id: redirects.id });
  return removed.length > 0;
}

/**
 * A rename's redirect removed, or made a person's own: the former slug behind it is forgotten too,
 * so the record's page no longer answers that address with a 301 of its own (removing one really
 * stops it; a category's takes its services' addresses under that slug with it).
 */
export async function forgetFormerAddress(tx: Db, rule: RedirectRule): Promise<void> {
  if (rule.from.startsWith(authorPages)) {
    await tx.delete(authorFormerSlugs).where(eq(authorFormerSlugs.slug, rule.from.slice(authorPages.length)));
    return;
  }
  const named = slugsAt(rule.from);
  if (!named || !rule.toRecord) return;
  await tx.delete(formerSlugs).where(and(eq(formerSlugs.recordId, rule.toRecord.id), eq(formerSlugs.slug, named.slug)));
}
