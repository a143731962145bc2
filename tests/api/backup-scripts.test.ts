import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupMessages } from "../../domain/backups.ts";
import { openDatabase } from "../../server/db/client.ts";
import { seedBase } from "../../server/db/seed/base.ts";
import { projectRoot } from "../../server/paths.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";
import { privateFilesDir } from "../../server/storage/open-storage.ts";
import { rowsOf } from "../support/backups.ts";
import { testConfig } from "../support/test-config.ts";
import { testDriver } from "../support/test-database.ts";

const run = promisify(execFile);

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on the embedded database of a
 * stopped site: what they print and refuse. (The archive's contents are tested on both databases in
 * tests/api/backups.test.ts.)
 */
// Each test starts the scripts as the operator does (a fresh Node process each, through npm): seconds of start-up apiece.
// The scripts work on the embedded database whatever TEST_DATABASE_URL says: the PostgreSQL run would repeat this one.
describe.skipIf(testDriver() !== "pglite")("npm run backup / restore", { timeout: 180_000 }, () => {
  let from: string;
  let to: string;
  let copy: string;
  const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
  const script = (name: string, dataDir: string, ...args: string[]) =>
    run(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
      cwd: projectRoot,
      env: { ...baseEnv, DATA_DIR: dataDir, NODE_ENV: "test", BACKUP_ENCRYPTION_KEY: "b".repeat(64) },
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => "",
      (error: { stderr?: string; code?: number }) => `${error.code}: ${error.stderr ?? ""}`,
    );

  beforeAll(async () => {
    from = await mkdtemp(path.join(os.tmpdir(), "agency-backup-from-"));
    to = await mkdtemp(path.join(os.tmpdir(), "agency-backup-to-"));
    copy = path.join(from, "copy.tar.gz.enc");
    const database = await openDatabase({ driver: "pglite", dataDir: from });
    await database.migrate();
    await seedBase(database.db, testConfig({ dataDir: from }));
    await database.close();
    await new LocalDiskStorage(privateFilesDir(from)).put("resumes/cv.pdf", Buffer.from("%PDF a resume"));
  });
  afterAll(async () => {
    await rm(from, { recursive: true, force: true });
    await rm(to, { recursive: true, force: true });
  });

  it("backs up into DATA_DIR/backups with a copy, restores into an empty site, and refuses a second time", async () => {
    const made = await script("backup", from, "--out", copy);
    expect(made.stdout).toContain("Backup made: ");
    expect(made.stdout).toMatch(/encrypted {2}yes/);
    expect(await readdir(path.join(from, "backups"))).toEqual([expect.stringMatching(/\.tar\.gz\.enc$/)]);

    const restored = await script("restore", to, copy);
    expect(restored.stdout).toMatch(/Restored the backup of .+, checked against the manifest/s);
    const [source, target] = await Promise.all([
      openDatabase({ driver: "pglite", dataDir: from }),
      openDatabase({ driver: "pglite", dataDir: to }),
    ]);
    try {
      // The source's own row of this backup is completed after the dump was read; the restore drops it.
      const { backups: made, ...sourceRows } = await rowsOf(source);
      const { backups: restoredBackups, ...targetRows } = await rowsOf(target);
      expect(targetRows).toEqual(sourceRows);
      expect(made).toHaveLength(1);
      expect(restoredBackups).toEqual([]);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
    expect(await readdir(path.join(privateFilesDir(to), "resumes"))).toEqual(["cv.pdf"]);

    expect(await failure(script("restore", to, copy))).toMatch(/^1: The database is not empty \(\d+ rows\)/);
    expect((await script("restore", to, copy, "--force")).stdout).toContain("Restored the backup");
  });

  it("refuses a damaged archive with the reason, and no archive at all with usage", async () => {
    const damaged = path.join(from, "damaged.tar.gz.enc");
    await writeFile(damaged, Buffer.from("AGENCY-BACKUP-AES256GCM-1\nnot really an archive at all, no"));
    const empty = await mkdtemp(path.join(os.tmpdir(), "agency-backup-empty-"));
    try {
      expect(await failure(script("restore", empty, damaged))).toContain(backupMessages.wrongKey);
      expect(await failure(script("restore", empty))).toMatch(/^2: Usage: npm run restore -- <archive/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
