import type { SitePart, SiteSettings } from "../../../domain/site.ts";
import { changedFields } from "../audit/fields.ts";
import type { AuditEvent } from "../audit/record.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { lockSitePart, readSiteSettings, writeSitePart } from "./queries.ts";

/**
 * Saves the fields a request sent over the part as it stands (what it left out keeps its value), in
 * one transaction with its audit entry; every cached page showing the site's content is dropped on
 * every instance once it commits.
 */
export function updateSitePart<P extends SitePart>(
  { content }: StaffWrites,
  part: P,
  fields: Partial<SiteSettings[P]>,
): Promise<SiteSettings> {
  return content.run({
    kinds: ["site"],
    lock: (tx) => lockSitePart(tx, part),
    apply: async (tx) => {
      const before = await readSiteSettings(tx);
      const saved: SiteSettings[P] = { ...before[part], ...fields };
      await writeSitePart(tx, part, saved);
      const audit: AuditEvent = {
        action: "update",
        entity: "site",
        entityId: part,
        summary: `Updated the site's ${part} settings`,
        ...changedFields(before[part], saved),
      };
      return { result: { ...before, [part]: saved }, audit };
    },
  });
}
