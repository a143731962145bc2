import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { redirectImportMessages } from "../../domain/redirect-import.ts";
import { redirectMessages } from "../../domain/redirects.ts";
import { redirects } from "../../server/db/schema/content.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * Redirect files as they come (issue 68, ADR 0246): ours and the WordPress plugins' exports, each
 * read by its header, written here as those plugins write them.
 */
let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(redirects);
  await ctx.app.redirects.apply();
});

const importing = async (csv: string) => {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/redirects/import",
    headers: { ...admin, "content-type": "text/csv" },
    payload: csv,
  });
  return res;
};
const imported = async (csv: string) => {
  const res = await importing(csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const stored = async () =>
  Object.fromEntries(
    (await ctx.database.db.select().from(redirects)).map((row) => [
      row.fromPath,
      { to: row.toUrl, status: row.status, external: row.external, note: row.note },
    ]),
  );
const visit = (url: string) => ctx.app.inject({ method: "GET", url });

describe("a redirect import", () => {
  it("reads the Redirection plugin's own CSV export by its header (source,target,regex,code,type,hits,title,status)", async () => {
    // As Red_Csv_File writes it: the header unquoted, numbers bare, text quoted, PHP_EOL line ends.
    const csv = [
      "source,target,regex,code,type,hits,title,status",
      '"/old-about/","/about",0,301,"url",12,"Moved in 2024","active"',
      '"/summer-sale","https://shop.example.com/sale",0,302,"url",3,"","active"',
      '"/retired-page","",0,410,"error",0,"","active"',
      '"/^blog\\/(\\d+)$/","/blog",1,301,"url",0,"","active"',
      '"/paused","/contact",0,301,"url",0,"","disabled"',
      '"/missing","",0,404,"error",0,"","active"',
      '"/elsewhere","/contact",0,307,"url",0,"","active"',
      "",
    ].join("\n");
    const data = await imported(csv);
    expect(data).toMatchObject({ format: "redirection", taken: 4, skipped: 1, refused: 2 });
    expect(data.lines).toEqual([
      { line: 2, from: "/old-about", outcome: "created" },
      { line: 3, from: "/summer-sale", outcome: "created" },
      { line: 4, from: "/retired-page", outcome: "created" },
      { line: 5, from: "/^blog\\/(\\d+)$/", outcome: "refused", message: redirectImportMessages.regex },
      { line: 6, from: "/paused", outcome: "skipped", message: redirectImportMessages.disabled },
      { line: 7, from: "/missing", outcome: "refused", message: redirectImportMessages.notFound },
      { line: 8, from: "/elsewhere", outcome: "created" },
    ]);
    expect(await stored()).toEqual({
      "/old-about": { to: "/about", status: 301, external: false, note: "Moved in 2024" },
      "/summer-sale": { to: "https://shop.example.com/sale", status: 302, external: true, note: "" },
      "/retired-page": { to: null, status: 410, external: false, note: "" },
      "/elsewhere": { to: "/contact", status: 302, external: false, note: "" },
    });
    const moved = await visit("/old-about/?utm_source=newsletter");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/about?utm_source=newsletter");
  });

  it("reads Yoast's export (Origin,Target,Type,Format), a full address on this site's own host becoming a path", async () => {
    const site = new URL(ctx.config.publicUrl);
    const csv = [
      "Origin,Target,Type,Format",
      `"/2019/05/hello-world","${site.origin}/blog/","301","plain"`,
      '"/old-contact","/contact","302","plain"',
      '"\\A\\d+\\Z","/numbers","301","regex"',
      '"/gone-for-good","","410","plain"',
    ].join("\n");
    const data = await imported(csv);
    expect(data).toMatchObject({ format: "yoast", taken: 3, skipped: 0, refused: 1 });
    expect(data.lines[2]).toEqual({
      line: 4,
      from: "\\A\\d+\\Z",
      outcome: "refused",
      message: redirectImportMessages.regex,
    });
    expect(await stored()).toEqual({
      "/2019/05/hello-world": { to: "/blog", status: 301, external: false, note: "" },
      "/old-contact": { to: "/contact", status: 302, external: false, note: "" },
      "/gone-for-good": { to: null, status: 410, external: false, note: "" },
    });
  });

  it("reads Rank Math's export (id,source,matching,destination,…), several sources in a row each a redirect", async () => {
    const csv = [
      "id,source,matching,destination,type,category,status,ignore",
      "1,old-services,exact,/services,301,,active,",
      `2,"[{""pattern"":""/team"",""comparison"":""exact""},{""pattern"":""/people"",""comparison"":""exact""}]",exact,/about,301,,active,`,
      "3,/promo,contains,/contact,301,,active,",
      "4,/winter,exact,/contact,302,,inactive,",
    ].join("\r\n");
    const data = await imported(csv);
    expect(data).toMatchObject({ format: "rankMath", taken: 3, skipped: 1, refused: 1 });
    expect(data.lines).toEqual([
      { line: 2, from: "/old-services", outcome: "created" },
      { line: 3, from: "/team", outcome: "created" },
      { line: 3, from: "/people", outcome: "created" },
      { line: 4, from: "/promo", outcome: "refused", message: redirectImportMessages.notExact("contains") },
      { line: 5, from: "/winter", outcome: "skipped", message: redirectImportMessages.disabled },
    ]);
    expect(Object.keys(await stored()).sort()).toEqual(["/old-services", "/people", "/team"]);
  });

  it("reads ours by its header in any column order, a semicolon file and a byte-order mark; without a header in the export's order", async () => {
    expect(await imported("\uFEFFstatus;to;from\n302;/contact;/a\n")).toMatchObject({ format: "ours", taken: 1 });
    expect(await imported("/b,/about,301\n/c,,410\n")).toMatchObject({ format: "ours", taken: 2 });
    expect(await stored()).toMatchObject({
      "/a": { to: "/contact", status: 302 },
      "/b": { to: "/about", status: 301 },
      "/c": { to: null, status: 410 },
    });
  });

  it("refuses a file whose header it does not know, naming the headers it takes, and stores nothing", async () => {
    const res = await importing("old url,new url\n/a,/b\n");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(redirectImportMessages.unknownHeader);
    expect(res.json().message).toContain("source,target,regex,code,type,hits,title,status");
    expect(await stored()).toEqual({});
    expect((await importing("source,target\n")).json().message).toBe(redirectMessages.importEmpty);
  });

  it("answers a file that takes nothing with every line's reason, and no line counted as taken", async () => {
    const data = await imported(
      ["source,target,regex,code,type,hits,title,status", '"/about","/contact",0,301,"url",0,"","active"'].join("\n"),
    );
    expect(data).toMatchObject({ taken: 0, skipped: 0, refused: 1 });
    expect(data.lines[0]).toMatchObject({ outcome: "refused", message: redirectMessages.fromRealPage });
  });
});
