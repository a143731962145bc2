import {
  adminUserMessages,
  type ProfileUpdateInput,
  type RegisterAdminInput,
  type User,
} from "../../../domain/admin-users.ts";
import type { AuthorUpdateInput } from "../../../domain/authors.ts";
import { isSuperAdmin } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { auditFieldsOf, changedFields } from "../../engines/audit-trail/fields.ts";
import { deletedAudit } from "../../engines/audit-trail/record.ts";
import type { ContentChangeFeed } from "../../engines/content-writes/change-feed.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, Forbidden, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import { hashPassword } from "../auth/password.ts";
import { deleteUserSessions } from "../auth/session-store.ts";
import { toUser } from "../auth/user-profile.ts";
import { authorShownKinds } from "../authors/author-slug.ts";
import { claimAuthor, insertAuthor, staffAuthor } from "../authors/author-writes.ts";
import { changeAuthor } from "../authors/service.ts";
import { findPrivilegeByRole } from "../permission/queries.ts";
import { deleteUser, findUser, insertUser, updateUser } from "./queries.ts";

async function existingUser(db: Db, id: string) {
  const user = isUuid(id) ? await findUser(db, id) : null;
  if (!user) throw new NotFound(adminUserMessages.notFound);
  return user;
}

export async function userById(db: Db, id: string) {
  return toUser(await existingUser(db, id));
}

async function knownPrivilege(db: Db, role: string) {
  const privilege = await findPrivilegeByRole(db, role);
  if (!privilege) throw InvalidInput.of(adminUserMessages.unknownRole, "role");
  return privilege;
}

/** What an audit entry shows of an admin: the profile and role; a User never holds the password. */
const audited = (user: User) => auditFieldsOf(user);

/** Creates the account and its author profile; the caller stays signed in as themself. */
export async function registerAdmin(
  { change, audit }: StaffWrites,
  input: RegisterAdminInput,
  feed?: ContentChangeFeed,
) {
  const passwordHash = await hashPassword(input.password);
  const user = await change(async (tx) => {
    const privilege = await knownPrivilege(tx, input.role);
    const id = await insertUser(tx, {
      username: input.username,
      fullName: input.fullName,
      email: input.email,
      passwordHash,
      contactNumber: input.contactNumber,
      address: input.address,
      gender: input.gender,
      dateOfBirth: input.dateOfBirth,
      privilegeId: privilege.id,
      // A superAdmin hears of new leads unless they opt out; others opt in from their profile.
      notifyLeads: isSuperAdmin(privilege.role),
    });
    if (!id) throw new Conflict(adminUserMessages.usernameTaken);
    if (input.authorId === undefined) await insertAuthor(tx, { name: input.fullName, adminUserId: id });
    else await claimAuthor(tx, input.authorId, { id, fullName: input.fullName });
    const user = await userById(tx, id);
    await audit.record(tx, {
      action: "create",
      entity: "admin",
      entityId: id,
      summary: `Added admin "${user.username}" as ${user.role}`,
      after: audited(user),
    });
    // An imported author's byline may now read their new full name.
    if (input.authorId !== undefined) await feed?.notify(tx, authorShownKinds);
    return user;
  });
  if (input.authorId !== undefined) await feed?.changed(authorShownKinds);
  return user;
}

/** A new role takes effect at the next sign-in: the target's sessions end with the change. */
export async function changeRole({ change, audit }: StaffWrites, id: string, role: string) {
  return change(async (tx) => {
    const target = await existingUser(tx, id);
    if (isSuperAdmin(target.role)) throw new Forbidden(adminUserMessages.superAdminRoleLocked);
    const privilege = await knownPrivilege(tx, role);
    if (!(await updateUser(tx, id, { privilegeId: privilege.id }))) throw new NotFound(adminUserMessages.notFound);
    await deleteUserSessions(tx, id);
    const user = await userById(tx, id);
    await audit.record(tx, {
      action: "roleChange",
      entity: "admin",
      entityId: id,
      summary: `Changed the role of "${user.username}" from ${target.role} to ${user.role}`,
      before: { role: target.role },
      after: { role: user.role },
    });
    return user;
  });
}

/** The profile's fields that are their author profile's (the blog shows them): a change drops the cached articles. */
const authorFields = (input: ProfileUpdateInput): AuthorUpdateInput | null => {
  const { fullName: name, bio, photoId } = input;
  return name === undefined && bio === undefined && photoId === undefined ? null : { name, bio, photoId };
};

export async function updateProfile(
  writes: StaffWrites,
  id: string,
  input: ProfileUpdateInput,
  feed?: ContentChangeFeed,
) {
  const { change, audit } = writes;
  const { fullName: _name, bio: _bio, photoId: _photo, ...accountInput } = input;
  const account = Object.fromEntries(Object.entries(accountInput).filter(([, value]) => value !== undefined));
  const shown = authorFields(input);
  const user = await change(async (tx) => {
    const before = await userById(tx, id);
    if (Object.keys(account).length > 0 && !(await updateUser(tx, id, account)))
      throw new NotFound(adminUserMessages.notFound);
    if (shown) {
      const author = await staffAuthor(tx, id);
      if (!author) throw new NotFound(adminUserMessages.notFound);
      await changeAuthor(writes, tx, author, shown);
    }
    const after = await userById(tx, id);
    if (Object.keys(account).length > 0 || after.fullName !== before.fullName)
      await audit.record(tx, {
        action: "update",
        entity: "admin",
        entityId: id,
        summary: `Updated the profile of "${after.username}"`,
        ...changedFields(audited(before), audited(after)),
      });
    if (shown) await feed?.notify(tx, authorShownKinds);
    return after;
  });
  if (shown) await feed?.changed(authorShownKinds);
  return user;
}

export async function removeUser({ change, audit }: StaffWrites, id: string, actorId: string) {
  await change(async (tx) => {
    const target = await existingUser(tx, id);
    if (target.id === actorId) throw new Forbidden(adminUserMessages.cannotDeleteSelf);
    if (isSuperAdmin(target.role)) throw new Forbidden(adminUserMessages.cannotDeleteSuperAdmin);
    // Sessions go with the account (ON DELETE CASCADE).
    if (!(await deleteUser(tx, id))) throw new NotFound(adminUserMessages.notFound);
    await audit.record(tx, deletedAudit("admin", id, target.username, audited(toUser(target))));
  });
}
