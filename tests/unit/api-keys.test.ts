import { describe, expect, it } from "vitest";
import { access, deniedMessage } from "../../domain/access.ts";
import { apiKeyCreateSchema, apiKeyPermissions, apiKeyRole, isApiKeyLive } from "../../domain/api-keys.ts";
import { contentAreas } from "../../domain/roles.ts";

const actorWith = (...scopes: Parameters<typeof apiKeyPermissions>[0]) => ({
  id: "k",
  role: apiKeyRole("k"),
  permissions: apiKeyPermissions(scopes),
});

describe("API key scopes as rights (ADR 0137)", () => {
  it("leads:read reads and exports leads, and nothing else", () => {
    const key = actorWith("leads:read");
    expect(deniedMessage(access.data("leads", "read"), key)).toBeNull();
    expect(deniedMessage(access.data("leads", "export"), key)).toBeNull();
    expect(deniedMessage(access.data("leads", "update"), key)).toBe("You do not have permission to update leads");
    expect(deniedMessage(access.data("applications", "read"), key)).not.toBeNull();
    for (const area of contentAreas) expect(deniedMessage(access.area(area, "update"), key)).not.toBeNull();
  });

  it("content:write gives every content area's rights, never superAdmin's or personal data", () => {
    const key = actorWith("content:write");
    for (const area of contentAreas) expect(deniedMessage(access.area(area, "create"), key)).toBeNull();
    expect(deniedMessage(access.superAdmin("deleteJob"), key)).toBe("You do not have permission to delete job");
    expect(deniedMessage(access.data("leads", "read"), key)).not.toBeNull();
  });

  it("a key is live until revoked or past its expiry", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(isApiKeyLive({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isApiKeyLive({ revokedAt: null, expiresAt: new Date(now + 1) }, now)).toBe(true);
    expect(isApiKeyLive({ revokedAt: null, expiresAt: new Date(now) }, now)).toBe(false);
    expect(isApiKeyLive({ revokedAt: new Date(now - 1), expiresAt: null }, now)).toBe(false);
  });

  it("takes each scope once, in a fixed order", () => {
    const parsed = apiKeyCreateSchema.parse({ name: " CRM ", scopes: ["leads:write", "leads:read", "leads:write"] });
    expect(parsed).toMatchObject({ name: "CRM", scopes: ["leads:read", "leads:write"] });
  });
});
