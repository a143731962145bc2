import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import { declaredKinds } from "../../server/content-kinds.ts";
import { openDatabase } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/rows.ts";
import { adminUsers } from "../../server/db/schema/staff.ts";
import { seedDatabase } from "../../server/db/seed/index.ts";
import { ContentKinds } from "../../server/engines/content-kinds/registry.ts";
import { migrationsFolder, projectRoot } from "../../server/paths.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";
import { adminQuery, withDatabase } from "../support/global-setup.ts";
import { testConfig } from "../support/test-config.ts";
import { testDriver } from "../support/test-database.ts";

const draftKinds = new ContentKinds(declaredKinds);

const run = promisify(execFile);

describe.skipIf(testDriver() !== "postgres")("instances starting together on an empty database", () => {
  const { databaseUrl = "" } = loadTestSettings();
  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    url = withDatabase(databaseUrl, name);
    await adminQuery(databaseUrl, `create database ${name}`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-startup-"));
  });
  afterAll(async () => {
    await adminQuery(databaseUrl, `drop database if exists ${name}`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("migrate and seed once, taking turns", async () => {
    const migrations = (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql"));
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ driver: "postgres", url, poolSize: 2 })));
    try {
      const config = testConfig({ databaseUrl: url, dataDir });
      const reports = await Promise.all(
        instances.map((database) =>
          database.exclusively(async () => {
            await database.migrate();
            return seedDatabase(database.db, config, new LocalDiskStorage(dataDir), (kind) => draftKinds.draftOf(kind));
          }),
        ),
      );
      expect(reports.filter((report) => report.adminCreated)).toHaveLength(1);
      const db = instances[0].db;
      const applied = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied).toEqual([{ n: migrations.length }]);
      expect(await db.$count(adminUsers)).toBe(1);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });

  it("npm run migrate applies the migrations and leaves an up-to-date database as it is", async () => {
    const env = { ...process.env, DATABASE_URL: url, NODE_ENV: "production" };
    const script = ["--import", "tsx", "scripts/migrate.ts"];
    const first = await run(process.execPath, script, { cwd: projectRoot, env });
    expect(first.stdout).toContain("Migrations applied (postgres).");
    const again = await run(process.execPath, script, { cwd: projectRoot, env });
    expect(again.stdout).toContain("Migrations applied (postgres).");
  });
});
