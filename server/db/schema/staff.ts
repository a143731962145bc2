import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { RolePermissions } from "../../../domain/roles.ts";
import { bigNumber, day, flag, id, ref, timestamps } from "../columns.ts";

/** The staff user who owns a lead; a deleted user leaves it unowned (ADR 0083). */
export const pipelineOwner = () => ({
  ownerId: ref("owner_id", (): AnyPgColumn => adminUsers.id, "set null"),
});

export const privileges = pgTable(
  "privileges",
  {
    id: id(),
    role: text("role").notNull(),
    permissions: jsonb("permissions").$type<RolePermissions>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("privileges_role_lower_key").on(sql`lower(${t.role})`)],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    username: text("username").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    contactNumber: text("contact_number").notNull(),
    address: text("address").notNull(),
    gender: text("gender", { enum: ["Male", "Female"] }).notNull(),
    dateOfBirth: day("date_of_birth").notNull(),
    privilegeId: ref("privilege_id", () => privileges.id, "restrict").notNull(),
    /** E-mail a notice of every new enquiry and job application to this admin. */
    notifyLeads: flag("notify_leads", false),
    /** The confirmed TOTP secret, encrypted (ADR 0078); two-factor sign-in is on exactly when set. */
    twoFactorSecret: text("two_factor_secret"),
    /** A secret being set up, encrypted; it replaces nothing until a code from it is confirmed. */
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    /** The TOTP time step of the last code accepted: a code of that step or earlier is a replay. */
    twoFactorLastStep: bigNumber("two_factor_last_step"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("admin_users_username_key").on(t.username),
    check("admin_users_username_lowercase", sql`${t.username} = lower(${t.username})`),
    check("admin_users_gender", sql`${t.gender} in ('Male', 'Female')`),
    index("admin_users_privilege_idx").on(t.privilegeId),
  ],
);
