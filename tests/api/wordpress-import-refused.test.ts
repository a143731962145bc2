import { readdir } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages } from "../../domain/wordpress-import.ts";
import { wordpressImports } from "../../server/modules/wordpress-import/schema.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { importForm, smallExport, themeUnitTest } from "../support/wordpress-exports.ts";

/**
 * What the import refuses before it stores anything (docs/api.md "Importing a WordPress site",
 * ADR 0240): a file that is no export, a truncated one, entity expansion ("billion laughs") and
 * external entities (XXE) — both need a document type, which an export never has — and a file over
 * the size limit; and who may import at all.
 */
let ctx: TestContext;
let admin: Record<string, string>;
const LIMIT = 256 * 1024;

beforeAll(async () => {
  ctx = await createTestApp({
    wordpressImport: { maxExportBytes: LIMIT, maxUploadsBytes: LIMIT, allowPrivate: false },
  });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const post = (form: FormData, headers = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/import/wordpress", headers, payload: form });

/** Nothing was kept: no import, no file in the private store, nothing left in the temporary folder. */
async function nothingStored() {
  const [{ n }] = await ctx.database.db.select({ n: count() }).from(wordpressImports);
  expect(n).toBe(0);
  const kept: string[] = [];
  for await (const key of ctx.app.privateFiles.list()) kept.push(key);
  expect(kept.filter((key) => key.startsWith("imports/"))).toEqual([]);
  const temp = await readdir(path.join(ctx.config.dataDir, "tmp")).catch(() => []);
  expect(temp).toEqual([]);
}

const refusal = (what: string, line: number) => importMessages.notAnExport(what, line);

describe("a file that cannot be imported is refused with what is wrong and its line, and nothing is stored", () => {
  it("a truncated export", async () => {
    const whole = smallExport();
    const cut = whole.slice(0, whole.indexOf("<wp:post_id>2</wp:post_id>"));
    const lines = cut.split("\n").length;
    const answer = await post(importForm(cut));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^This file is not a WordPress export: unclosed tag: .+, line \d+$/);
    expect(answer.json().message).toMatch(new RegExp(`line ${lines}$`));
    expect(answer.json().issues[0].path).toBe("file");
    await nothingStored();
  });

  it("entity expansion (billion laughs), refused at its document type", async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss version="2.0"><channel><title>&lol9;</title></channel></rss>`;
    const answer = await post(importForm(laughs));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      // The line it begins on (saxes tells of it at its end, line 7).
      refusal("it declares a document type (DOCTYPE); entities are not accepted in an export", 2),
    );
    await nothingStored();
  });

  it("an external entity (XXE)", async () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version><title>&secret;</title></channel></rss>`;
    const answer = await post(importForm(xxe));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      refusal("it declares a document type (DOCTYPE); entities are not accepted in an export", 2),
    );
    expect(answer.body).not.toContain("root:");
    await nothingStored();
  });

  it("an entity an export never declares", async () => {
    const undeclared = smallExport().replace("<title>Small Site</title>", "<title>&nbsp;Small Site</title>");
    const answer = await post(importForm(undeclared));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^This file is not a WordPress export: undefined entity, line 12$/);
    await nothingStored();
  });

  it("a feed that is no export, a picture, an empty file", async () => {
    const feed = `<?xml version="1.0"?>\n<rss version="2.0">\n<channel><title>A feed</title><item><title>x</title></item></channel></rss>`;
    expect((await post(importForm(feed))).json().message).toBe(
      refusal("it has no <wp:wxr_version> before its content (an RSS feed is not an export)", 3),
    );
    const picture = await post(importForm(await pngImage(), { fileName: "photo.xml" }));
    expect(picture.statusCode).toBe(400);
    expect(picture.json().message).toMatch(/^This file is not a WordPress export: .+, line \d+$/);
    const html = await post(importForm("<!doctype html><html><body>Hi</body></html>"));
    expect(html.json().message).toBe(refusal("incorrect syntax", 1));
    const empty = await post(importForm(""));
    expect(empty.statusCode).toBe(400);
    await nothingStored();
  });

  it("a form without its file, or with a dry run that is neither true nor false", async () => {
    const none = new FormData();
    none.append("dryRun", "true");
    const answer = await post(none);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(importMessages.fileRequired);
    const form = importForm(smallExport());
    form.set("dryRun", "maybe");
    expect((await post(form)).json().message).toBe(importMessages.dryRunInvalid);
    const notZip = await post(importForm(smallExport(), { uploads: Buffer.from("not a zip") }));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toBe(importMessages.uploadsNotZip);
    await nothingStored();
  });

  it("an export over the size limit, cut off as it arrives (413)", async () => {
    const big = themeUnitTest();
    expect(Buffer.byteLength(big)).toBeGreaterThan(LIMIT);
    const answer = await post(importForm(big));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(importMessages.fileTooLarge(LIMIT));
    await nothingStored();
  });
});

describe("who may import", () => {
  it("only a superAdmin: another role is refused every call, and a visitor must sign in", async () => {
    await createRole(ctx, "Site editor", { site: { update: true }, redirects: { update: true } });
    await createAdmin(ctx, "editor", "Site editor");
    const editor = bearer((await signIn(ctx, "editor")).token);
    expect((await post(importForm(smallExport()), editor)).statusCode).toBe(403);
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [method, url] of [
      ["GET", "/api/v1/import"],
      ["GET", `/api/v1/import/${id}`],
      ["POST", `/api/v1/import/${id}/cancel`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: editor })).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    expect((await post(importForm(smallExport()), {})).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: `/api/v1/import/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/import/nope", headers: admin })).statusCode).toBe(404);
    await nothingStored();
  });
});
