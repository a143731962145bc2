import {
  adminUserMessages as m,
  type ProfileUpdateInput,
  type RegisterAdminInput,
} from "../../../domain/admin-users.ts";
import { isSuperAdmin } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { hashPassword } from "../auth/password.ts";
import { deleteUserSessions } from "../auth/session-store.ts";
import { findPrivilegeByRole } from "../permission/queries.ts";
import { deleteUser, findUser, insertUser, listUsers, toUser, updateUser } from "./queries.ts";

export async function allUsers(db: Db) {
  return (await listUsers(db)).map(toUser);
}

async function existingUser(db: Db, id: string) {
  const user = isUuid(id) ? await findUser(db, id) : null;
  if (!user) throw notFound(m.notFound);
  return user;
}

export async function userById(db: Db, id: string) {
  return toUser(await existingUser(db, id));
}

async function knownPrivilege(db: Db, role: string) {
  const privilege = await findPrivilegeByRole(db, role);
  if (!privilege) throw badRequest(m.unknownRole, "role");
  return privilege;
}

/** Creates the account only; the caller stays signed in as themself. */
export async function registerAdmin(db: Db, input: RegisterAdminInput) {
  const privilege = await knownPrivilege(db, input.role);
  const id = await insertUser(db, {
    username: input.username,
    fullName: input.fullName,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    contactNumber: input.contactNumber,
    address: input.address,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    privilegeId: privilege.id,
    // A superAdmin hears of new leads unless they opt out; others opt in from their profile.
    notifyLeads: isSuperAdmin(privilege.role),
  });
  if (!id) throw conflict(m.usernameTaken);
  return userById(db, id);
}

/** A new role takes effect at the next sign-in: the target's sessions end with the change. */
export async function changeRole(db: Db, id: string, role: string) {
  const target = await existingUser(db, id);
  if (isSuperAdmin(target.role)) throw forbidden(m.superAdminRoleLocked);
  const privilege = await knownPrivilege(db, role);
  const changed = await db.transaction(async (tx) => {
    if (!(await updateUser(tx, id, { privilegeId: privilege.id }))) return false;
    await deleteUserSessions(tx, id);
    return true;
  });
  if (!changed) throw notFound(m.notFound);
  return userById(db, id);
}

export async function updateProfile(db: Db, id: string, input: ProfileUpdateInput) {
  const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(fields).length > 0 && !(await updateUser(db, id, fields))) throw notFound(m.notFound);
  return userById(db, id);
}

export async function removeUser(db: Db, id: string, actorId: string) {
  const target = await existingUser(db, id);
  if (target.id === actorId) throw forbidden(m.cannotDeleteSelf);
  if (isSuperAdmin(target.role)) throw forbidden(m.cannotDeleteSuperAdmin);
  // Sessions go with the account (ON DELETE CASCADE).
  if (!(await deleteUser(db, id))) throw notFound(m.notFound);
}
