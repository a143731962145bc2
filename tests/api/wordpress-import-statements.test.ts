import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportDto } from "../../domain/wordpress-import.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { attachmentUrls, importForm, smallExport, uploadsZip } from "../support/wordpress-exports.ts";

/**
 * What an import sends to the database for its old addresses (issue 68): a site's redirects and the
 * record of each are written in multi-row inserts, the import's claim is checked once for them all,
 * and their records' addresses are read at once — counted through the statement log, not timed.
 * Before, each redirect was an insert, a check of the claim, an insert of its record and a read of
 * its record's slug.
 */
const RUN_LIMIT = 180_000;
let ctx: TestContext;
let statements: string[] = [];
let done: ImportDto;

beforeAll(async () => {
  const database = await createTestDatabase((statement) => statements.push(statement));
  ctx = await createTestAppOn(database, {
    wordpressImport: { maxExportBytes: 1024 * 1024, maxUploadsBytes: 1024 * 1024, allowPrivate: false },
  });
  const admin = bearer((await signInAsSuperAdmin(ctx)).token);
  const xml = smallExport();
  const uploads = await uploadsZip(attachmentUrls(xml));
  statements = [];
  const started = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/import/wordpress",
    headers: admin,
    payload: importForm(xml, { uploads }),
  });
  expect(started.statusCode, started.body).toBe(202);
  await ctx.app.wordpressImports.settled();
  const id: string = started.json().data._id;
  done = (await ctx.app.inject({ method: "GET", url: `/api/v1/import/${id}`, headers: admin })).json().data;
}, RUN_LIMIT);
afterAll(() => ctx.close());

/** The statements of the redirects' transaction: from its lock on the redirects to the end. */
const redirectStep = () => statements.slice(statements.findIndex((s) => /hashtext\('redirects'\)/.test(s)));

describe("an import's old addresses", () => {
  it("are many redirects", () => {
    expect(done.status).toBe("done");
    expect(done.counts.redirects).toBeGreaterThan(10);
  });

  it("are inserted together, with their records, the claim checked once", () => {
    const step = redirectStep();
    expect(step.filter((s) => /^insert into "redirects"/.test(s))).toHaveLength(1);
    expect(step.filter((s) => /^insert into "imported_items"/.test(s))).toHaveLength(1);
    expect(step.filter((s) => /from "wordpress_imports".* for share/s.test(s))).toHaveLength(1);
  });

  it("read the addresses of the records they lead to at once", () => {
    const step = redirectStep();
    expect(step.filter((s) => /^select .* from "(?:articles|pages)" where "\w+"\."id" = /s.test(s))).toHaveLength(0);
  });
});
