import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tags } from "./schema.ts";

/**
 * The blog's tags as their owners named them (ADR 0243): an article carries a tag as a word of an
 * address; this keeps the name it was written with ("Cat A" for `cat-a`) and its description, for the
 * tag's page. A WordPress import adds them; a tag with no entry here is shown by its word.
 */
export type TagName = { slug: string; name: string; description: string };

export async function tagNamed(db: Db, slug: string): Promise<TagName | null> {
  const [row] = await db
    .select({ slug: tags.slug, name: tags.name, description: tags.description })
    .from(tags)
    .where(eq(tags.slug, slug));
  return row ?? null;
}

/** Adds tags' names, in the caller's transaction; a tag already named keeps its name. Answers how many were added. */
export async function addTagNames(tx: Db, names: readonly TagName[]): Promise<number> {
  let added = 0;
  for (let at = 0; at < names.length; at += 500) {
    const rows = await tx
      .insert(tags)
      .values(names.slice(at, at + 500).map(({ slug, name, description }) => ({ slug, name, description })))
      .onConflictDoNothing()
      .returning({ slug: tags.slug });
    added += rows.length;
  }
  return added;
}
