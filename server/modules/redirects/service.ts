import { eq, inArray } from "drizzle-orm";
import {
  type ImportLine,
  planSave,
  type RedirectCreate,
  type RedirectRule,
  type RedirectUpdate,
  RulesByLanding,
  redirectMessages,
} from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema/content.ts";
import { forgetFormerAddress } from "../../engines/addresses/automatic-redirects.ts";
import { isRecordPage, recordAddress, recordAddresses } from "../../engines/addresses/record-address.ts";
import {
  lockRedirects,
  type RedirectRow,
  ruleOf,
  rulesOf,
  store,
  storeAll,
} from "../../engines/addresses/redirect-rows.ts";
import { changeVerbs, type RecordChange } from "../../engines/audit-trail/record.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import { findRedirect } from "./queries.ts";
import { notFoundPaths } from "./schema.ts";

/**
 * What a committed change of redirects must set going: `announce` tells the other instances inside
 * the transaction (sent on commit), `apply` reloads this instance's table and drops the cached pages
 * a redirect may now hide, before the writer answers (server/plugins/redirects.ts).
 */
export type RedirectChanges = { announce(tx: Db): Promise<void>; apply(): Promise<void> };

const ruleFromInput = (input: RedirectCreate, id?: string): RedirectRule => ({
  id,
  from: input.from,
  to: input.to ?? null,
  toRecord: input.toRecord ?? null,
  external: input.external ?? false,
  status: input.status,
  note: input.note ?? "",
});

/**
 * The rule checked against the others, and its record looked up: the plan, or the reason it is
 * refused. `addresses`: the records' addresses read beforehand, all at once (an import's lines).
 */
async function plan(
  tx: Db,
  rules: Map<string, RedirectRule>,
  rule: RedirectRule,
  byLanding?: RulesByLanding,
  addresses?: ReadonlyMap<string, string>,
) {
  const planned = planSave(rules, rule, byLanding);
  if (!planned.ok) return planned;
  if (await isRecordPage(tx, planned.rule.from)) {
    return { ok: false as const, message: redirectMessages.fromRealPage, path: "from" };
  }
  const target = planned.rule.toRecord;
  const address = target && (addresses ? addresses.get(target.id) : await recordAddress(tx, target));
  if (target && address === undefined) {
    return { ok: false as const, message: redirectMessages.recordNotFound, path: "toRecord" };
  }
  return planned;
}

const described = (rule: RedirectRule) =>
  rule.status === 410
    ? `${rule.from} → gone (410)`
    : `${rule.from} → ${rule.toRecord ? `${rule.toRecord.kind} ${rule.toRecord.id}` : rule.to} (${rule.status})`;

const auditFields = (rule: RedirectRule) => ({
  from: rule.from,
  to: rule.to,
  toRecord: rule.toRecord,
  external: rule.external,
  status: rule.status,
  note: rule.note,
});

/**
 * A person's rule added, changed or removed, audited with its fields as they were and as they are;
 * `rule` is the rule as it now stands, or as it stood when removed.
 */
function recordRuleChange(
  staff: StaffWrites,
  tx: Db,
  action: RecordChange,
  id: string,
  rule: RedirectRule,
  before?: RedirectRule,
) {
  const removed = action === "delete";
  return staff.audit.record(tx, {
    action,
    entity: "redirect",
    entityId: id,
    summary: `${changeVerbs[action]} redirect ${described(rule)}`,
    before: removed ? auditFields(rule) : before && auditFields(before),
    after: removed ? undefined : auditFields(rule),
  });
}

/** Saves a rule as planned against all the others (refused as plan refuses it), with every rule it re-pointed. */
async function planAndStore(staff: StaffWrites, tx: Db, rules: Map<string, RedirectRule>, rule: RedirectRule) {
  const planned = await plan(tx, rules, rule);
  if (!planned.ok) throw InvalidInput.of(planned.message, planned.path);
  const stored = await store(tx, planned.rule);
  await storeRepointed(staff, tx, planned.repointed);
  return { stored, rule: planned.rule };
}

