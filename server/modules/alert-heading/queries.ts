import type { Db } from "../../db/client.ts";
import { alertHeading } from "./schema.ts";

export async function readAlertHeading(db: Db): Promise<string> {
  const rows = await db.select({ textField: alertHeading.textField }).from(alertHeading);
  return rows[0]?.textField ?? "";
}

/** There is one heading (row id 1); writing it creates the row if the seed never ran. */
export async function writeAlertHeading(db: Db, textField: string): Promise<string> {
  const [row] = await db
    .insert(alertHeading)
    .values({ id: 1, textField })
    .onConflictDoUpdate({ target: alertHeading.id, set: { textField, updatedAt: new Date() } })
    .returning({ textField: alertHeading.textField });
  return row.textField;
}
