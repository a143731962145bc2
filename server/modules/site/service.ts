import { revisionMessages } from "../../../domain/revisions.ts";
import { searchSettingMessages } from "../../../domain/search-settings.ts";
import { isSitePart, type SitePart, type SiteSettings, sitePartUpdateSchemas } from "../../../domain/site.ts";
import type { Db } from "../../db/client.ts";
import { changedFields } from "../../engines/audit-trail/fields.ts";
import type { AuditEvent } from "../../engines/audit-trail/record.ts";
import type { RevisionToRestore } from "../../engines/content-writes/revisions.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import type { RecordHistory } from "../../engines/content-writes/unit-of-work.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { assertFromLibrary } from "../media/library-pictures.ts";
import { assertNavigationTargets } from "./navigation-targets.ts";
import { lockSitePartRow, readSitePartRecord, readSiteSettings, writeSitePart } from "./queries.ts";

/** A part's history: its revisions (record id: the part's word), and the version an editor started from. */
const history = (part: SitePart, expectedVersion?: number): RecordHistory => ({
  kind: "site",
  id: part,
  expectedVersion,
  read: (tx) => readSitePartRecord(tx, part),
});

/**
 * The one write of an update and of a restore: the fields over the part as it stands (what they
 * leave out keeps its value), with its audit entry.
 */
async function writePart<P extends SitePart>(tx: Db, part: P, fields: Partial<SiteSettings[P]>, summary: string) {
  const before = await readSiteSettings(tx);
  const saved: SiteSettings[P] = { ...before[part], ...fields };
  await assertFromLibrary(tx, saved, before[part], searchSettingMessages.pageImageInvalid);
  await writeSitePart(tx, part, saved);
  const audit: AuditEvent = {
    action: "update",
    entity: "site",
    entityId: part,
    summary,
    ...changedFields(before[part], saved),
  };
  return { result: { ...before, [part]: saved }, audit };
}

/** What a save of a part checks against other records, beyond its own rules. */
const partChecks: { [P in SitePart]?: (tx: Db, fields: Partial<SiteSettings[P]>) => Promise<void> } = {
  navigation: assertNavigationTargets,
};

/**
 * Saves the fields a request sent over the part as it stands, in one transaction with its audit
 * entry and revision; every cached page showing the site's content is dropped on every instance
 * once it commits.
 */
export function updateSitePart<P extends SitePart>(
  { content }: StaffWrites,
  part: P,
  fields: Partial<SiteSettings[P]>,
  expectedVersion?: number,
): Promise<SiteSettings> {
  return content.run({
    kinds: ["site"],
    lock: (tx) => lockSitePartRow(tx, part),
    history: history(part, expectedVersion),
    apply: async (tx) => {
      await partChecks[part]?.(tx, fields);
      return writePart(tx, part, fields, `Updated the site's ${part} settings`);
    },
  });
}

/** Brings a part back to a revision, as a new version (and revision) of its own. */
export async function restoreSitePart(
  writes: StaffWrites,
  id: string,
  revision: RevisionToRestore,
): Promise<Record<string, unknown>> {
  if (!isSitePart(id)) throw new NotFound(revisionMessages.notFound);
  // A revision saved before a field existed brings back the fields it has; the newer ones stay.
  const fields = sitePartUpdateSchemas[id].parse(revision.record);
  const summary = `Restored the site's ${id} settings to version ${revision.version}`;
  return writes.content.run({
    kinds: ["site"],
    lock: (tx) => lockSitePartRow(tx, id),
    history: history(id),
    apply: async (tx) => {
      const { audit } = await writePart(tx, id, fields, summary);
      return { result: await readSitePartRecord(tx, id), audit };
    },
  });
}
