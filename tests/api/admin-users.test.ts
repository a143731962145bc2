import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createAdmin,
  createRole,
  login,
  signIn,
  signInAsSuperAdmin,
  TEST_PASSWORD,
} from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let root: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signInAsSuperAdmin(ctx);
});
afterAll(() => ctx.close());

const asRoot = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(root.token), ...(payload ? { payload } : {}) });

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const newAdmin = {
  username: "sana",
  fullName: "Sana Khan",
  email: "sana@example.com",
  password: "Strong#Pass1",
  contactNumber: "03001234567",
  address: "Gulberg, Lahore",
  gender: "Female",
  dateOfBirth: "1998-03-14",
  role: "Member",
};

describe("registration", () => {
  it("adds an admin without signing the caller in as them", async () => {
    const res = await asRoot("POST", "/admin/register", { ...newAdmin, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Admin added successfully!",
      data: { username: "sana", fullName: "Sana Khan", role: "Member", gender: "Female", dateOfBirth: "1998-03-14" },
    });
    expect(body.token).toBeUndefined();
    expect(res.headers["set-cookie"]).toBeUndefined();
    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(root.token) });
    expect(me.json().data.username).toBe("admin");
    // The agency's zone (SITE_TIME_ZONE), which the back office shows absolute times in.
    expect(me.json().timeZone).toBe(ctx.config.siteTimeZone);
    expect((await login(ctx, "sana", TEST_PASSWORD)).statusCode).toBe(200);

    const list = await asRoot("GET", "/admin");
    expect(list.json().data.map((u: { username: string }) => u.username)).toEqual(["admin", "sana"]);
  });

  it.each([
    [{ username: "" }, "username", "Username is required"],
    [{ username: "Sana" }, "username", "Username must be lowercase"],
    [{ username: "sana khan" }, "username", "Username may only contain letters, digits, dots, dashes and underscores"],
    [{ fullName: " " }, "fullName", "Full name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "sana.example.com" }, "email", "Please enter a valid email address"],
    [{ address: "" }, "address", "Address is required"],
    [{ address: "x".repeat(51) }, "address", "Field cannot be more than 50 characters"],
    [{ gender: undefined }, "gender", "Gender is required"],
    [{ gender: "Other" }, "gender", "Gender must be Male or Female"],
    [{ dateOfBirth: "" }, "dateOfBirth", "Date of birth is required"],
    [{ dateOfBirth: "1998-02-30" }, "dateOfBirth", "Please enter a valid date of birth"],
    [{ dateOfBirth: yearsAgo(18, 1) }, "dateOfBirth", "You must be at least 18 years old"],
    [{ password: "" }, "password", "Password is required"],
    [{ password: "Ab#1" }, "password", "Password must be at least 8 characters"],
    [
      { password: "alllower#1" },
      "password",
      "Password must contain an uppercase letter, a special character, and a digit",
    ],
    [
      { password: "NoSpecial1" },
      "password",
      "Password must contain an uppercase letter, a special character, and a digit",
    ],
    [
      { password: "NoDigit#Here" },
      "password",
      "Password must contain an uppercase letter, a special character, and a digit",
    ],
    [{ contactNumber: "0300123456" }, "contactNumber", "Phone number must be between 11 and 15 digits"],
    [{ contactNumber: "0300-1234567" }, "contactNumber", "Phone number must be between 11 and 15 digits"],
    [{ contactNumber: "1234567890123456" }, "contactNumber", "Phone number must be between 11 and 15 digits"],
    [{ role: "" }, "role", "Role is required"],
  ])("refuses %o with the spec's message", async (change, path, message) => {
    const res = await asRoot("POST", "/admin/register", { ...newAdmin, username: "candidate", ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, error: message });
    expect(res.json().issues).toEqual([{ path, message }]);
  });

  it("accepts an admin who turns 18 today", async () => {
    const res = await asRoot("POST", "/admin/register", {
      ...newAdmin,
      username: "birthday",
      dateOfBirth: yearsAgo(18),
    });
    expect(res.statusCode).toBe(201);
  });

  it("lists every failing field, the spec's order first", async () => {
    const res = await asRoot("POST", "/admin/register", { username: "Bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      "username",
      "fullName",
      "email",
      "address",
      "gender",
      "dateOfBirth",
      "password",
      "contactNumber",
      "role",
    ]);
  });

  it("refuses an unknown role and a taken username", async () => {
    const unknown = await asRoot("POST", "/admin/register", { ...newAdmin, username: "someone", role: "Wizard" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: "Unknown role",
      issues: [{ path: "role", message: "Unknown role" }],
    });

    const taken = await asRoot("POST", "/admin/register", { ...newAdmin, username: "admin" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Username already exists");
  });
});

describe("role change", () => {
  it("moves an admin to another role and ends their sessions", async () => {
    await createRole(ctx, "Designer", { projects: { create: true } });
    const target = await createAdmin(ctx, "moving", "Member");
    const session = await signIn(ctx, "moving");
    const res = await asRoot("PATCH", `/admin/update-role/${target.id}`, { role: "Designer" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Role updated successfully!",
      data: { _id: target.id, role: "Designer" },
    });

    const stale = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(session.token) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe("Session expired, please log in again");
    const fresh = await signIn(ctx, "moving");
    const report = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/permission/by-admin",
      headers: bearer(fresh.token),
    });
    expect(report.json().permission.role).toBe("Designer");
  });

  it("refuses a superAdmin target, a missing role and an unknown role", async () => {
    const locked = await asRoot("PATCH", `/admin/update-role/${root.userId}`, { role: "Member" });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe("A superAdmin's role cannot be changed");

    const target = await createAdmin(ctx, "stays", "Member");
    const missing = await asRoot("PATCH", `/admin/update-role/${target.id}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Role is required");
    const unknown = await asRoot("PATCH", `/admin/update-role/${target.id}`, { role: "Nope" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown role");
    const ghost = await asRoot("PATCH", `/admin/update-role/${randomUUID()}`, { role: "Member" });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().message).toBe("Admin not found");
  });
});

describe("deleting admins", () => {
  it("deletes another admin and their sessions", async () => {
    const target = await createAdmin(ctx, "leaving", "Member");
    const session = await signIn(ctx, "leaving");
    const res = await asRoot("DELETE", `/admin/delete/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Admin deleted successfully" });
    const after = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(session.token) });
    expect(after.statusCode).toBe(401);
    expect((await asRoot("DELETE", `/admin/delete/${target.id}`)).statusCode).toBe(404);
    expect((await asRoot("DELETE", "/admin/delete/nonsense")).statusCode).toBe(404);
  });

  it("refuses to delete oneself or a superAdmin", async () => {
    const self = await asRoot("DELETE", `/admin/delete/${root.userId}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("You cannot delete your own account");

    await createAdmin(ctx, "second-root", "superAdmin");
    const other = await signIn(ctx, "second-root");
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/admin/delete/${root.userId}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("A superAdmin cannot be deleted");
  });
});

describe("own profile", () => {
  let me: { id: string; token: string };
  beforeAll(async () => {
    const created = await createAdmin(ctx, "profiled", "Member");
    me = { id: created.id, token: (await signIn(ctx, "profiled")).token };
  });
  const update = (payload: object) =>
    ctx.app.inject({ method: "PATCH", url: `/api/v1/admin/update/${me.id}`, headers: bearer(me.token), payload });

  it("changes only email, contact number and address", async () => {
    const res = await update({
      email: " new.mail@example.com ",
      contactNumber: "923001234567",
      address: "DHA Phase 5",
      username: "hijack",
      role: "superAdmin",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Profile updated successfully",
      data: {
        username: "profiled",
        role: "Member",
        email: "new.mail@example.com",
        contactNumber: "923001234567",
        address: "DHA Phase 5",
      },
    });
    const partial = await update({ address: "Model Town" });
    expect(partial.json().data).toMatchObject({ email: "new.mail@example.com", address: "Model Town" });
  });

  it("turns the e-mailed notices of new leads on and off (off for a Member at first)", async () => {
    const before = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(me.token) });
    expect(before.json().data).toMatchObject({ notifyLeads: false, twoFactorEnabled: false });
    expect((await update({ notifyLeads: true })).json().data.notifyLeads).toBe(true);
    const off = await update({ notifyLeads: false });
    expect(off.json().data).toMatchObject({ notifyLeads: false, address: "Model Town" });
  });

  it.each([
    [{ email: "  " }, "email", "This field cannot be empty."],
    [{ address: "" }, "address", "This field cannot be empty."],
    [
      { address: "House #5; Street 2" },
      "address",
      "Special characters like !, <, >, =, `, &, %, $, etc., are not allowed.",
    ],
    [{ address: "Hello!" }, "address", "Special characters like !, <, >, =, `, &, %, $, etc., are not allowed."],
    [{ email: "a<b@example.com" }, "email", "Special characters like !, <, >, =, `, &, %, $, etc., are not allowed."],
    [{ address: "x".repeat(51) }, "address", "Field cannot be more than 50 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ email: "sana@example.org" }, "email", "Email must be in the format {email}"],
    [{ contactNumber: "12345" }, "contactNumber", "Phone number must be between 11 and 15 digits"],
    [{ contactNumber: "+923001234567" }, "contactNumber", "Phone number must be between 11 and 15 digits"],
    [{ notifyLeads: "yes" }, "notifyLeads", "notifyLeads must be true or false"],
  ])("refuses %o with the spec's message", async (payload, path, message) => {
    const res = await update(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
  });
});
