import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { userSortFields } from "../../../domain/admin-lists.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { StaffRef } from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListTotal, orderOf } from "../../db/list-query.ts";
import { inOrder, type ListWindow } from "../../db/list-window.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";
import { toUser, type UserRow, userColumns } from "../auth/user-profile.ts";

function selectUsers(db: Db) {
  return db.select(userColumns).from(adminUsers).innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId));
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const rows = await selectUsers(db).where(eq(adminUsers.id, id));
  return rows[0] ?? null;
}

export type NewAdminUser = typeof adminUsers.$inferInsert;

/** Null when the username is taken (the unique index decides, so concurrent sign-ups cannot both win). */
export async function insertUser(db: Db, values: NewAdminUser): Promise<string | null> {
  const rows = await db.insert(adminUsers).values(values).onConflictDoNothing().returning({ id: adminUsers.id });
  return rows[0]?.id ?? null;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Pick<NewAdminUser, "email" | "contactNumber" | "address" | "privilegeId" | "notifyLeads">>,
): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** Every staff user by name and id only: what a colleague may know of the others (an owner to choose). */
export function staffDirectory(db: Db): Promise<StaffRef[]> {
  return db
    .select({ _id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .orderBy(asc(adminUsers.username));
}

/** The Users screen's filter: its search box looks in name, username and e-mail; `role` by name. */
export type UserListFilter = { q?: string; role?: string };

const matchingUsers = (filter: UserListFilter): SQL | undefined =>
  and(
    filter.q !== undefined
      ? or(
          ilike(adminUsers.fullName, containing(filter.q)),
          ilike(adminUsers.username, containing(filter.q)),
          ilike(adminUsers.email, containing(filter.q)),
        )
      : undefined,
    filter.role !== undefined ? sql`lower(${privileges.role}) = lower(${filter.role})` : undefined,
  );

/** Admins are few (a count of the joined rows, no estimate needed). */
export async function userTotal(db: Db, filter: UserListFilter): Promise<ListTotal> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(adminUsers)
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .where(matchingUsers(filter));
  return { total: n, estimated: false };
}

export const userOrder = (sort: ListSort<(typeof userSortFields)[number]>) =>
  orderOf(
    {
      createdAt: adminUsers.createdAt,
      username: adminUsers.username,
      fullName: adminUsers.fullName,
      email: adminUsers.email,
    },
    adminUsers.id,
    sort,
  );

export const selectUserPage = (db: Db, filter: UserListFilter, window: ListWindow): Promise<UserRow[]> =>
  inOrder(selectUsers(db).$dynamic(), matchingUsers(filter), window, [asc(adminUsers.createdAt), asc(adminUsers.id)]);

/** The back office's list of users (`pagedList`). */
export const userList = { select: selectUserPage, total: userTotal, order: userOrder, toDto: toUser };
