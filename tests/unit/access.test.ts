import { describe, expect, it } from "vitest";
import { access, deniedMessage } from "../../domain/access.ts";
import { mergePermissions } from "../../domain/privileges.ts";
import { effectivePermissions, permissionsReport, uniformPermissions } from "../../domain/roles.ts";

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
