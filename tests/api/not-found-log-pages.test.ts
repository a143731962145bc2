import { describe, expect, it } from "vitest";
import { draftsTestApp } from "../support/drafts-app.ts";

/** The 404 log over real pages (issue 68, ADR 0247): a page that works is never listed for a query that failed. */
const t = draftsTestApp({ ssr: "development" });

describe("the 404 log over the site's pages", () => {
  it("lists /blog?page=99, not the /blog that works", async () => {
    const created = await t.api("POST", "/articles", { title: "Only article", isActive: true });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.get("/blog")).statusCode).toBe(200);
    expect((await t.get("/blog?page=99&utm_source=newsletter")).statusCode).toBe(404);
    await t.ctx.app.redirects.flush();
    const rows = (await t.api("GET", "/not-found-log?page=1&limit=100")).json().data;
    expect(rows.map((row: { path: string }) => row.path)).toEqual(["/blog?page=99"]);
    expect(rows[0].queries).toEqual([{ query: "page=99&utm_source=newsletter", hits: 1 }]);
  });
});
