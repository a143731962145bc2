import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupMessages } from "../../domain/backups.ts";
import { cropUrl } from "../../domain/image-renditions.ts";
import type { Database } from "../../server/db/client.ts";
import { media } from "../../server/db/schema/content.ts";
import { packArchive, unpackArchive } from "../../server/modules/backups/archive.ts";
import { MANIFEST, makeArchive } from "../../server/modules/backups/make-archive.ts";
import { codeMigrationLevel } from "../../server/modules/backups/migration-level.ts";
import { restoreArchive } from "../../server/modules/backups/restore-archive.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { checksumsOf, emptyPglite, emptyPostgres, emptyStorages, rowsOf } from "../support/backups.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { applicationForm } from "../support/public-writes.ts";
import { startS3Server } from "../support/s3-server.ts";
import { createTestApp, createTestAppOn, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

let ctx: TestContext;
let site: { public: TestContext["app"]["publicFiles"]; private: TestContext["app"]["privateFiles"] };
const KEY = Buffer.alloc(32, 7);

async function apply(jobId: string, on: TestContext = ctx) {
  const payload = applicationForm(jobId);
  const res = await on.app.inject({ method: "POST", url: "/api/v1/career/create", payload });
  if (res.statusCode !== 201) throw new Error(res.body);
}

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  site = { public: ctx.app.publicFiles, private: ctx.app.privateFiles };
  const admin = bearer((await signInAsSuperAdmin(ctx)).token);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/category/create",
    headers: admin,
    payload: multipart({ name: "Backed Up", description: "With a logo" }, { logo: await pngImage() }),
  });
  expect(res.statusCode).toBe(201);
  const job = await insertJob(ctx.database.db);
  await apply(job.id);
});
afterAll(async () => {
  await ctx?.close();
});

/** Restores `archive` into an empty database of `kind` and empty stores; the caller closes them. */
async function restoreInto(kind: "pglite" | "postgres", archive: Buffer, key?: Buffer) {
  const database: Database = kind === "pglite" ? await emptyPglite() : await emptyPostgres();
  const storages = await emptyStorages();
  await restoreArchive(archive, { database, storages }, { key, force: false });
  return { database, storages };
}

describe("a backup restored into an empty site", () => {
  it("holds every table's rows and every file, pictures and resume included", async () => {
    // The request log is written a moment after each request; the snapshot must not race it.
    await ctx.app.requestLog.flush();
    const before = await rowsOf(ctx.database);
    const files = await checksumsOf(site);
    expect(Object.keys(files).some((key) => key.startsWith("public/"))).toBe(true);
    expect(Object.keys(files).some((key) => key.startsWith("private/"))).toBe(true);
    expect(before.applications).toHaveLength(1);

    const { archive, manifest } = await makeArchive(ctx.database.db, site, undefined, new Date());
    expect(manifest.encrypted).toBe(false);
    expect(manifest.migrationLevel.count).toBe(await codeMigrationLevel());
    expect(manifest.tables.find((table) => table.name === "categories")?.rows).toBe(before.categories?.length);
    expect(manifest.files).toHaveLength(Object.keys(files).length);

    const restored = await restoreInto(testDriver(), archive);
    try {
      expect(await rowsOf(restored.database)).toEqual(before);
      expect(await checksumsOf(restored.storages)).toEqual(files);
    } finally {
      await restored.database.close();
      await restored.storages.remove();
    }
  });

  it("refuses a database or store that is not empty, and replaces them with --force", async () => {
    const { archive } = await makeArchive(ctx.database.db, site, undefined, new Date());
    const restored = await restoreInto("pglite", archive);
    try {
      await expect(restoreArchive(archive, restored, { key: undefined, force: false })).rejects.toThrow(
        /The database is not empty \(\d+ rows\)\. Restore into an empty one, or pass --force/,
      );
      await restoreArchive(archive, restored, { key: undefined, force: true });
      expect(await rowsOf(restored.database)).toEqual(await rowsOf(ctx.database));
    } finally {
      await restored.database.close();
      await restored.storages.remove();
    }
  });
});

