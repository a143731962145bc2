import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let root: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  root = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: root, ...(payload ? { payload } : {}) });

const allFalse = { create: false, update: false, statusChange: false };
const noData = { read: false, update: false, export: false };
const allTrue = { create: true, update: true, statusChange: true };

async function privilegeId(role: string): Promise<string> {
  const list = (await call("GET", "/permission")).json().data as { _id: string; role: string }[];
  const found = list.find((p) => p.role === role);
  if (!found) throw new Error(`no role ${role}`);
  return found._id;
}

describe("privileges", () => {
  it("lists the protected roles with their full matrix", async () => {
    const res = await call("GET", "/permission");
    expect(res.statusCode).toBe(200);
    const byRole = Object.fromEntries(res.json().data.map((p: { role: string }) => [p.role, p]));
    expect(byRole.superAdmin.permissions.career).toEqual(allTrue);
    expect(byRole.Member.permissions.category).toEqual(allFalse);
    expect(byRole.Member).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String) });
  });

  it("creates a role; flags left out are false", async () => {
    const res = await call("POST", "/permission/create", {
      role: "  Content Editor ",
      permissions: { category: { create: true, update: true }, projects: { statusChange: true } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Privilege created successfully!",
      data: {
        role: "Content Editor",
        permissions: {
          category: { create: true, update: true, statusChange: false },
          projects: { create: false, update: false, statusChange: true },
          career: allFalse,
        },
      },
    });
  });

  it("refuses a missing name, a duplicate (ignoring case) and a wrongly typed flag", async () => {
    const empty = await call("POST", "/permission/create", { role: " ", permissions: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: "Role name is required", issues: [{ path: "role" }] });

    await call("POST", "/permission/create", { role: "Reviewer" });
    for (const role of ["Reviewer", "reviewer", "SUPERADMIN"]) {
      const duplicate = await call("POST", "/permission/create", { role });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe("Role already exists");
    }

    const typed = await call("POST", "/permission/create", {
      role: "Typed",
      permissions: { career: { create: "yes" } },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().issues).toEqual([
      { path: "permissions.career.create", message: "Permissions must be true or false" },
    ]);
  });

  it("updates a role's name and only the flags sent", async () => {
    const created = (
      await call("POST", "/permission/create", { role: "Writer", permissions: { services: allTrue } })
    ).json().data;
    const res = await call("PATCH", `/permission/${created._id}`, {
      role: "Senior Writer",
      permissions: { services: { statusChange: false }, career: { create: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Privileges updated successfully!",
      data: {
        role: "Senior Writer",
        permissions: {
          services: { create: true, update: true, statusChange: false },
          career: { create: true, update: false, statusChange: false },
        },
      },
    });
    const clash = await call("PATCH", `/permission/${created._id}`, { role: "member" });
    expect(clash.statusCode).toBe(409);
  });

  it("protects superAdmin and Member from edits and deletion", async () => {
    for (const role of ["superAdmin", "Member"]) {
      const id = await privilegeId(role);
      const edit = await call("PATCH", `/permission/${id}`, { permissions: { category: { create: true } } });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe("The superAdmin and Member roles cannot be changed or deleted");
      expect((await call("DELETE", `/permission/${id}`)).statusCode).toBe(403);
    }
    const member = (await call("GET", "/permission")).json().data.find((p: { role: string }) => p.role === "Member");
    expect(member.permissions.category).toEqual(allFalse);
  });

  it("refuses to delete a role while an admin holds it, and deletes it afterwards", async () => {
    const id = await createRole(ctx, "Temporary");
    const holder = await createAdmin(ctx, "temp-holder", "Temporary");
    const refused = await call("DELETE", `/permission/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This role is assigned to one or more admins");

    await call("DELETE", `/admin/delete/${holder.id}`);
    const res = await call("DELETE", `/permission/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Privilege deleted successfully" });
    expect((await call("DELETE", `/permission/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of [randomUUID(), "not-an-id"]) {
      const res = await call("PATCH", `/permission/${id}`, { role: "X" });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Privilege not found");
    }
  });

  it("takes a change of rights into effect at once for signed-in holders", async () => {
    const id = await createRole(ctx, "Live");
    await createAdmin(ctx, "live-holder", "Live");
    const holder = bearer((await signIn(ctx, "live-holder")).token);
    const before = await ctx.app.inject({ method: "GET", url: "/api/v1/permission/by-admin", headers: holder });
    expect(before.json().permission.permissions.product.create).toBe(false);
    await call("PATCH", `/permission/${id}`, { permissions: { product: { create: true } } });
    const after = await ctx.app.inject({ method: "GET", url: "/api/v1/permission/by-admin", headers: holder });
    expect(after.json().permission.permissions.product.create).toBe(true);
  });
});

describe("GET /permission/by-admin", () => {
  it("reports the role, its areas and superAdmin-only areas", async () => {
    await createRole(ctx, "Projects Lead", { projects: { create: true, update: true } });
    await createAdmin(ctx, "lead", "Projects Lead");
    const lead = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/permission/by-admin",
      headers: bearer((await signIn(ctx, "lead")).token),
    });
    expect(lead.statusCode).toBe(200);
    expect(lead.json()).toEqual({
      success: true,
      permission: {
        role: "Projects Lead",
        permissions: {
          category: allFalse,
          services: allFalse,
          product: allFalse,
          projects: { create: true, update: true, statusChange: false },
          career: allFalse,
          site: allFalse,
          redirects: allFalse,
          leads: noData,
          applications: noData,
          newsletter: { create: false, update: false, send: false },
          userManagement: allFalse,
          privilege: allFalse,
          logs: allFalse,
        },
      },
    });

    const superAdmin = (await call("GET", "/permission/by-admin")).json();
    expect(superAdmin.permission.role).toBe("superAdmin");
    for (const area of [
      "category",
      "services",
      "product",
      "projects",
      "career",
      "redirects",
      "userManagement",
      "privilege",
      "logs",
    ]) {
      expect(superAdmin.permission.permissions[area]).toEqual(allTrue);
    }
  });
});
