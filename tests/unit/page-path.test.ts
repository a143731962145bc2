import { describe, expect, it } from "vitest";
import { isBackOfficePath, pagePathname } from "../../server/pages/page-path.ts";

describe("a request target read as React Router matches it", () => {
  it("is percent-decoded segment by segment, an encoded slash kept encoded", () => {
    expect(pagePathname("/%61dmin/users?x=1")).toBe("/admin/users");
    expect(pagePathname("/a%2Fb/c")).toBe("/a%2Fb/c");
    expect(pagePathname("/about")).toBe("/about");
  });

  it("resolves dot segments and backslashes as the Fetch API does, and keeps a broken escape as it came", () => {
    expect(pagePathname("/x/../admin")).toBe("/admin");
    expect(pagePathname("/%2e%2e/admin")).toBe("/admin");
    expect(pagePathname("/\\admin")).toBe("//admin");
    expect(pagePathname("/bad%E0%A4%A")).toBe("/bad%E0%A4%A");
  });

  it("is the back office however it is spelled", () => {
    for (const target of ["/admin", "/ADMIN/users", "/%61dmin/users", "/%41DMIN", "/x/../admin/users", "/admin.data"]) {
      expect(isBackOfficePath(target)).toBe(true);
    }
    for (const target of ["/administrators", "/about", "/%2561dmin"]) expect(isBackOfficePath(target)).toBe(false);
  });
});
