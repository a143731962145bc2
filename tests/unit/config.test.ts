import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.ts";

describe("configuration", () => {
  it("applies the documented defaults to an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve("./data"),
      adminUsername: "admin",
      adminPassword: undefined,
      seedDemo: true,
      publicUrl: "http://localhost:3000",
      publicWriteLimit: 10,
      publicWriteWindowSeconds: 600,
      loginUserFailureLimit: 5,
      loginIpFailureLimit: 20,
      loginWindowSeconds: 900,
      pageCacheSeconds: 60,
      siteTimeZone: "Asia/Karachi",
    });
  });

  it("takes the agency's time zone by its IANA name and refuses an unknown one", () => {
    expect(loadConfig({ SITE_TIME_ZONE: "Europe/London" }).siteTimeZone).toBe("Europe/London");
    expect(() => loadConfig({ SITE_TIME_ZONE: "Mars/Olympus" })).toThrow(/SITE_TIME_ZONE must be an IANA time zone/);
  });

  it("serves the languages SITE_LOCALES lists, English first, and refuses one it cannot speak or a list without English", () => {
    expect(loadConfig({}).locales).toEqual(["en", "ur"]);
    expect(loadConfig({ SITE_LOCALES: "en" }).locales).toEqual(["en"]);
    expect(loadConfig({ SITE_LOCALES: "ur, EN,ur" }).locales).toEqual(["en", "ur"]);
    expect(() => loadConfig({ SITE_LOCALES: "en,fr" })).toThrow(/SITE_LOCALES must list languages the site can speak/);
    expect(() => loadConfig({ SITE_LOCALES: "ur" })).toThrow(/SITE_LOCALES must include en/);
  });

  it("takes the backup schedule as a UTC cron line and refuses one cron-parser cannot read", () => {
    expect(loadConfig({ BACKUP_CRON: "0 3 * * *" }).backup.cron).toBe("0 3 * * *");
    expect(() => loadConfig({ BACKUP_CRON: "every night" })).toThrow(/BACKUP_CRON must be a cron schedule/);
  });

  it("rejects bad values with a readable list of every problem", () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://localhost/db",
        SEED_DEMO: "maybe",
        PAGE_CACHE_SECONDS: "-1",
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain("Invalid configuration:");
    expect(message).toContain('PORT must be a number (got "eighty")');
    expect(message).toContain("DATABASE_URL must be a postgres:// URL");
    expect(message).toContain("SEED_DEMO must be true or false");
    expect(message).toContain('PAGE_CACHE_SECONDS must be 0 or more (got "-1")');
    expect((caught as ConfigError).problems).toHaveLength(4);
  });

  it("treats blank values as absent and reads booleans", () => {
    const config = loadConfig({ DATABASE_URL: "  ", SEED_DEMO: "false", PORT: "8080", PAGE_CACHE_SECONDS: "0" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pageCacheSeconds).toBe(0);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it("reads the mail settings and the TOTP encryption key", () => {
    const defaults = loadConfig({ PUBLIC_URL: "https://www.example.com" });
    expect(defaults.mail).toEqual({ smtpUrl: undefined, from: "Ravi Digital <no-reply@www.example.com>" });
    expect(defaults.totpEncryptionKey).toBeUndefined();
    const hex = "ab".repeat(32);
    const set = loadConfig({
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      MAIL_FROM: "Ops <ops@example.com>",
      TOTP_ENCRYPTION_KEY: hex,
    });
    expect(set.mail).toEqual({ smtpUrl: "smtps://u:p@mail.example.com:465", from: "Ops <ops@example.com>" });
    expect(set.totpEncryptionKey?.toString("hex")).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: base64 }).totpEncryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: "short" })).toThrow(/TOTP_ENCRYPTION_KEY must be 32 bytes/);
  });

  it("rejects an admin username that could not sign in", () => {
    expect(() => loadConfig({ ADMIN_USERNAME: "Admin" })).toThrow(/ADMIN_USERNAME must be 3–50 lowercase/);
  });
});
