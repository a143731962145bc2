import { inArray } from "drizzle-orm";
import { nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { tags } from "../articles/schema.ts";
import { addTagNames } from "../articles/tag-names.ts";
import type { ImportRun } from "./import-run.ts";
import { sourceHash } from "./imported-items.ts";

/**
 * WordPress's categories and tags as the blog's tags (ADR 0243): each with its name as written and
 * its description, kept in the tags' list even when no post carries it. One unit of work for all of
 * them (the blog's pages show tags' names, so they are dropped from the caches once), with the record
 * of each; a tag already known here, or imported before, is left as it is.
 */
export async function importTags(run: ImportRun): Promise<void> {
  const { report, plan } = run;
  const wanted = [...plan.tags.values()];
  if (wanted.length === 0) return;
  const known = new Set<string>();
  for (let at = 0; at < wanted.length; at += 1000) {
    const slugs = wanted.slice(at, at + 1000).map((tag) => tag.slug);
    for (const row of await run.parts.db.select({ slug: tags.slug }).from(tags).where(inArray(tags.slug, slugs)))
      known.add(row.slug);
  }
  const fresh = wanted.filter((tag) => !known.has(tag.slug) && !tag.before);
  const own = wanted.filter((tag) => run.isOwn(tag.before));
  report.count("tags", own.length);
  for (const _tag of own) report.outcome("created");
  for (let n = fresh.length + own.length; n < wanted.length; n++) report.outcome("skipped");
  if (fresh.length === 0) return;
  if (!run.dryRun) {
    await run.parts.writes.content.run({
      kinds: ["article"],
      lock: nothingToLock,
      apply: async (tx) => {
        await addTagNames(tx, fresh);
        for (const tag of fresh)
          await run.record(tx, {
            sourceKind: "term",
            sourceId: tag.slug,
            guid: "",
            kind: "tag",
            recordId: tag.slug,
            sourceHash: sourceHash([tag.name, tag.description]),
            recordVersion: null,
          });
        const names = fresh.slice(0, 20).map((tag) => tag.name);
        return {
          result: undefined,
          audit: {
            action: "create",
            entity: "tag",
            summary: `Imported ${fresh.length} tags from WordPress`,
            after: { tags: names, more: Math.max(fresh.length - names.length, 0) },
          },
        };
      },
    });
  }
  report.count("tags", fresh.length);
  for (const _tag of fresh) report.outcome("created");
}
