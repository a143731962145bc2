import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "./admins.ts";
import { createTestApp, type TestContext } from "./test-app.ts";

/** The Site calls' three callers' headers: the superAdmin, a member without the site right, and an editor with it. */
export type SiteStaff = {
  ctx: TestContext;
  owner: Record<string, string>;
  member: Record<string, string>;
  editor: Record<string, string>;
};

/** A fresh app with the three callers signed in; the names keep each file's admins apart in its audit entries. */
export async function siteStaff(names: { member: string; role: string; editor: string }): Promise<SiteStaff> {
  const ctx = await createTestApp();
  const owner = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, names.member, "Member");
  const member = bearer((await signIn(ctx, names.member)).token);
  await createRole(ctx, names.role, { site: { update: true } });
  await createAdmin(ctx, names.editor, names.role);
  const editor = bearer((await signIn(ctx, names.editor)).token);
  return { ctx, owner, member, editor };
}
