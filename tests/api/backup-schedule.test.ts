import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { BackupSchedule } from "../../server/modules/backups/schedule.ts";
import { BackupService, backupsForSlot } from "../../server/modules/backups/service.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";
import { emptyStorages } from "../support/backups.ts";
import { createSharedTestDatabase, createTestDatabase, testDriver } from "../support/test-database.ts";

/** 03:00:20 UTC: twenty seconds into the slot of "0 3 * * *". */
const AT = Date.parse("2026-11-25T03:00:20Z");
const SLOT = new Date("2026-11-25T03:00:00Z");

let dir: string;
let files: Awaited<ReturnType<typeof emptyStorages>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "agency-backups-"));
  files = await emptyStorages();
  await files.public.put("logo.webp", Buffer.from("a picture"));
});
afterAll(async () => {
  await files?.remove();
  await rm(dir, { recursive: true, force: true });
});

/** One instance's schedule over `database`, with the shared archive store and a clock at `now`. */
function instance(database: Database, store: LocalDiskStorage, now: () => number, keep = 7) {
  const backups = new BackupService({
    db: database.db,
    files,
    store,
    encryptionKey: undefined,
    keep,
    now: () => new Date(now()),
  });
  return { backups, db: database.db, schedule: new BackupSchedule(backups, "0 3 * * *", now) };
}

describe.skipIf(testDriver() !== "postgres")("scheduled backups on two instances", () => {
  let databases: Database[];
  beforeAll(async () => {
    databases = await createSharedTestDatabase(2);
  });
  afterAll(async () => {
    await Promise.all((databases ?? []).map((database) => database.close()));
  });

  it("make one archive per slot, whichever instance claims it", async () => {
    const store = new LocalDiskStorage(path.join(dir, "shared"));
    const [a, b] = (databases ?? []).map((database) => instance(database, store, () => AT));
    if (!a || !b) throw new Error("two instances expected");
    expect(a.schedule.currentSlot()).toEqual(SLOT);
    const results = await Promise.all([a.schedule.tick(), b.schedule.tick()]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await backupsForSlot(a.db, SLOT)).toHaveLength(1);
    expect(await readdir(path.join(dir, "shared"))).toHaveLength(1);
    // A later tick in the same slot (a restart, a timer firing twice) makes nothing.
    expect(await b.schedule.tick()).toBeNull();
    expect(await readdir(path.join(dir, "shared"))).toHaveLength(1);
  });
});

describe("the schedule on one instance", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("makes the next slot's backup when the clock reaches it, and keeps BACKUP_KEEP of them", async () => {
    const store = new LocalDiskStorage(path.join(dir, "one"));
    let now = AT;
    const { backups, schedule } = instance(database, store, () => now, 2);
    expect(schedule.nextSlot()).toEqual(new Date("2026-11-26T03:00:00Z"));
    for (let day = 0; day < 3; day++) {
      now = AT + day * 86_400_000;
      const made = await schedule.tick();
      expect(made?.status).toBe("completed");
      expect(await schedule.tick()).toBeNull();
    }
    const kept = await backups.list();
    expect(kept.map((backup) => backup.startedAt)).toEqual([
      new Date(AT + 2 * 86_400_000).toISOString(),
      new Date(AT + 86_400_000).toISOString(),
    ]);
    expect((await readdir(path.join(dir, "one"))).sort()).toEqual(kept.map((backup) => backup.name).sort());
  });
});