describe.skipIf(testDriver() !== "postgres")("moving between database kinds", () => {
  it("goes PGlite → PostgreSQL → PGlite without losing a row", async () => {
    await ctx.app.requestLog.flush();
    const before = await rowsOf(ctx.database);
    const first = await restoreInto(
      "pglite",
      (await makeArchive(ctx.database.db, site, undefined, new Date())).archive,
    );
    const second = await restoreInto(
      "postgres",
      (await makeArchive(first.database.db, first.storages, undefined, new Date())).archive,
    );
    const third = await restoreInto(
      "pglite",
      (await makeArchive(second.database.db, second.storages, undefined, new Date())).archive,
    );
    try {
      expect(await rowsOf(second.database)).toEqual(before);
      expect(await rowsOf(third.database)).toEqual(before);
      expect(await checksumsOf(third.storages)).toEqual(await checksumsOf(site));
    } finally {
      for (const restored of [first, second, third]) {
        await restored.database.close();
        await restored.storages.remove();
      }
    }
  });
});

describe("archives that are refused", () => {
  /** The archive with one entry changed, repacked as a valid tar.gz. */
  async function tampered(change: (entries: Map<string, Buffer>) => void) {
    const { archive } = await makeArchive(ctx.database.db, site, undefined, new Date());
    const { entries } = await unpackArchive(archive, undefined);
    change(entries);
    return packArchive(entries, undefined);
  }
  const refused = async (archive: Buffer, message: string | RegExp, key?: Buffer) => {
    const target = { database: await emptyPglite(), storages: await emptyStorages() };
    try {
      await expect(restoreArchive(archive, target, { key, force: false })).rejects.toThrow(message);
      // Nothing was written: the database was never even migrated.
      expect(await target.database.db.execute("select to_regclass('public.categories') as t")).toMatchObject({
        rows: [{ t: null }],
      });
    } finally {
      await target.database.close();
      await target.storages.remove();
    }
  };

  it("refuses a file whose bytes were damaged", async () => {
    const { archive } = await makeArchive(ctx.database.db, site, undefined, new Date());
    const damaged = Buffer.from(archive);
    damaged[Math.floor(damaged.length / 2)] ^= 0xff;
    await refused(damaged, /^The archive is damaged and was not restored: /);
  });

  it("refuses an archive whose resume was changed, naming it", async () => {
    const archive = await tampered((entries) => {
      for (const name of entries.keys()) if (name.startsWith("files/private/")) entries.set(name, Buffer.from("x"));
    });
    await refused(archive, /the checksum of files\/private\/\S+ does not match the manifest/);
  });

  it("refuses an archive from a newer migration level", async () => {
    const code = await codeMigrationLevel();
    const archive = await tampered((entries) => {
      const manifest = JSON.parse(entries.get(MANIFEST)?.toString() ?? "{}");
      manifest.migrationLevel.count = code + 1;
      entries.set(MANIFEST, Buffer.from(JSON.stringify(manifest)));
    });
    await refused(archive, backupMessages.newerMigrationLevel(code + 1, code));
  });

  it("refuses a file that is no archive", async () => {
    await refused(Buffer.from("hello"), /^The archive is damaged and was not restored: /);
  });
});

describe("a site whose files live in an S3 bucket", () => {
  it("is backed up with its pictures and resumes, keeps the archive in the bucket, and restores", async () => {
    const s3 = await startS3Server();
    const onS3 = await createTestApp({ storage: s3.storage, publicWriteLimit: 1000 });
    try {
      const admin = bearer((await signInAsSuperAdmin(onS3)).token);
      const res = await onS3.app.inject({
        method: "POST",
        url: "/api/v1/category/create",
        headers: admin,
        payload: multipart({ name: "In the bucket", description: "Logo on S3" }, { logo: await pngImage() }),
      });
      expect(res.statusCode).toBe(201);
      await apply((await insertJob(onS3.database.db)).id, onS3);
      const bucketSite = { public: onS3.app.publicFiles, private: onS3.app.privateFiles };
      const files = await checksumsOf(bucketSite);
      expect(Object.keys(files).some((key) => key.startsWith("public/"))).toBe(true);
      expect(Object.keys(files).some((key) => key.startsWith("private/"))).toBe(true);

      const done = await onS3.app.backups.create("manual");
      expect(done?.status).toBe("completed");
      const archive = await buffer(onS3.app.backupFiles.read(done?.name ?? ""));
      expect(archive.length).toBe(done?.sizeBytes);

      await onS3.app.requestLog.flush();
      const restored = await restoreInto(testDriver(), archive);
      try {
        expect(await checksumsOf(restored.storages)).toEqual(files);
        expect((await rowsOf(restored.database)).categories).toEqual((await rowsOf(onS3.database)).categories);
      } finally {
        await restored.database.close();
        await restored.storages.remove();
      }
    } finally {
      await onS3.close();
      await s3.close();
    }
  });
});

