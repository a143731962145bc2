import { and, asc, count, eq, ilike, notExists, type SQL, sql } from "drizzle-orm";
import type { privilegeSortFields } from "../../../domain/admin-lists.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { Privilege } from "../../../domain/privileges.ts";
import { effectivePermissions, type RolePermissions } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListTotal, orderOf } from "../../db/list-query.ts";
import { inOrder, type ListWindow } from "../../db/list-window.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";
import { toIso } from "../../lib/iso-date.ts";

export type PrivilegeRow = { id: string; role: string; permissions: unknown; createdAt: Date; updatedAt: Date };

export function toPrivilege(row: PrivilegeRow): Privilege {
  return {
    _id: row.id,
    role: row.role,
    permissions: effectivePermissions(row.role, row.permissions),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The Privileges screen's search box looks in role names. */
const matchingPrivileges = (q: string | undefined): SQL | undefined =>
  q !== undefined ? ilike(privileges.role, containing(q)) : undefined;

/** Roles are few: counted, never estimated. */
export async function privilegeTotal(db: Db, q: string | undefined): Promise<ListTotal> {
  const [{ n }] = await db.select({ n: count() }).from(privileges).where(matchingPrivileges(q));
  return { total: n, estimated: false };
}

export const privilegeOrder = (sort: ListSort<(typeof privilegeSortFields)[number]>) =>
  orderOf({ createdAt: privileges.createdAt, role: privileges.role }, privileges.id, sort);

export const selectPrivilegePage = (db: Db, q: string | undefined, window: ListWindow) =>
  inOrder(db.select().from(privileges).$dynamic(), matchingPrivileges(q), window, [
    asc(privileges.createdAt),
    asc(privileges.id),
  ]);

export async function findPrivilege(db: Db, id: string) {
  const rows = await db.select().from(privileges).where(eq(privileges.id, id));
  return rows[0] ?? null;
}

/** Role names are unique ignoring case, so a lookup ignores case too. */
export async function findPrivilegeByRole(db: Db, role: string) {
  const rows = await db.select().from(privileges).where(sql`lower(${privileges.role}) = lower(${role})`);
  return rows[0] ?? null;
}

/** Null when the name is taken (the unique index decides, so concurrent creates cannot both win). */
export async function insertPrivilege(db: Db, values: { role: string; permissions: RolePermissions }) {
  const rows = await db.insert(privileges).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updatePrivilege(db: Db, id: string, values: { role: string; permissions: RolePermissions }) {
  const rows = await db
    .update(privileges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(privileges.id, id))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the role only while no admin holds it; false when it was in use (or already gone). */
export async function deletePrivilegeIfUnused(db: Db, id: string): Promise<boolean> {
  const holders = db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.privilegeId, id));
  const rows = await db
    .delete(privileges)
    .where(and(eq(privileges.id, id), notExists(holders)))
    .returning({ id: privileges.id });
  return rows.length > 0;
}

/** The back office's list of roles, searched by name (`pagedList`). */
export const privilegeList = {
  select: selectPrivilegePage,
  total: privilegeTotal,
  order: privilegeOrder,
  toDto: toPrivilege,
};