async function storeRepointed(staff: StaffWrites, tx: Db, repointed: readonly RedirectRule[]) {
  for (const rule of repointed) {
    await store(tx, rule);
    await staff.audit.record(tx, {
      action: "update",
      entity: "redirect",
      entityId: rule.id ?? null,
      summary: `Redirect re-pointed to stay one hop: ${described(rule)}`,
      after: auditFields(rule),
    });
  }
}

/**
 * A change to the redirects: under their lock, with every rule in hand as the transaction sees it,
 * announced to every instance once it commits (each reloads its table in memory).
 */
async function changeRedirects<T>(
  staff: StaffWrites,
  changes: RedirectChanges,
  work: (tx: Db, rules: Map<string, RedirectRule>) => Promise<{ result: T; changed: boolean }>,
): Promise<T> {
  const result = await staff.change(async (tx) => {
    await lockRedirects(tx);
    const done = await work(tx, await rulesOf(tx));
    if (done.changed) await changes.announce(tx);
    return done.result;
  });
  await changes.apply();
  return result;
}

export async function createRedirect(
  staff: StaffWrites,
  changes: RedirectChanges,
  input: RedirectCreate,
): Promise<RedirectRow> {
  return changeRedirects(staff, changes, async (tx, rules) => {
    const existing = rules.get(input.from);
    if (existing && !existing.automatic) throw new Conflict(redirectMessages.duplicate);
    // A person's redirect from a rename's former address takes the automatic one's place (ADR 0249).
    if (existing?.id !== undefined) {
      await tx.delete(redirects).where(eq(redirects.id, existing.id));
      await forgetFormerAddress(tx, existing);
      rules.delete(input.from);
    }
    const { stored, rule } = await planAndStore(staff, tx, rules, ruleFromInput(input));
    await recordRuleChange(staff, tx, "create", stored.id, rule);
    return { result: stored, changed: true };
  });
}

export async function updateRedirect(
  staff: StaffWrites,
  changes: RedirectChanges,
  id: string,
  input: RedirectUpdate,
): Promise<RedirectRow> {
  return changeRedirects(staff, changes, async (tx, rules) => {
    const current = isUuid(id) ? await findRedirect(tx, id) : undefined;
    if (!current) throw new NotFound(redirectMessages.notFound);
    const before = ruleOf(current);
    rules.delete(before.from);
    const from = input.from ?? before.from;
    if (rules.has(from)) throw new Conflict(redirectMessages.duplicate);
    // A new kind of target replaces the old one whole: a path given clears the record, and the reverse.
    const status = input.status ?? before.status;
    const targetGiven = input.to !== undefined || input.toRecord !== undefined || status === 410;
    const merged: RedirectRule = {
      ...before,
      from,
      status,
      to: targetGiven ? (input.to ?? null) : before.to,
      toRecord: targetGiven ? (input.toRecord ?? null) : before.toRecord,
      external: input.external ?? (targetGiven && input.to === undefined ? false : before.external),
      note: input.note ?? before.note,
    };
    // A rename's redirect stays its own while it says what the rename made; another target or address
    // makes it the person's, and the former address behind it is forgotten (ADR 0249).
    const kept =
      merged.from === before.from &&
      merged.status === before.status &&
      merged.to === before.to &&
      merged.toRecord?.kind === before.toRecord?.kind &&
      merged.toRecord?.id === before.toRecord?.id;
    merged.automatic = before.automatic === true && kept;
    if (before.automatic && !merged.automatic) await forgetFormerAddress(tx, before);
    const { stored, rule } = await planAndStore(staff, tx, rules, merged);
    await recordRuleChange(staff, tx, "update", id, rule, before);
    return { result: stored, changed: true };
  });
}

export async function deleteRedirect(staff: StaffWrites, changes: RedirectChanges, id: string): Promise<void> {
  await staff.change(async (tx) => {
    const [row] = isUuid(id) ? await tx.delete(redirects).where(eq(redirects.id, id)).returning() : [];
    if (!row) throw new NotFound(redirectMessages.notFound);
    const rule = ruleOf(row);
    // A rename's redirect removed: its former address stops answering (ADR 0249), not only this row.
    if (rule.automatic) await forgetFormerAddress(tx, rule);
    await recordRuleChange(staff, tx, "delete", id, rule);
    await changes.announce(tx);
  });
  await changes.apply();
}

