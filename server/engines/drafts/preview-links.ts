import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { ContentKind } from "../../../domain/content-kinds.ts";
import type { PreviewLink } from "../../../domain/drafts.ts";
import type { Db } from "../../db/client.ts";
import { contentPreviewLinks } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";

/** 256 random bits, URL-safe: a link nobody can guess. */
const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** What a token looks like: anything else is refused before the database is asked. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Makes a link to the record's draft; the token is answered once and only its hash stored. */
export async function createPreviewLink(
  db: Db,
  entry: { kind: ContentKind; recordId: string; expiresAt: Date; by: string | null },
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newToken();
  const [row] = await db
    .insert(contentPreviewLinks)
    .values({
      kind: entry.kind,
      recordId: entry.recordId,
      tokenHash: hashOf(token),
      expiresAt: entry.expiresAt,
      createdBy: entry.by,
    })
    .returning({ id: contentPreviewLinks.id });
  return { id: row.id, token, expiresAt: entry.expiresAt };
}

export async function listPreviewLinks(db: Db, kind: ContentKind, recordId: string, now: Date): Promise<PreviewLink[]> {
  const rows = await db
    .select()
    .from(contentPreviewLinks)
    .where(and(eq(contentPreviewLinks.kind, kind), eq(contentPreviewLinks.recordId, recordId)))
    .orderBy(desc(contentPreviewLinks.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    expiresAt: toIso(row.expiresAt),
    expired: row.expiresAt.getTime() <= now.getTime(),
    views: row.views,
    createdBy: row.createdBy,
    createdAt: toIso(row.createdAt),
  }));
}

/** Revokes a link of the record: it answers 404 from now on. Whether there was one. */
export async function revokePreviewLink(db: Db, kind: ContentKind, recordId: string, linkId: string) {
  if (!isUuid(linkId)) return false;
  const gone = await db
    .delete(contentPreviewLinks)
    .where(
      and(
        eq(contentPreviewLinks.id, linkId),
        eq(contentPreviewLinks.kind, kind),
        eq(contentPreviewLinks.recordId, recordId),
      ),
    )
    .returning({ id: contentPreviewLinks.id });
  return gone.length > 0;
}

/** The record a live link shows, counting the view; undefined for an unknown, expired or revoked one. */
export async function openPreviewLink(db: Db, token: string, now: Date) {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db
    .update(contentPreviewLinks)
    .set({ views: sql`${contentPreviewLinks.views} + 1` })
    .where(and(eq(contentPreviewLinks.tokenHash, hashOf(token)), gt(contentPreviewLinks.expiresAt, now)))
    .returning({ kind: contentPreviewLinks.kind, recordId: contentPreviewLinks.recordId });
  return row;
}
