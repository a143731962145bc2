import { normalizeRedirectFrom, type RedirectCreate, redirectCreateSchema } from "../../../domain/redirects.ts";
import { allRedirects } from "../redirects/queries.ts";
import { type ImportCandidate, importRedirects } from "../redirects/service.ts";
import { importedKey, oldAddressesOf } from "./import-plan.ts";
import type { ImportRun } from "./import-run.ts";
import { sourceHash } from "./imported-items.ts";
import { uploadsAddress, uploadsPathOf } from "./old-addresses.ts";
import { siteAddresses } from "./site-addresses.ts";

/**
 * The last step (ADR 0242): every address the old site answered becomes one 301 to its new home
 * through the redirects manager — listed, editable and removable there — in one transaction: each
 * post's and page's own link, `/?p=<id>` and `/?page_id=<id>`, a renamed post's old slug, each
 * picture's file under `/wp-content/uploads/` (and every size of it a post showed), each category's,
 * tag's and author's page and the feed. Posts and pages are redirected to their record, so a later
 * rename moves the redirect with it. An address already redirected by an earlier import of the site is
 * left as it is (its owner may have changed or removed it since).
 */
type Wanted = { from: string; to?: string; toRecord?: RedirectCreate["toRecord"]; note: string };

const wordPressNote = (what: string) => `From WordPress: ${what}`.slice(0, 500);

function wantedRedirects(run: ImportRun): Wanted[] {
  const { plan } = run;
  const wanted: Wanted[] = [];
  for (const [postId, record] of run.records) {
    const planned = plan.items.get(postId);
    if (!planned || !record.published) continue;
    for (const from of oldAddressesOf(planned.item, plan.hosts))
      if (from !== record.address)
        wanted.push({ from, toRecord: { kind: record.kind, id: record.id }, note: wordPressNote(planned.label) });
  }
  for (const [postId, picture] of run.pictures) {
    const planned = plan.items.get(postId);
    // A dry run stored none: it counts the redirects the pictures would have.
    if (!planned || (picture.mediaId === null && !run.dryRun)) continue;
    const note = wordPressNote(planned.label);
    for (const from of oldAddressesOf(planned.item, plan.hosts)) wanted.push({ from, to: picture.src, note });
    const uploads = uploadsPathOf(planned.item.attachmentUrl);
    if (uploads !== undefined && planned.item.attachmentUrl.includes("/wp-content/uploads/"))
      wanted.push({ from: uploadsAddress(uploads), to: picture.src, note });
  }
  for (const [from, to] of run.shownSizes)
    wanted.push({ from, to, note: wordPressNote("a size of a picture a post showed") });
  for (const address of siteAddresses(run)) wanted.push({ ...address, note: wordPressNote(address.what) });
  return wanted;
}

export async function importRedirectsOf(run: ImportRun): Promise<void> {
  const { report } = run;
  await run.enter("redirects");
  const existing = new Map((await allRedirects(run.parts.db)).map((row) => [row.fromPath, row]));
  const seen = new Set<string>();
  const candidates: (ImportCandidate & { hash: string })[] = [];
  for (const want of wantedRedirects(run)) {
    const from = normalizeRedirectFrom(want.from);
    // One redirect per address (the first item that claims it), none where nothing moved.
    if (from === undefined || seen.has(from) || from === want.to) continue;
    seen.add(from);
    const hash = sourceHash([want.to ?? null, want.toRecord ?? null]);
    const before = run.imported.get(importedKey("redirect", from));
    if (before) {
      if (run.isOwn(before)) report.count("redirects");
      continue;
    }
    const current = existing.get(from);
    if (current) {
      // A redirect made here stands; only one going elsewhere is worth a word.
      const same = current.toUrl === (want.to ?? null) && current.toId === (want.toRecord?.id ?? null);
      if (!same) report.problem(`Address ${from}`, "Already redirected elsewhere here: that redirect is kept");
      continue;
    }
    // Held to the rules a redirect typed in the manager is: never from a page of the site (`/blog`).
    const input = redirectCreateSchema.safeParse({
      from,
      to: want.to,
      toRecord: want.toRecord ?? null,
      status: 301,
      note: want.note,
    });
    if (!input.success) {
      report.problem(`Address ${from}`, `Not redirected: ${input.error.issues[0]?.message ?? "refused"}`);
      continue;
    }
    candidates.push({ line: candidates.length + 1, from, hash, input: input.data });
  }
  if (run.dryRun) {
    report.count("redirects", candidates.length);
  } else if (candidates.length > 0) {
    const lines = await importRedirects(run.parts.writes, run.parts.redirects, candidates, {
      name: "a WordPress import",
      // The import is checked once as still this run's, and every redirect recorded at once.
      alongside: (tx, results) =>
        run.record(
          tx,
          ...results.flatMap((result, at) => {
            const candidate = candidates[at];
            if (!candidate || result.outcome === "refused") return [];
            return {
              sourceKind: "redirect",
              sourceId: candidate.from,
              guid: "",
              kind: "redirect",
              recordId: candidate.from,
              sourceHash: candidate.hash,
              recordVersion: null,
            };
          }),
        ),
    });
    for (const line of lines) {
      if (line.outcome === "refused")
        report.problem(`Address ${line.from}`, `Not redirected: ${line.message ?? "refused"}`);
      else report.count("redirects");
    }
  }
  report.step();
  await run.checkpoint(true);
}
