import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { MEMBER_ROLE, personalDataRightsBefore, SUPER_ADMIN_ROLE, uniformPermissions } from "../../../domain/roles.ts";
import type { AppConfig } from "../../config.ts";
import { alertHeading } from "../../modules/alert-heading/schema.ts";
import { hashPassword } from "../../modules/auth/index.ts";
import { insertAuthor } from "../../modules/authors/index.ts";
import type { Db } from "../client.ts";
import { adminUsers, privileges } from "../schema/staff.ts";

export const DEFAULT_ALERT_HEADING = "Now hiring in Lahore: React, Flutter and UI UX roles. Visit Careers to apply.";

/** Easy to type, hard to guess: 4 groups of 5 from an unambiguous alphabet, plus the policy's extras. */
export function generateAdminPassword() {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  return `${chars.match(/.{5}/g)?.join("-")}!9A`;
}

export type SeedReport = { adminCreated?: { username: string; generatedPassword?: string } };

function memberPermissions() {
  const content = uniformPermissions(false);
  return { ...content, ...personalDataRightsBefore(content) };
}

/** Roles, the first superAdmin and the alert heading: what every installation needs. */
export async function seedBase(db: Db, config: AppConfig): Promise<SeedReport> {
  await db
    .insert(privileges)
    .values([
      { role: SUPER_ADMIN_ROLE, permissions: uniformPermissions(true) },
      // Member starts where every role stood before the personal-data areas (ADR 0136).
      { role: MEMBER_ROLE, permissions: memberPermissions() },
    ])
    .onConflictDoNothing();
  await db.insert(alertHeading).values({ id: 1, textField: DEFAULT_ALERT_HEADING }).onConflictDoNothing();

  const [{ admins }] = await db.select({ admins: count() }).from(adminUsers);
  if (admins > 0) return {};

  const [superAdmin] = await db.select().from(privileges).where(eq(privileges.role, SUPER_ADMIN_ROLE));
  const generatedPassword = config.adminPassword ? undefined : generateAdminPassword();
  const inserted = await db
    .insert(adminUsers)
    .values({
      username: config.adminUsername,
      fullName: "Site Administrator",
      email: `${config.adminUsername}@example.com`,
      passwordHash: await hashPassword(config.adminPassword ?? (generatedPassword as string)),
      contactNumber: "03000000000",
      address: "Lahore, Pakistan",
      gender: "Male",
      dateOfBirth: "1990-01-01",
      privilegeId: superAdmin.id,
      notifyLeads: true,
    })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return {};
  await insertAuthor(db, { name: "Site Administrator", adminUserId: inserted[0].id });
  return { adminCreated: { username: config.adminUsername, generatedPassword } };
}
