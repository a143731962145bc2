import { describe, expect, it } from "vitest";
import { access, deniedMessage } from "../../domain/access.ts";
import { visibleCounts } from "../../domain/dashboard.ts";
import { mergePermissions, touchesOnlyPersonalData } from "../../domain/privileges.ts";
import {
  effectivePermissions,
  permissionsReport,
  personalDataRightsBefore,
  uniformPermissions,
} from "../../domain/roles.ts";

const editor = {
  id: "editor-id",
  role: "Editor",
  permissions: mergePermissions(uniformPermissions(false), {
    category: { create: true },
    product: { statusChange: true },
  }),
};
const member = { id: "member-id", role: "Member", permissions: uniformPermissions(false) };
const superAdmin = { id: "root-id", role: "superAdmin", permissions: uniformPermissions(false) };

describe("access decisions", () => {
  it("grants area rights from the role's matrix, and every right to superAdmin whatever is stored", () => {
    expect(deniedMessage(access.area("category", "create"), editor)).toBeNull();
    expect(deniedMessage(access.area("category", "update"), editor)).toBe(
      "You do not have permission to update category",
    );
    expect(deniedMessage(access.area("product", "statusChange"), editor)).toBeNull();
    expect(deniedMessage(access.area("career", "statusChange"), member)).toBe(
      "You do not have permission to change job status",
    );
    expect(deniedMessage(access.area("services", "create"), superAdmin)).toBeNull();
  });

  it("allows a rule over several areas when any of them grants the action", () => {
    const rule = access.area(["projects", "product"], "statusChange");
    expect(deniedMessage(rule, editor)).toBeNull();
    expect(deniedMessage(rule, member)).toBe("You do not have permission to change project or product status");
  });

  it("keeps deletes and management for superAdmin", () => {
    expect(deniedMessage(access.superAdmin("deleteCategory"), editor)).toBe(
      "You do not have permission to delete category",
    );
    expect(deniedMessage(access.superAdmin("manageUsers"), member)).toBe(
      "You do not have permission to manage admin users",
    );
    expect(deniedMessage(access.superAdmin("readLogs"), superAdmin)).toBeNull();
  });

  it("lets an admin act on their own account only", () => {
    expect(deniedMessage(access.self("updateProfile"), member, "member-id")).toBeNull();
    expect(deniedMessage(access.self("updateProfile"), superAdmin, "member-id")).toBe(
      "You do not have permission to update another admin's profile",
    );
  });
});

describe("permissions", () => {
  it("reads a partial or missing stored matrix as false", () => {
    expect(effectivePermissions("Custom", { category: { create: true } }).category).toEqual({
      create: true,
      update: false,
      statusChange: false,
    });
    expect(effectivePermissions("Custom", null).career.update).toBe(false);
  });

  it("reports the management areas as superAdmin's alone", () => {
    const forMember = permissionsReport("Member", uniformPermissions(false));
    expect(forMember.userManagement).toEqual({ create: false, update: false, statusChange: false });
    const forRoot = permissionsReport("superAdmin", {});
    expect(forRoot.logs).toEqual({ create: true, update: true, statusChange: true });
    expect(forRoot.projects.create).toBe(true);
  });

  it("merges sent flags over stored ones", () => {
    const merged = mergePermissions(uniformPermissions(true), { services: { update: false } });
    expect(merged.services).toEqual({ create: true, update: false, statusChange: true });
    expect(merged.category).toEqual({ create: true, update: true, statusChange: true });
  });
});

describe("personal-data areas (ADR 0136)", () => {
  const reader = {
    id: "reader-id",
    role: "Reader",
    permissions: mergePermissions(uniformPermissions(false), { leads: { read: true } }),
  };

  it("grants read, update and export from the role's matrix, and all to superAdmin", () => {
    expect(deniedMessage(access.data("leads", "read"), reader)).toBeNull();
    expect(deniedMessage(access.data("leads", "export"), reader)).toBe("You do not have permission to export leads");
    expect(deniedMessage(access.data("applications", "read"), reader)).toBe(
      "You do not have permission to read applications",
    );
    expect(deniedMessage(access.data("applications", "update"), superAdmin)).toBeNull();
  });

  it("reads a stored matrix without the areas as no right at all, and keeps content flags apart", () => {
    expect(effectivePermissions("Old", { career: { update: true } }).applications).toEqual({
      read: false,
      update: false,
      export: false,
    });
    // A content action name sent under a personal-data area is not a right there.
    expect(effectivePermissions("Odd", { leads: { create: true, read: true } }).leads).toEqual({
      read: true,
      update: false,
      export: false,
    });
  });

  it("gives the rights every role had before the areas: applications.update follows career.update", () => {
    expect(personalDataRightsBefore(uniformPermissions(false))).toEqual({
      leads: { read: true, update: true, export: true },
      applications: { read: true, update: false, export: true },
    });
    expect(personalDataRightsBefore(uniformPermissions(true)).applications.update).toBe(true);
  });

  it("lets a change of Member touch only the personal-data areas", () => {
    expect(touchesOnlyPersonalData({ permissions: { leads: { read: false } } })).toBe(true);
    expect(touchesOnlyPersonalData({ permissions: { leads: { read: false }, category: { create: true } } })).toBe(
      false,
    );
    expect(touchesOnlyPersonalData({ role: "Member", permissions: { leads: { read: false } } })).toBe(false);
    expect(touchesOnlyPersonalData({ permissions: {} })).toBe(false);
    expect(touchesOnlyPersonalData({})).toBe(false);
  });

  it("leaves out the counts a caller may not read, never showing them as zero", () => {
    const counts = {
      categoryCount: 1,
      subCategoryCount: 2,
      totalServiceCount: 2,
      CompletedCount: 3,
      PendingCount: 4,
      totalProjectCount: 5,
      enquire: 7,
      getintouch: 8,
      activeProductCount: 1,
      inActiveProductCount: 1,
      potentialCustomers: 9,
      jobCount: 2,
      applicationCount: 6,
      openByStage: {
        enquiries: { new: 1, contacted: 1, qualified: 1 },
        applications: { new: 1, reviewing: 1, interview: 1, offer: 1 },
      },
    };
    const none = visibleCounts(counts, { leads: false, applications: false });
    expect(Object.keys(none).sort()).toEqual(
      [
        "activeProductCount",
        "categoryCount",
        "inActiveProductCount",
        "jobCount",
        "openByStage",
        "subCategoryCount",
        "totalProjectCount",
        "totalServiceCount",
      ].sort(),
    );
    expect(none.openByStage).toEqual({});
    expect(visibleCounts(counts, { leads: true, applications: true })).toEqual(counts);
    expect(counts.openByStage.enquiries).toBeDefined();
  });
});
