import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { effectivePermissions, personalDataRightsBefore } from "../../domain/roles.ts";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

/** Roles as they were stored before the areas existed: the spec's matrix only. */
const oldRoles = {
  Member: {},
  Recruiter: { career: { create: true, update: true, statusChange: true } },
  Designer: { category: { create: true, update: true, statusChange: false }, career: { update: false } },
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

function expectTodaysAccess(rows: { role: string; permissions: unknown }[]) {
  expect(rows.map((row) => row.role).sort()).toEqual(Object.keys(oldRoles).sort());
  for (const row of rows) {
    const now = effectivePermissions(row.role, row.permissions);
    const was = effectivePermissions(row.role, oldRoles[row.role as keyof typeof oldRoles]);
    // The spec's matrix is untouched, and the new areas hold what every role could do before.
    expect({ ...now, leads: undefined, applications: undefined }).toEqual({
      ...was,
      leads: undefined,
      applications: undefined,
    });
    expect({ leads: now.leads, applications: now.applications }, row.role).toEqual(personalDataRightsBefore(was));
  }
  const recruiter = effectivePermissions("Recruiter", rows.find((row) => row.role === "Recruiter")?.permissions);
  expect(recruiter.applications).toEqual({ read: true, update: true, export: true });
  const member = effectivePermissions("Member", rows.find((row) => row.role === "Member")?.permissions);
  expect(member.leads).toEqual({ read: true, update: true, export: true });
  expect(member.applications).toEqual({ read: true, update: false, export: true });
}

describe(`the personal-data areas migration on ${testDriver()}`, () => {
  it("gives every existing role exactly the access it had, and keeps its matrix", async () => {
    expectTodaysAccess(await upgradeFrom("personal_data_areas", writeOldRoles, readRoles));
  }, 60_000);
});
