import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/staff.ts";

/**
 * An admin's password hash and sealed two-factor secrets: only sign-in, the checks before a
 * credential changes and the two-factor module read them, and only through here.
 */
export async function findCredentials(db: Db, who: { username: string } | { id: string }) {
  const rows = await db
    .select({
      id: adminUsers.id,
      passwordHash: adminUsers.passwordHash,
      twoFactorSecret: adminUsers.twoFactorSecret,
      twoFactorPendingSecret: adminUsers.twoFactorPendingSecret,
      twoFactorLastStep: adminUsers.twoFactorLastStep,
    })
    .from(adminUsers)
    .where("id" in who ? eq(adminUsers.id, who.id) : eq(adminUsers.username, who.username));
  return rows[0] ?? null;
}
