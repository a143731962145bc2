import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages } from "../../domain/wordpress-import.ts";
import { articles, contentRevisions, media } from "../../server/db/schema/content.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { importedItems } from "../../server/modules/wordpress-import/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { importForm, pictureFor, smallExport, startPictureServer } from "../support/wordpress-exports.ts";

/** A limit for a hang, not a speed: an import of a site takes tens of seconds on a busy machine. */
const RUN_LIMIT = 180_000;

/**
 * An item that fails halfway through its write (ADR 0257): its transaction rolls back, so nothing of
 * it is stored — no row, no record of where it came from, no revision, no audit entry, no file — the
 * report names it with the reason, and every other item is imported. The failures are forced by the
 * database itself (a trigger refusing one item's row after the item's first rows were written), and
 * by a picture whose file does not decode.
 */
const PHOTO = "/wp-content/uploads/2020/01/photo.jpg";
const SECOND = "/wp-content/uploads/2020/02/second.png";
const allowed = { wordpressImport: { maxExportBytes: 1024 * 1024, maxUploadsBytes: 1024 * 1024, allowPrivate: true } };

async function importSite(ctx: TestContext, site: string) {
  const admin = bearer((await signInAsSuperAdmin(ctx)).token);
  const started = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/import/wordpress",
    headers: admin,
    payload: importForm(site),
  });
  expect(started.statusCode, started.body).toBe(202);
  await ctx.app.wordpressImports.settled();
  const read = await ctx.app.inject({
    method: "GET",
    url: `/api/v1/import/${started.json().data._id}`,
    headers: admin,
  });
  return read.json().data;
}

/** Every key in the site's public store (pictures and their variants). */
async function publicKeys(ctx: TestContext): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of ctx.app.publicFiles.list()) keys.push(key);
  return keys.sort();
}

describe("an item failing halfway through its write", () => {
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;
  let ctx: TestContext;
  let done: Awaited<ReturnType<typeof importSite>>;

  beforeAll(async () => {
    pictures = await startPictureServer(
      new Map([
        [PHOTO, await pictureFor("photo.jpg", 1)],
        [SECOND, await pictureFor("second.png", 2)],
      ]),
    );
    ctx = await createTestApp(allowed);
    // The post "Second post" fails once its article row is written, when its revision is; the picture
    // #11 once its library item is written, when the record of where it came from is.
    await ctx.database.db.execute(sql`
      create function refuse_second_post() returns trigger language plpgsql as $$
      begin
        if new.snapshot->>'title' = 'Second post' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(sql`
      create function refuse_second_picture() returns trigger language plpgsql as $$
      begin
        if new.source_kind = 'attachment' and new.source_id = '11' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger refuse_revision before insert on content_revisions for each row execute function refuse_second_post()`,
    );
    await ctx.database.db.execute(
      sql`create trigger refuse_record before insert on imported_items for each row execute function refuse_second_picture()`,
    );
    done = await importSite(ctx, smallExport().replaceAll("http://old.example.com", pictures.base));
  }, RUN_LIMIT);
  afterAll(async () => {
    await ctx?.close();
    await pictures?.close();
  });

  it("names each failed item in the report, and imports the others", () => {
    expect(done.status).toBe("done");
    expect(done.counts).toMatchObject({ articles: 4, pages: 2, media: 1, authors: 2 });
    expect(done.problems).toEqual(
      expect.arrayContaining([
        { item: "Post “Second post” (#2)", reason: importMessages.itemFailed(undefined) },
        { item: "Picture “second” (#11)", reason: importMessages.itemFailed(undefined) },
      ]),
    );
  });

  it(
    "stores nothing of the failed post: no article, no record, no revision, no audit entry, no redirect to it",
    async () => {
      const { db } = ctx.database;
      expect(await db.select().from(articles).where(eq(articles.slug, "second-post"))).toEqual([]);
      expect((await db.select({ title: articles.title }).from(articles)).map((row) => row.title).sort()).toEqual([
        "Hello world & welcome",
      ]);
      expect(
        await db
          .select()
          .from(importedItems)
          .where(and(eq(importedItems.sourceKind, "post"), eq(importedItems.sourceId, "2"))),
      ).toEqual([]);
      const revisions = await db.select({ summary: contentRevisions.summary }).from(contentRevisions);
      expect(revisions.map((row) => row.summary).join("\n")).not.toContain("Second post");
      const audit = await db.select({ summary: auditLog.summary }).from(auditLog);
      expect(audit.map((row) => row.summary).join("\n")).not.toContain("Second post");
      // Its old address answers as before the import (no redirect to an address that answers nothing).
      expect((await ctx.app.inject({ method: "GET", url: "/?p=2" })).statusCode).not.toBe(301);
      // The others are there, their old addresses redirected.
      const hello = await ctx.app.inject({ method: "GET", url: "/?p=1" });
      expect(hello.statusCode).toBe(301);
      expect(hello.headers.location).toBe("/blog/hello-world");
    },
    RUN_LIMIT,
  );

  it(
    "stores nothing of the failed picture: no library item, no record, no audit entry, no file",
    async () => {
      const { db } = ctx.database;
      const items = await db.select().from(media);
      expect(items.map((item) => item.name)).toEqual(["photo.jpg"]);
      const records = await db.select().from(importedItems).where(eq(importedItems.sourceKind, "attachment"));
      expect(records.map((record) => record.sourceId)).toEqual(["10"]);
      const uploads = await db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.entity, "media"));
      expect(uploads.map((entry) => entry.summary)).toEqual(["Uploaded photo.jpg"]);
      // Only the stored picture's files (its main file; its variants come on request) are in the public store.
      const stem = items[0]?.url.slice("/uploads/".length, -".webp".length) ?? "";
      const keys = await publicKeys(ctx);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !key.startsWith(stem))).toEqual([]);
    },
    RUN_LIMIT,
  );
});

describe("a picture whose file does not decode", () => {
  it(
    "is named in the report, nothing of it is stored, and the rest is imported",
    async () => {
      const whole = await pictureFor("second.png", 2);
      const pictures = await startPictureServer(
        new Map([
          [PHOTO, await pictureFor("photo.jpg", 1)],
          // A PNG cut in the middle of its pixels: its header says PNG, its data ends early.
          [SECOND, whole.subarray(0, Math.floor(whole.length / 2))],
        ]),
      );
      const ctx = await createTestApp(allowed);
      try {
        const done = await importSite(ctx, smallExport().replaceAll("http://old.example.com", pictures.base));
        expect(done.status).toBe("done");
        expect(done.counts).toMatchObject({ articles: 5, pages: 2, media: 1 });
        expect(done.problems).toContainEqual({
          item: "Picture “second” (#11)",
          reason: "Its file could not be read as a picture",
        });
        const items = await ctx.database.db.select().from(media);
        expect(items.map((item) => item.name)).toEqual(["photo.jpg"]);
        const stem = items[0]?.url.slice("/uploads/".length, -".webp".length) ?? "";
        expect((await publicKeys(ctx)).filter((key) => !key.startsWith(stem))).toEqual([]);
      } finally {
        await ctx.close();
        await pictures.close();
      }
    },
    RUN_LIMIT,
  );
});