describe("encrypted archives", () => {
  it("are sealed with the key, say so, and open only with it", async () => {
    const { archive, manifest } = await makeArchive(ctx.database.db, site, KEY, new Date());
    expect(manifest.encrypted).toBe(true);
    expect(archive.includes(Buffer.from("resume of Sara"))).toBe(false);
    expect(archive.includes(Buffer.from("manifest.json"))).toBe(false);
    const target = { database: await emptyPglite(), storages: await emptyStorages() };
    try {
      await expect(restoreArchive(archive, target, { key: undefined, force: false })).rejects.toThrow(
        backupMessages.encryptedNoKey,
      );
      await expect(restoreArchive(archive, target, { key: Buffer.alloc(32, 8), force: false })).rejects.toThrow(
        backupMessages.wrongKey,
      );
      const damaged = Buffer.from(archive);
      damaged[damaged.length - 40] ^= 1;
      await expect(restoreArchive(damaged, target, { key: KEY, force: false })).rejects.toThrow(
        backupMessages.wrongKey,
      );
      await restoreArchive(archive, target, { key: KEY, force: false });
      expect(await rowsOf(target.database)).toEqual(await rowsOf(ctx.database));
    } finally {
      await target.database.close();
      await target.storages.remove();
    }
  });
});

describe("the pictures' renditions", () => {
  it("are left out of a backup and made again, on request, by the restored site", async () => {
    const [logo] = await ctx.database.db.select().from(media).limit(1);
    const hash = logo.url.slice("/uploads/".length, -".webp".length);
    const focus = { x: logo.focalX, y: logo.focalY };
    const crop = cropUrl(logo.url, "1x1", focus, 480);
    const avif = { accept: "image/avif,image/webp,*/*" };
    for (const url of [logo.url, crop])
      expect((await ctx.app.inject({ method: "GET", url, headers: avif })).statusCode, url).toBe(200);
    const files = Object.keys(await checksumsOf(site));
    const isRendition = (key: string) => key.startsWith("public/renditions/");
    expect(files.filter(isRendition)).toEqual(
      expect.arrayContaining([
        `public/renditions/${hash}/main.avif`,
        expect.stringMatching(/\/c1x1-\d+-\d+-480w\.avif$/),
      ]),
    );

    const { archive, manifest } = await makeArchive(ctx.database.db, site, undefined, new Date());
    const kept = manifest.files.map((file) => `${file.store}/${file.key}`);
    expect(kept.sort()).toEqual(files.filter((key) => !isRendition(key)).sort());
    expect(kept).toEqual(expect.arrayContaining([`public/${hash}.webp`, `public/${hash}-480w.webp`]));

    const restored = await restoreInto(testDriver(), archive);
    // Closing the app closes the restored database and removes its data directory, the restored files.
    const restoredSite = await createTestAppOn(restored.database, { dataDir: restored.storages.dir });
    try {
      for (const url of [logo.url, crop]) {
        const answer = await restoredSite.app.inject({ method: "GET", url, headers: avif });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["content-type"]).toBe("image/avif");
      }
      expect(restoredSite.app.imageRenditions.encodes).toBe(2);
    } finally {
      await restoredSite.close();
      // The other tests compare this site's files with restored ones: it holds no renditions again.
      await ctx.app.publicFiles.removeFolder(`renditions/${hash}/`);
    }
  });
});
