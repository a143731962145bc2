import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages } from "../../domain/wordpress-import.ts";
import { openDatabase } from "../../server/db/client.ts";
import { articles, media } from "../../server/db/schema/content.ts";
import { seedBase } from "../../server/db/seed/base.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { wordpressImports } from "../../server/modules/wordpress-import/schema.ts";
import { projectRoot } from "../../server/paths.ts";
import { testConfig } from "../support/test-config.ts";
import { testDriver } from "../support/test-database.ts";
import { fixturesDir, pictureFor, smallExport } from "../support/wordpress-exports.ts";

const run = promisify(execFile);

/**
 * `npm run import:wordpress -- <file> [--dry-run] [--uploads <folder|zip>]` on the embedded database
 * of a stopped server: the report printed, the import stored, a refused file's reason and exit status.
 */
// The script works on the embedded database whatever TEST_DATABASE_URL says: the import itself is tested on both.
describe.skipIf(testDriver() !== "pglite")("npm run import:wordpress", () => {
  let dataDir: string;
  let uploads: string;
  const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
  const script = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/import-wordpress.ts", ...args], {
      cwd: projectRoot,
      env: { ...baseEnv, DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" },
    });
  const failing = (...args: string[]) =>
    script(...args).then(
      () => {
        throw new Error("the script succeeded");
      },
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const database = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) => {
    const opened = await openDatabase({ driver: "pglite", dataDir });
    try {
      return await work(opened.db);
    } finally {
      await opened.close();
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-import-script-"));
    const opened = await openDatabase({ driver: "pglite", dataDir });
    await opened.migrate();
    await seedBase(opened.db, testConfig({ dataDir }));
    await opened.close();
    // The owner's copy of wp-content/uploads, as a folder.
    uploads = path.join(dataDir, "wp-uploads");
    await mkdir(path.join(uploads, "2020", "01"), { recursive: true });
    await mkdir(path.join(uploads, "2020", "02"), { recursive: true });
    await writeFile(path.join(uploads, "2020", "01", "photo.jpg"), await pictureFor("photo.jpg", 1));
    await writeFile(path.join(uploads, "2020", "02", "second.png"), await pictureFor("second.png", 2));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Each run starts the app in a new process: seconds each on a busy machine.
  const RUNS = 180_000;

  it(
    "refuses a file that is no export, with the reason and the line, and stores nothing",
    async () => {
      const cut = path.join(dataDir, "cut.xml");
      await writeFile(cut, smallExport().slice(0, 2000));
      const refused = await failing(cut);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^This file is not a WordPress export: unclosed tag: \S+, line \d+$/m);
      const missing = await failing(path.join(dataDir, "nothing.xml"));
      expect(missing.stderr).toContain("No file at");
      expect((await failing()).code).toBe(2);
      // Uploads that are neither a folder nor a zip: refused as the upload is, before anything is stored.
      const notZip = path.join(dataDir, "uploads.txt");
      await writeFile(notZip, "not a zip");
      const refusedZip = await failing(path.join(fixturesDir, "small-site.xml"), "--uploads", notZip);
      expect(refusedZip.code).toBe(1);
      expect(refusedZip.stderr.trim()).toBe(importMessages.uploadsNotZip);
      expect(await database(async (db) => (await db.select({ n: count() }).from(wordpressImports))[0]?.n)).toBe(0);
    },
    RUNS,
  );

  it(
    "reports a dry run, then imports with the pictures from a folder",
    async () => {
      const file = path.join(fixturesDir, "small-site.xml");
      const dry = await script(file, "--dry-run");
      expect(dry.stdout).toContain("Dry run done");
      expect(dry.stdout).toMatch(/articles\s+5/);
      expect(await database(async (db) => (await db.select({ n: count() }).from(articles))[0]?.n)).toBe(0);

      const done = await script(file, "--uploads", uploads);
      expect(done.stdout).toContain("Import done");
      expect(done.stdout).toMatch(/media\s+2/);
      expect(done.stdout).toContain("Not a picture (prices.pdf)");
      expect(done.stderr).toMatch(/\[#{30}\] 100%/);
      await database(async (db) => {
        expect((await db.select({ n: count() }).from(articles))[0]?.n).toBe(2);
        expect((await db.select({ n: count() }).from(media))[0]?.n).toBe(2);
        // Two runs, two entries: the dry run's first, whatever order the table returns them in.
        const started = await db
          .select({ summary: auditLog.summary })
          .from(auditLog)
          .where(eq(auditLog.entity, "wordpressImport"))
          .orderBy(asc(auditLog.at));
        expect(started.map((entry) => entry.summary)).toEqual([
          "Started a dry run of a WordPress import of small-site.xml (npm run import:wordpress)",
          "Started a WordPress import of small-site.xml (npm run import:wordpress)",
        ]);
      });
    },
    RUNS,
  );
});
