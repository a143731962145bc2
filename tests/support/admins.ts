import type { LightMyRequestResponse } from "fastify";
import type { PermissionsInput } from "../../domain/privileges.ts";
import { mergePermissions } from "../../domain/privileges.ts";
import { uniformPermissions } from "../../domain/roles.ts";
import { adminUsers, privileges } from "../../server/db/schema/staff.ts";
import { hashPassword } from "../../server/modules/auth/password.ts";
import { insertAuthor } from "../../server/modules/authors/index.ts";
import { TEST_ADMIN } from "./constants.ts";
import { TEST_PASSWORD } from "./secret-scan.ts";
import type { TestContext } from "./test-app.ts";

export { TEST_PASSWORD };

/** A custom role with the given rights (everything else false). */
export async function createRole(ctx: TestContext, role: string, permissions: PermissionsInput = {}) {
  const [row] = await ctx.database.db
    .insert(privileges)
    .values({ role, permissions: mergePermissions(uniformPermissions(false), permissions) })
    .returning({ id: privileges.id });
  return row.id;
}

/** An admin holding `role` (an existing role name), with TEST_PASSWORD unless told otherwise. */
export async function createAdmin(ctx: TestContext, username: string, role: string, password = TEST_PASSWORD) {
  const all = await ctx.database.db.select().from(privileges);
  const privilege = all.find((p) => p.role === role);
  if (!privilege) throw new Error(`no role ${role}`);
  const [row] = await ctx.database.db
    .insert(adminUsers)
    .values({
      username,
      fullName: `${username} Test`,
      email: `${username}@example.com`,
      passwordHash: await hashPassword(password),
      contactNumber: "03001234567",
      address: "Lahore",
      gender: "Female",
      dateOfBirth: "1995-05-05",
      privilegeId: privilege.id,
    })
    .returning({ id: adminUsers.id });
  // As the app makes an account: with its author profile (ADR 0245).
  await insertAuthor(ctx.database.db, { name: `${username} Test`, adminUserId: row.id });
  return { id: row.id, username, password };
}

export type SignIn = { token: string; cookie: string; userId: string; response: LightMyRequestResponse };

export async function login(ctx: TestContext, username: string, password: string, remoteAddress?: string) {
  return ctx.app.inject({ method: "POST", url: "/api/v1/admin/login", payload: { username, password }, remoteAddress });
}

/** Signs in and fails loudly if that did not work. */
export async function signIn(ctx: TestContext, username: string, password = TEST_PASSWORD): Promise<SignIn> {
  const response = await login(ctx, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  const body = response.json();
  const setCookie = String(response.headers["set-cookie"]);
  return { token: body.token, cookie: setCookie.split(";")[0], userId: body.data._id, response };
}

export const signInAsSuperAdmin = (ctx: TestContext) => signIn(ctx, TEST_ADMIN.username, TEST_ADMIN.password);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