/**
 * A line of an import as read from the file: its number, and the redirect it asks for, why it is
 * skipped (disabled on the old site) or why it can't be one.
 */
export type ImportCandidate = { line: number; from: string } & (
  | { input: RedirectCreate; message?: undefined; skipped?: undefined }
  | { input?: undefined; message: string; skipped?: undefined }
  | { input?: undefined; message?: undefined; skipped: string }
);

/** Where an import's lines came from (its audit entry names it), and work to do in its transaction. */
export type RedirectImportSource = {
  /** "CSV", "a WordPress import". */
  name: string;
  /** Run in the import's transaction once its lines are stored, with what became of each. */
  alongside?(tx: Db, report: readonly ImportLine[]): Promise<void>;
};

/**
 * Saves every acceptable line of an import in one transaction, each checked by the same rules as a
 * single save against the redirects as the lines before it left them; a line for an address that
 * already has a redirect replaces it. Answers line by line what was taken and what was refused.
 */
export async function importRedirects(
  staff: StaffWrites,
  changes: RedirectChanges,
  candidates: readonly ImportCandidate[],
  source: RedirectImportSource = { name: "CSV" },
): Promise<ImportLine[]> {
  return changeRedirects(staff, changes, async (tx, rules) => {
    const touched = new Set<string>();
    const report: ImportLine[] = [];
    const byLanding = new RulesByLanding(rules.values());
    const addresses = await recordAddresses(
      tx,
      candidates.flatMap((candidate) => candidate.input?.toRecord ?? []),
    );
    for (const candidate of candidates) {
      const { line, from } = candidate;
      if (candidate.skipped !== undefined) {
        report.push({ line, from, outcome: "skipped", message: candidate.skipped });
        continue;
      }
      if (candidate.input === undefined) {
        report.push({ line, from, outcome: "refused", message: candidate.message });
        continue;
      }
      const existing = rules.get(candidate.input.from);
      const planned = await plan(tx, rules, ruleFromInput(candidate.input, existing?.id), byLanding, addresses);
      if (!planned.ok) {
        report.push({ line, from, outcome: "refused", message: planned.message });
        continue;
      }
      // A line for a rename's former address makes the redirect the owner's (ADR 0249).
      if (existing?.automatic) await forgetFormerAddress(tx, existing);
      for (const rule of [planned.rule, ...planned.repointed]) {
        byLanding.replace(rules.get(rule.from), rule);
        rules.set(rule.from, rule);
        touched.add(rule.from);
      }
      report.push({ line, from: planned.rule.from, outcome: existing ? "updated" : "created" });
    }
    await storeAll(
      tx,
      [...touched].flatMap((from) => rules.get(from) ?? []),
    );
    const taken = report.filter((line) => line.outcome === "created" || line.outcome === "updated").length;
    const refused = report.filter((line) => line.outcome === "refused").length;
    await staff.audit.record(tx, {
      action: "create",
      entity: "redirect",
      summary: `Imported ${taken} ${taken === 1 ? "redirect" : "redirects"} from ${source.name} (${refused} ${refused === 1 ? "line" : "lines"} refused)`,
    });
    await source.alongside?.(tx, report);
    return { result: report, changed: touched.size > 0 };
  });
}

/** Marks addresses of the 404 log ignored (or brings them back). */
export async function ignoreNotFound(staff: StaffWrites, paths: readonly string[], ignored: boolean): Promise<number> {
  return staff.change(async (tx) => {
    const rows = await tx
      .update(notFoundPaths)
      .set({ ignored })
      .where(inArray(notFoundPaths.path, [...paths]))
      .returning({ path: notFoundPaths.path });
    await staff.audit.record(tx, {
      action: "update",
      entity: "notFoundLog",
      summary: `${ignored ? "Ignored" : "Brought back"} ${rows.length} addresses in the 404 log`,
      after: { paths: rows.map((row) => row.path).slice(0, 50), ignored },
    });
    return rows.length;
  });
}
