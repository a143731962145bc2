import { createReadStream } from "node:fs";
import { addressOf } from "../../../domain/addresses.ts";
import { importLimits } from "../../../domain/wordpress-import.ts";
import type { Db } from "../../db/client.ts";
import { articles, pages, redirects } from "../../db/schema/content.ts";
import { importAuthors } from "./author-phase.ts";
import { importContent, planAddresses } from "./content-phase.ts";
import { indexExport } from "./export-index.ts";
import { planImport, type TakenAddresses } from "./import-plan.ts";
import type { ImportReport } from "./import-report.ts";
import { ImportRun, type RunParts } from "./import-run.ts";
import { importedItemsOf } from "./imported-items.ts";
import { importMedia } from "./media-phase.ts";
import { importMenu } from "./menu-phase.ts";
import { sourceOf } from "./old-addresses.ts";
import { importRedirectsOf } from "./redirect-phase.ts";
import { importTags } from "./tag-phase.ts";
import { readWxr } from "./wxr-reader.ts";

/**
 * One run of an import, dry or not (ADR 0240): read the export once to plan, then write (or, dry,
 * only report) round by round — pictures, tags and authors, articles and pages parents first, the
 * menu, the old addresses — saving the report as it goes and stopping between two items when the
 * owner cancels. Everything a run writes is matched again by the next run, so running it again after
 * a crash picks up where it stopped.
 */
export async function runImport(id: string, dryRun: boolean, parts: RunParts, report: ImportReport): Promise<void> {
  const { db } = parts;
  report.phase("reading");
  const index = await indexExport(
    readWxr(createReadStream(parts.exportFile), { contents: false, fieldBytes: importLimits.fieldBytes }),
  );
  const guids = [...index.items.values()].map((item) => item.guid);
  const imported = await importedItemsOf(db, sourceOf(index.site), guids);
  const plan = planImport({ index, imported, taken: await takenAddresses(db, imported), now: parts.now() });
  report.site = index.site.link || index.site.baseBlogUrl || plan.source;
  report.plan(plan.work);
  for (const skipped of plan.skipped) report.problem(skipped.item, skipped.reason);
  const run = new ImportRun(id, dryRun, parts, index, plan, imported, report);
  try {
    await importMedia(run);
    await importTags(run);
    await importAuthors(run);
    planAddresses(run);
    await importContent(run);
    await importMenu(run);
    await importRedirectsOf(run);
  } finally {
    run.converter.close();
  }
}

/** What the site holds that a new record's address must not take, and where records imported before are now. */
async function takenAddresses(
  db: Db,
  imported: Map<string, { kind: string; recordId: string }>,
): Promise<TakenAddresses> {
  const [articleRows, pageRows, redirectRows] = await Promise.all([
    db.select({ id: articles.id, slug: articles.slug }).from(articles),
    db.select({ id: pages.id, slug: pages.slug }).from(pages),
    db.select({ from: redirects.fromPath }).from(redirects),
  ]);
  const ids = new Set([...imported.values()].map((row) => row.recordId));
  const current = new Map<string, string>();
  for (const row of articleRows) if (ids.has(row.id)) current.set(row.id, addressOf.article(row));
  for (const row of pageRows) if (ids.has(row.id)) current.set(row.id, addressOf.page(row));
  return {
    articleSlugs: new Set(articleRows.map((row) => row.slug)),
    pageSlugs: new Set(pageRows.map((row) => row.slug)),
    redirectFroms: new Set(redirectRows.map((row) => row.from)),
    addressOf: (_kind, recordId) => current.get(recordId),
  };
}
