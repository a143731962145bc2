import { eq } from "drizzle-orm";
import { effectivePermissions } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";

/** A staff user's role as a query of admin users reads it, privileges joined; `rightsOf` makes it their rights. */
export const roleColumns = { role: privileges.role, permissions: privileges.permissions };

/** Whom a notice goes to: a staff user's address and name. */
export const staffAddress = { email: adminUsers.email, fullName: adminUsers.fullName };

/** The rights a stored role gives: its matrix completed (effectivePermissions), as the checks take it. */
export const rightsOf = (row: { role: string; permissions: unknown }) => ({
  role: row.role,
  permissions: effectivePermissions(row.role, row.permissions),
});

/** A staff user with their address and their role's rights, or null when no admin has that id. */
export async function findStaffRights(db: Db, id: string) {
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username, ...staffAddress, ...roleColumns })
    .from(adminUsers)
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .where(eq(adminUsers.id, id));
  return row ? { ...row, rights: rightsOf(row) } : null;
}
