import { count, eq } from "drizzle-orm";
import {
  type Author,
  type AuthorCreateInput,
  type AuthorUpdateInput,
  authorMessages,
} from "../../../domain/authors.ts";
import type { Db } from "../../db/client.ts";
import { articles, authors } from "../../db/schema/content.ts";
import { auditFieldsOf, changedFields } from "../../engines/audit-trail/fields.ts";
import { deletedAudit } from "../../engines/audit-trail/record.ts";
import type { ContentChangeFeed } from "../../engines/content-writes/change-feed.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import { authorShownKinds } from "./author-slug.ts";
import { insertAuthor, lockAuthor, writeAuthor } from "./author-writes.ts";
import { type AuthorRow, findAuthor } from "./queries.ts";

/** What an audit entry shows of a profile: what the blog shows, and whose account it is. */
const audited = (row: AuthorRow) =>
  auditFieldsOf({ name: row.name, slug: row.slug, bio: row.bio, photoId: row.photoId, userId: row.adminUserId });

export async function authorById(db: Db, id: string): Promise<Author> {
  const author = isUuid(id) ? await findAuthor(db, id) : null;
  if (!author) throw new NotFound(authorMessages.notFound);
  return author;
}

/**
 * A write that changes what the blog shows (bylines, author pages, the feeds): announced in its
 * transaction, and the cached pages dropped once it committed, as a content write's are.
 */
async function shownChange<T>({ change }: StaffWrites, feed: ContentChangeFeed, work: (tx: Db) => Promise<T>) {
  const result = await change(async (tx) => {
    const done = await work(tx);
    await feed.notify(tx, authorShownKinds);
    return done;
  });
  await feed.changed(authorShownKinds);
  return result;
}

/**
 * An author who cannot sign in (a guest writer): a superAdmin's, from Users › Authors, or a WordPress
 * import's, which records what the profile came from with `alongside`, in the same transaction.
 */
export function createAuthor(
  writes: StaffWrites,
  feed: ContentChangeFeed,
  input: AuthorCreateInput,
  alongside?: (tx: Db, row: AuthorRow) => Promise<void>,
): Promise<Author> {
  return shownChange(writes, feed, async (tx) => {
    const row = await insertAuthor(tx, input);
    await writes.audit.record(tx, {
      action: "create",
      entity: "author",
      entityId: row.id,
      summary: `Added author "${row.name}"`,
      after: audited(row),
    });
    await alongside?.(tx, row);
    return authorById(tx, row.id);
  });
}

/** The locked profile, changed and audited; shared by the authors screen and a staff member's own profile. */
export async function changeAuthor(writes: StaffWrites, tx: Db, current: AuthorRow, input: AuthorUpdateInput) {
  const row = await writeAuthor(tx, current, input);
  await writes.audit.record(tx, {
    action: "update",
    entity: "author",
    entityId: row.id,
    summary: `Updated the author profile of "${row.name}"`,
    ...changedFields(audited(current), audited(row)),
  });
  return row;
}

/** A superAdmin's change of any profile; a staff member's new name is their account's full name too. */
export function updateAuthor(
  writes: StaffWrites,
  feed: ContentChangeFeed,
  id: string,
  input: AuthorUpdateInput,
): Promise<Author> {
  return shownChange(writes, feed, async (tx) => {
    const current = isUuid(id) ? await lockAuthor(tx, id) : null;
    if (!current) throw new NotFound(authorMessages.notFound);
    await changeAuthor(writes, tx, current, input);
    return authorById(tx, id);
  });
}

/**
 * Deletes a profile nobody signs in as and no article names: a staff member's goes with their
 * account's decision, and an article never loses its byline to a delete here.
 */
export function deleteAuthor(writes: StaffWrites, feed: ContentChangeFeed, id: string): Promise<void> {
  return shownChange(writes, feed, async (tx) => {
    const current = isUuid(id) ? await lockAuthor(tx, id) : null;
    if (!current) throw new NotFound(authorMessages.notFound);
    if (current.adminUserId) throw new Conflict(authorMessages.hasAccount);
    // An article naming this author meanwhile waits on the lock above (its key check): the count is the last word.
    const [{ n }] = await tx.select({ n: count() }).from(articles).where(eq(articles.authorId, id));
    if (n > 0) throw new Conflict(authorMessages.hasArticles);
    await tx.delete(authors).where(eq(authors.id, id));
    await writes.audit.record(tx, deletedAudit("author", id, current.name, audited(current)));
  });
}
