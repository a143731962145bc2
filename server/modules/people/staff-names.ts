import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { isUuid } from "../../lib/uuid.ts";

/** A staff user's full name; an API key (or a user since deleted) goes by its name. */
export async function senderName(tx: Db, id: string, fallback: string): Promise<string> {
  const [row] = isUuid(id)
    ? await tx.select({ fullName: adminUsers.fullName }).from(adminUsers).where(eq(adminUsers.id, id))
    : [];
  return row?.fullName || fallback;
}

/** The id when it is a staff user's (an API key's id is not). */
export async function staffIdOf(tx: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, id));
  return row?.id ?? null;
}
