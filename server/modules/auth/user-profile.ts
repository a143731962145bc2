import { sql } from "drizzle-orm";
import type { User } from "../../../domain/admin-users.ts";
import { authors } from "../../db/schema/content.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";
import { toIso } from "../../lib/iso-date.ts";

/*
 * The admin as the API shows them (the User): read with every session (session-store.ts), so it
 * sits with the sessions, below the Users screen's module that lists and changes admins.
 */

/** The columns of the API's User; the password hash is deliberately not among them. */
export const userColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  fullName: adminUsers.fullName,
  email: adminUsers.email,
  contactNumber: adminUsers.contactNumber,
  address: adminUsers.address,
  gender: adminUsers.gender,
  dateOfBirth: adminUsers.dateOfBirth,
  role: privileges.role,
  twoFactorEnabled: sql<boolean>`${adminUsers.twoFactorSecret} is not null`,
  notifyLeads: adminUsers.notifyLeads,
  authorId: sql<string | null>`(select ${authors.id} from ${authors} where ${authors.adminUserId} = ${adminUsers.id})`,
  createdAt: adminUsers.createdAt,
  updatedAt: adminUsers.updatedAt,
};

export type UserRow = {
  id: string;
  username: string;
  fullName: string;
  email: string;
  contactNumber: string;
  address: string;
  gender: User["gender"];
  dateOfBirth: string;
  role: string;
  twoFactorEnabled: boolean;
  notifyLeads: boolean;
  authorId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    contactNumber: row.contactNumber,
    address: row.address,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    notifyLeads: row.notifyLeads,
    authorId: row.authorId,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
