import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema.ts";

/** Only sign-in and the checks before a credential changes read the password hash, and only here. */
export async function findCredentials(db: Db, username: string) {
  const rows = await db
    .select({
      id: adminUsers.id,
      passwordHash: adminUsers.passwordHash,
      twoFactorSecret: adminUsers.twoFactorSecret,
      twoFactorLastStep: adminUsers.twoFactorLastStep,
    })
    .from(adminUsers)
    .where(eq(adminUsers.username, username));
  return rows[0] ?? null;
}
