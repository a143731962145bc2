import { privilegeMessages as m, mergePermissions, type PermissionsInput } from "../../../domain/privileges.ts";
import { effectivePermissions, isProtectedRole, uniformPermissions } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-errors.ts";
import { conflict, forbidden, notFound } from "../../http/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import {
  deletePrivilegeIfUnused,
  findPrivilege,
  insertPrivilege,
  listPrivileges,
  toPrivilege,
  updatePrivilege,
} from "./queries.ts";

export async function allPrivileges(db: Db) {
  return (await listPrivileges(db)).map(toPrivilege);
}

export async function createPrivilege(db: Db, input: { role: string; permissions?: PermissionsInput }) {
  const permissions = mergePermissions(uniformPermissions(false), input.permissions);
  const created = await insertPrivilege(db, { role: input.role, permissions });
  if (!created) throw conflict(m.duplicate);
  return toPrivilege(created);
}

/** superAdmin and Member are part of the system's rules, so they are never edited or deleted. */
async function editablePrivilege(db: Db, id: string) {
  const privilege = isUuid(id) ? await findPrivilege(db, id) : null;
  if (!privilege) throw notFound(m.notFound);
  if (isProtectedRole(privilege.role)) throw forbidden(m.protectedRole);
  return privilege;
}

export async function changePrivilege(db: Db, id: string, input: { role?: string; permissions?: PermissionsInput }) {
  const current = await editablePrivilege(db, id);
  const permissions = mergePermissions(effectivePermissions(current.role, current.permissions), input.permissions);
  try {
    const updated = await updatePrivilege(db, id, { role: input.role ?? current.role, permissions });
    if (!updated) throw notFound(m.notFound);
    return toPrivilege(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.duplicate);
    throw error;
  }
}

export async function removePrivilege(db: Db, id: string) {
  await editablePrivilege(db, id);
  try {
    if (await deletePrivilegeIfUnused(db, id)) return;
  } catch (error) {
    // An admin was given this role between the check and the delete.
    if (!isForeignKeyViolation(error)) throw error;
  }
  if (await findPrivilege(db, id)) throw conflict(m.inUse);
  throw notFound(m.notFound);
}
