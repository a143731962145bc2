import { describe, expect, it } from "vitest";
import { signInPathFor, signInReturnPath } from "../../domain/sign-in-return.ts";

describe("the address a sign-in returns to", () => {
  it("is a back-office screen of this site, with its query and hash", () => {
    expect(signInReturnPath("/admin/enquiries?id=abc123")).toBe("/admin/enquiries?id=abc123");
    expect(signInReturnPath("/admin/people/p1#timeline")).toBe("/admin/people/p1#timeline");
    expect(signInReturnPath("/admin")).toBe("/admin");
    expect(signInReturnPath("/admin/enquiry-board?owner=me")).toBe("/admin/enquiry-board?owner=me");
  });

  it("is never another site, a public page or a way out of /admin (no open redirect)", () => {
    for (const hostile of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "///evil.example/admin",
      "/\\evil.example/admin",
      "\\\\evil.example",
      "/admin\\..\\..\\evil",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http:/admin",
      "admin/enquiries",
      "/administrator",
      "/admin-evil",
      "/admin/../contact",
      "/admin/%2e%2e/contact",
      "/",
      "/contact?next=/admin",
      " /admin",
      "/admin\n//evil.example",
      "/admin\t",
      "",
      `/admin/${"x".repeat(2000)}`,
      null,
      undefined,
    ]) {
      expect(signInReturnPath(hostile), String(hostile)).toBeNull();
    }
  });

  it("is never the sign-in or the password reset (a loop)", () => {
    expect(signInReturnPath("/admin/login")).toBeNull();
    expect(signInReturnPath("/admin/login/?redirectTo=/admin/users")).toBeNull();
    expect(signInReturnPath("/admin/reset-password?token=x")).toBeNull();
  });

  it("is carried by the sign-in's address only when it is somewhere other than the dashboard", () => {
    expect(signInPathFor("/admin/enquiries?id=abc")).toBe("/admin/login?redirectTo=%2Fadmin%2Fenquiries%3Fid%3Dabc");
    expect(signInPathFor("/admin")).toBe("/admin/login");
    expect(signInPathFor("/admin/")).toBe("/admin/login");
    expect(signInPathFor("//evil.example")).toBe("/admin/login");
  });
});
