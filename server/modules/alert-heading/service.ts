import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { changedFields } from "../../engines/audit-trail/fields.ts";
import type { AuditEvent } from "../../engines/audit-trail/record.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { readAlertHeading, writeAlertHeading } from "./queries.ts";
import { alertHeading } from "./schema.ts";

/** Locked so two superAdmins saving at once each record what they really replaced. */
async function lockAlertHeading(tx: Db): Promise<void> {
  await tx.select({ id: alertHeading.id }).from(alertHeading).where(eq(alertHeading.id, 1)).for("update");
}

/** The banner above every page: a change to it is a change to every page. */
export function updateAlertHeading({ content }: StaffWrites, textField: string): Promise<string> {
  return content.run({
    kinds: ["alertHeading"],
    lock: lockAlertHeading,
    apply: async (tx) => {
      const before = await readAlertHeading(tx);
      const saved = await writeAlertHeading(tx, textField);
      const audit: AuditEvent = {
        action: "update",
        entity: "alertHeading",
        summary: "Updated the alert heading",
        ...changedFields({ textField: before }, { textField: saved }),
      };
      return { result: saved, audit };
    },
  });
}
