import { eq, sql } from "drizzle-orm";
import { authorLimits } from "../../../domain/authors.ts";
import { authors } from "../../db/schema/content.ts";
import { createAuthor } from "../authors/service.ts";
import type { ImportRun } from "./import-run.ts";
import { sourceHash } from "./imported-items.ts";

/**
 * WordPress's authors as author profiles without a sign-in (ADRs 0243, 0245): a name (WordPress's
 * display name, else first and last name, else login), no e-mail kept. An author whose name an author
 * here already has is taken to be that person (the owner importing their own posts), not made twice.
 * An export carries no photos (WordPress takes them from Gravatar): the report says to add one.
 */
export async function importAuthors(run: ImportRun): Promise<void> {
  const { report, plan } = run;
  const { db } = run.parts;
  for (const { author, name: wanted, before } of plan.authors.values()) {
    const label = `Author “${wanted}” (${author.login})`;
    const name = wanted.slice(0, authorLimits.nameMax);
    const shown = { id: authors.id, slug: authors.slug, name: authors.name };
    const [known] = before ? await db.select(shown).from(authors).where(eq(authors.id, before.recordId)) : [];
    if (before && !known) {
      report.problem(label, "Deleted here since it was imported: their articles are signed by whoever imports them");
      report.outcome("skipped");
      continue;
    }
    if (known) {
      run.authorIds.set(author.login, known.id);
      run.authorPages.set(author.login, known);
      if (run.isOwn(before)) report.count("authors");
      report.outcome(run.isOwn(before) ? "created" : "skipped");
      continue;
    }
    const [same] = await db.select(shown).from(authors).where(sql`lower(${authors.name}) = lower(${name})`).limit(1);
    if (same) {
      run.authorIds.set(author.login, same.id);
      run.authorPages.set(author.login, same);
      report.problem(label, `An author named “${same.name}” is here already: their articles are signed by them`);
      report.outcome("skipped");
      continue;
    }
    report.count("authors");
    report.outcome("created");
    if (run.dryRun) continue;
    const created = await createAuthor(run.parts.writes, run.parts.feed, { name }, (tx, row) =>
      run.record(tx, {
        sourceKind: "author",
        sourceId: author.login,
        guid: "",
        kind: "author",
        recordId: row.id,
        sourceHash: sourceHash([name]),
        recordVersion: null,
      }),
    );
    run.authorIds.set(author.login, created._id);
    run.authorPages.set(author.login, created);
    report.problem(label, "A WordPress export carries no author photos: add one in Users › Authors");
  }
}
