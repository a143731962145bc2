import type { AuditEntity } from "../../../domain/audit.ts";
import { type ContentRecordKind, recordWordsOf } from "../../../domain/content-kinds.ts";
import { isSiteMediaPart, type SiteMediaPart } from "../../../domain/site.ts";
import type { Db } from "../../db/client.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import { nothingToLock } from "../content-writes/unit-of-work.ts";
import type { DraftKind } from "./draft-kind.ts";

/** What a draft call acts on, as its audit entry names it: the record's word, its id, and how it reads. */
export type DraftSubject = { entity: AuditEntity; id: string; label: string };

const nameIn = (shown: Record<string, unknown>) =>
  [shown.name, shown.title].find((value): value is string => typeof value === "string" && value.trim() !== "");

/** How the site's parts with pictures read: they hold no settings (ADR 0123, dated section). */
const siteMediaLabels: Record<SiteMediaPart, string> = {
  partners: "the site's partners",
  images: "the site's pictures",
};

/** The subject of a draft call on the site's part `part`: the site's, which has no record word. */
export const siteDraftSubject = (part: string): DraftSubject => ({
  entity: "site",
  id: part,
  label: isSiteMediaPart(part) ? siteMediaLabels[part] : `the site's ${part} settings`,
});

/**
 * The subject of a draft call on `kind`'s record `id`, from the record as the back office shows it
 * (a draft-only record: its draft's fields): a portfolio item is the project or product its `type`
 * says, as its own entries name it; a site part, which has no record word, is the site's.
 */
export function draftSubjectOf(
  kind: DraftKind,
  id: string,
  shown: Record<string, unknown>,
  draftOnly: boolean,
): DraftSubject {
  const words: readonly ContentRecordKind[] = recordWordsOf(kind.kind);
  const entity = words.find((word) => word === shown.type) ?? words[0];
  if (!entity) return siteDraftSubject(id);
  const name = nameIn(shown);
  return { entity, id, label: `${draftOnly ? "new " : ""}${entity} ${name === undefined ? id : `"${name}"`}` };
}

/** The audited draft calls and how their entries read. */
const calls = {
  draftSave: "Saved a draft of",
  draftDiscard: "Discarded the draft of",
  draftRestore: "Brought back the discarded draft of",
  schedule: "Scheduled",
  unschedule: "Cancelled the schedule of",
  previewShare: "Shared a preview link of",
  revoke: "Revoked a preview link of",
} as const;

/**
 * A draft call (a save, discard or bringing back, a schedule, a preview link) as one unit of work
 * (ADR 0152): its row work in the transaction, with its audit entry
 * (a save continuing an editing session moves that session's entry on), the claim of its new
 * pictures and, once committed, the release of those it stopped naming — or, if anything fails,
 * nothing stored and its uploads released. Nothing public changes, so no kind is dropped from the
 * caches and no revision is written (a draft is not a version of the record).
 */
export function draftWrite<T>(
  writes: StaffWrites,
  subject: DraftSubject,
  call: {
    action: keyof typeof calls;
    /** When, by the app's clock: the draft row's time and the entry's. */
    at: Date;
    /** What the entry says after the subject: a schedule's times, a link's expiry. */
    detail?: string;
    uploaded?: readonly UploadedImage[];
    /** The row work; `released`: pictures nothing may name any more once it commits. */
    apply(tx: Db): Promise<{ result: T; released?: readonly string[] }>;
  },
): Promise<T> {
  return writes.content.run({
    kinds: [],
    uploaded: call.uploaded,
    // The row work locks the draft's row itself.
    lock: nothingToLock,
    apply: async (tx) => {
      const done = await call.apply(tx);
      const { entity, id, label } = subject;
      const summary = `${calls[call.action]} ${label}${call.detail ? `: ${call.detail}` : ""}`;
      return { ...done, audit: { action: call.action, entity, entityId: id, summary, at: call.at } };
    },
  });
}
