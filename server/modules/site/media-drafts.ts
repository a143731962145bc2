import { and, eq } from "drizzle-orm";
import type { Publication } from "../../../domain/drafts.ts";
import {
  type ImagesDraft,
  imagesDraftSchema,
  type Partner,
  partnersDraftSchema,
  type SiteImages,
  type SiteMediaPart,
  siteImageNames,
} from "../../../domain/site.ts";
import type { Db } from "../../db/client.ts";
import { contentDrafts } from "../../db/schema/content.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { draftWrite, siteDraftSubject } from "../../engines/drafts/draft-writes.ts";
import { publicationOf } from "../../engines/drafts/store.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { readSiteSettings } from "./queries.ts";

type DraftRow = typeof contentDrafts.$inferSelect;

/** The partners' draft list, or the published one while there is no draft. */
export async function partnersOf(db: Db, row: DraftRow | undefined): Promise<Partner[]> {
  const drafted = partnersDraftSchema.safeParse(row?.fields);
  return drafted.success ? drafted.data.partners : (await readSiteSettings(db)).partners;
}

/** The pictures' draft: the pictures it changes (null: back to the default). */
export const imagesDraftOf = (fields: unknown): ImagesDraft => imagesDraftSchema.safeParse(fields ?? {}).data ?? {};

/** The stored pictures with a draft's changes laid over them (what publishing it stores). */
export function imagesWith(published: SiteImages, draft: ImagesDraft): SiteImages {
  const after: SiteImages = { ...published };
  for (const name of siteImageNames) {
    const url = draft[name];
    if (url === null) delete after[name];
    else if (url !== undefined) after[name] = url;
  }
  return after;
}

/** Every URL the draft's fields name: the files its row keeps claimed. */
const urlsOf = (part: SiteMediaPart, fields: Record<string, unknown>): string[] =>
  part === "partners"
    ? (partnersDraftSchema.safeParse(fields).data?.partners ?? []).map((partner) => partner.logo)
    : Object.values(imagesDraftOf(fields)).filter((url): url is string => typeof url === "string");

/**
 * One change to the partners' or the pictures' draft (ADR 0123, dated section) as one unit of work,
 * audited as a save of the part's draft (ADR 0152: once per editing session): under the draft row's
 * lock, `change` answers the draft's new fields from its current ones (none yet: the published
 * part); the uploads are claimed and kept in `content_drafts.images` in the same transaction, so no
 * release removes them (if it fails, they go again), and files the draft stopped naming are released
 * after it commits. Nothing public reads the row: the site, its caches and the sitemap are untouched.
 */
export function changeMediaDraft(
  writes: StaffWrites,
  entry: {
    part: SiteMediaPart;
    uploaded: UploadedImage[];
    change: (tx: Db, row: DraftRow | undefined) => Promise<Record<string, unknown>>;
    by: string | null;
    at: Date;
    timeZone: string;
  },
): Promise<Publication> {
  return draftWrite(writes, siteDraftSubject(entry.part), {
    action: "draftSave",
    at: entry.at,
    uploaded: entry.uploaded,
    apply: async (tx) => {
      const where = and(eq(contentDrafts.kind, "site"), eq(contentDrafts.recordId, entry.part));
      // A row for the part, so two changes at once queue on its lock rather than both inserting it.
      await tx
        .insert(contentDrafts)
        .values({ kind: "site", recordId: entry.part, fields: null, version: 0 })
        .onConflictDoNothing();
      const [current] = await tx.select().from(contentDrafts).where(where).for("update");
      const fields = await entry.change(tx, current.fields ? current : undefined);
      const kept = [...new Set(urlsOf(entry.part, fields))];
      const [saved] = await tx
        .update(contentDrafts)
        .set({
          fields,
          images: kept,
          version: current.fields ? current.version + 1 : 1,
          savedBy: entry.by,
          savedAt: entry.at,
        })
        .where(where)
        .returning();
      return {
        result: publicationOf(entry.part, saved, entry.timeZone),
        released: current.images.filter((url) => !kept.includes(url)),
      };
    },
  });
}
