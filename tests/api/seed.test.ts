import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ContentKind, contentKinds } from "../../domain/content-kinds.ts";
import { imageVariantWidths } from "../../domain/images.ts";
import { declaredKinds } from "../../server/content-kinds.ts";
import type { Database } from "../../server/db/client.ts";
import {
  articles,
  categories,
  contentTranslations,
  jobs,
  media,
  pages,
  portfolioItems,
  services,
} from "../../server/db/schema/content.ts";
import { adminUsers, privileges } from "../../server/db/schema/staff.ts";
import { seedBase } from "../../server/db/seed/base.ts";
import { seedDatabase } from "../../server/db/seed/index.ts";
import { ContentKinds } from "../../server/engines/content-kinds/registry.ts";
import { alertHeading } from "../../server/modules/alert-heading/schema.ts";
import { verifyPassword } from "../../server/modules/auth/password.ts";
import { serviceFeatures } from "../../server/modules/services/schema.ts";
import { readOriginal } from "../../server/modules/translations/originals.ts";
import { publishedTranslation } from "../../server/modules/translations/reads.ts";
import { sourceHashOf, statusOf } from "../../server/modules/translations/store.ts";
import { publicUploadsDir } from "../../server/plugins/uploads.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";
import { testConfig } from "../support/test-config.ts";
import { createTestDatabase } from "../support/test-database.ts";

const kinds = new ContentKinds(declaredKinds);
const draftOf = (kind: ContentKind) => kinds.draftOf(kind);
let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-seed-"));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function countOf(table: PgTable, where?: SQL) {
  return (await database.db.select({ n: count() }).from(table).where(where))[0].n;
}

async function tally() {
  return {
    categories: await countOf(categories),
    services: await countOf(services),
    features: await countOf(serviceFeatures),
    projects: await countOf(portfolioItems, eq(portfolioItems.type, "project")),
    products: await countOf(portfolioItems, eq(portfolioItems.type, "product")),
    jobs: await countOf(jobs),
    pages: await countOf(pages),
    articles: await countOf(articles),
    privileges: await countOf(privileges),
    admins: await countOf(adminUsers),
    headings: await countOf(alertHeading),
  };
}

describe("seeding", () => {
  it("creates the demo content once, and a second start duplicates nothing", { timeout: 120_000 }, async () => {
    const config = testConfig({ dataDir, seedDemo: true });
    const storage = new LocalDiskStorage(publicUploadsDir(dataDir));

    const first = await seedDatabase(database.db, config, storage, draftOf);
    expect(first.demoSeeded).toBe(true);
    const afterFirst = await tally();
    expect(afterFirst).toMatchObject({
      categories: 6,
      services: 12,
      projects: 14,
      products: 8,
      jobs: 4,
      pages: 1,
      articles: 3,
    });
    expect(afterFirst.features).toBeGreaterThanOrEqual(24);
    expect(afterFirst).toMatchObject({ privileges: 2, admins: 1, headings: 1 });

    const names = (await database.db.select({ name: categories.name }).from(categories)).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Web Development", "Mobile App Development"]));

    const second = await seedDatabase(database.db, config, storage, draftOf);
    expect(second).toEqual({ demoSeeded: false });
    expect(await tally()).toEqual(afterFirst);
  });

  it("stores every demo image it references, with its responsive variants", async () => {
    const files = new Set(await readdir(publicUploadsDir(dataDir)));
    const items = await database.db.select({ images: portfolioItems.images }).from(portfolioItems);
    const icons = await database.db.select({ icon: categories.icon }).from(categories);
    const urls = [...items.flatMap((i) => i.images), ...icons.map((c) => c.icon as string)];
    expect(urls.length).toBeGreaterThan(22);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{20}\.webp$/);
      const name = url.replace("/uploads/", "");
      expect(files.has(name)).toBe(true);
      for (const width of imageVariantWidths) expect(files.has(name.replace(".webp", `-${width}w.webp`))).toBe(true);
    }
  });

  it("enters every demo picture in the library described: alt text, or marked decorative", async () => {
    const items = await database.db.select({ images: portfolioItems.images }).from(portfolioItems);
    const entered = await database.db.select().from(media);
    const byUrl = new Map(entered.map((item) => [item.url, item]));
    for (const url of items.flatMap((item) => item.images)) expect(byUrl.get(url)?.alt, url).not.toBe("");
    const icons = await database.db.select({ icon: categories.icon }).from(categories);
    for (const { icon } of icons) expect(byUrl.get(icon ?? "")?.decorative, icon ?? "").toBe(true);
    expect(entered.filter((item) => !item.decorative && item.alt.trim() === "")).toEqual([]);
  });

  it("publishes the demo's Urdu against its originals as they are: done, not outdated", async () => {
    const rows = await database.db.select().from(contentTranslations);
    expect(rows.map((row) => row.kind).sort()).toEqual(["category", "service", "service", "site"]);
    for (const row of rows) {
      expect(row.locale).toBe("ur");
      expect(row.draft).toBeNull();
      const kind = contentKinds.find((name) => name === row.kind);
      if (!kind) throw new Error(`A translation of no kind: ${row.kind}`);
      const original = await readOriginal(database.db, draftOf(kind), row.recordId);
      expect(original).not.toBeNull();
      expect(statusOf(row, sourceHashOf(original?.values ?? {}))).toBe("done");
    }
    const [service] = await database.db.select().from(services).where(eq(services.slug, "corporate-websites"));
    const urdu = await publishedTranslation(database.db, "service", service.id, "ur");
    expect(urdu?.slug).toBe("کارپوریٹ-ویب-سائٹس");
  });

  it("gives products and projects unique sequential codes", async () => {
    const rows = await database.db
      .select({ type: portfolioItems.type, code: portfolioItems.projectCode, productCode: portfolioItems.productCode })
      .from(portfolioItems)
      .orderBy(portfolioItems.projectCode);
    expect(rows.filter((r) => r.type === "project").map((r) => r.code)).toContain("PRJ-0014");
    expect(rows.filter((r) => r.type === "product").every((r) => /^PRD-\d{4}$/.test(r.productCode ?? ""))).toBe(true);
  });

  it("creates the first admin with a generated password when none is configured", async () => {
    await database.db.execute(sql`delete from sessions`);
    await database.db.delete(adminUsers);
    const report = await seedBase(database.db, testConfig({ adminPassword: undefined, adminUsername: "owner" }));
    const password = report.adminCreated?.generatedPassword as string;
    expect(report.adminCreated?.username).toBe("owner");
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z0-9]/);

    const [owner] = await database.db.select().from(adminUsers).where(eq(adminUsers.username, "owner"));
    expect(await verifyPassword(owner.passwordHash, password)).toBe(true);
    expect(owner.passwordHash).toMatch(/^\$argon2id\$/);

    expect(await seedBase(database.db, testConfig({ adminPassword: undefined }))).toEqual({});
  });
});
