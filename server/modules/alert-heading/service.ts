import { eq } from "drizzle-orm";
import { alertHeading } from "../../db/schema.ts";
import { changedFields } from "../audit/fields.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { readAlertHeading, writeAlertHeading } from "./queries.ts";

/** The banner above every page: a change to it is a change to every page. */
export function updateAlertHeading({ content, audit }: StaffWrites, textField: string): Promise<string> {
  return content.change(["alertHeading"], async (tx) => {
    // Locked so two superAdmins saving at once each record what they really replaced.
    await tx.select({ id: alertHeading.id }).from(alertHeading).where(eq(alertHeading.id, 1)).for("update");
    const before = await readAlertHeading(tx);
    const saved = await writeAlertHeading(tx, textField);
    await audit.record(tx, {
      action: "update",
      entity: "alertHeading",
      summary: "Updated the alert heading",
      ...changedFields({ textField: before }, { textField: saved }),
    });
    return saved;
  });
}
