import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { effectivePermissions } from "../../domain/roles.ts";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

/** Roles as stored before the area (ADR 0165): one may update the site, one may not. */
const oldRoles = {
  "Site editor": { site: { update: true }, category: { create: true, update: true, statusChange: false } },
  Recruiter: { career: { create: true, update: true, statusChange: true } },
};

async function writeOldRoles(run: Run) {
  for (const [role, permissions] of Object.entries(oldRoles)) {
    await run(sql`insert into privileges (role, permissions) values (${role}, ${JSON.stringify(permissions)}::jsonb)`);
  }
}

async function readRoles(run: Run) {
  const { rows } = await run(sql`select role, permissions from privileges order by role`);
  return rows as { role: string; permissions: unknown }[];
}

function expectRedirectsFollowTheSite(rows: { role: string; permissions: unknown }[]) {
  const after = (role: keyof typeof oldRoles) =>
    effectivePermissions(role, rows.find((row) => row.role === role)?.permissions);
  expect(after("Site editor").redirects).toEqual({ create: false, update: true, statusChange: false });
  expect(after("Recruiter").redirects).toEqual({ create: false, update: false, statusChange: false });
  // Nothing else moves.
  for (const role of ["Site editor", "Recruiter"] as const) {
    expect({ ...after(role), redirects: undefined }).toEqual({
      ...effectivePermissions(role, oldRoles[role]),
      redirects: undefined,
      // Migration 0021 (personal-data areas) ran before these rows existed; they have none.
      leads: after(role).leads,
      applications: after(role).applications,
    });
  }
}

describe(`the redirects area migration on ${testDriver()}`, () => {
  it("gives the redirects area to the roles that may update the site, and to no other", async () => {
    expectRedirectsFollowTheSite(await upgradeFrom("redirects_and_not_found_log", writeOldRoles, readRoles));
  }, 60_000);
});
