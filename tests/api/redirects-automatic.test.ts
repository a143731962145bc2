import { beforeEach, describe, expect, it } from "vitest";
import { redirectMessages } from "../../domain/redirects.ts";
import { redirects } from "../../server/db/schema/content.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { draftsTestApp } from "../support/drafts-app.ts";

/**
 * Redirects a rename makes, in the manager (issue 68, ADR 0249): listed as automatic with their
 * record, exported, editable and removable (removing one stops the 301, the record's page's own
 * answer included); chains flattened, also through an automatic one, and flagged when one is left;
 * loops refused; the query carried. The public pages are rendered, so a former address the page
 * itself would answer is seen too.
 */
const t = draftsTestApp({ ssr: "development" });

beforeEach(async () => {
  await t.db.delete(redirects);
  await t.ctx.app.redirects.apply();
});

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.api(method, url, payload);
const visit = (url: string) => t.get(url);
/** The manager's rows from exactly this address. */
const listed = async (from: string) => {
  const res = await call("GET", `/redirects?q=${encodeURIComponent(from)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Record<string, unknown>[]).filter((row) => row.from === from);
};
const rename = async (id: string, slug: string) => {
  const res = await call("PATCH", `/job/update/${id}`, { slug });
  expect(res.statusCode, res.body).toBe(200);
};

describe("a rename's redirect", () => {
  it("is listed as automatic with its record, carries the query, follows later renames, and is exported", async () => {
    const job = await insertJob(t.db, { slug: "auto-first" });
    await rename(job.id, "auto-second");
    const [made] = await listed("/career/auto-first");
    expect(made).toMatchObject({
      from: "/career/auto-first",
      to: null,
      toRecord: { kind: "job", id: job.id },
      location: "/career/auto-second",
      status: 301,
      automatic: true,
      chained: false,
    });
    const moved = await visit("/career/auto-first?utm_source=x");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/career/auto-second?utm_source=x");

    // Renamed again: both former addresses answer one 301 to the newest, each listed.
    await rename(job.id, "auto-third");
    for (const from of ["/career/auto-first", "/career/auto-second"]) {
      const [row] = await listed(from);
      expect(row, from).toMatchObject({ from, automatic: true, location: "/career/auto-third" });
      expect((await visit(from)).headers.location, from).toBe("/career/auto-third");
    }
    // Taking a former address back: its redirect gives way, the page answers.
    await rename(job.id, "auto-first");
    expect(await listed("/career/auto-first")).toEqual([]);
    expect((await visit("/career/auto-first")).statusCode).toBe(200);
    expect((await visit("/career/auto-third")).headers.location).toBe("/career/auto-first");

    const csv = parseCsv((await call("GET", "/redirects?format=csv&q=auto-third")).body);
    const automatic = csv[0].indexOf("automatic");
    expect(csv[1][0]).toBe("/career/auto-third");
    expect(csv[1][automatic]).toBe("true");
    expect(csv[1][csv[0].indexOf("record")]).toBe(`job:${job.id}`);
  });

  it("is removable, and removing it really stops the 301; editing its target makes it a person's", async () => {
    const job = await insertJob(t.db, { slug: "gone-first" });
    await rename(job.id, "gone-second");
    const [made] = await listed("/career/gone-first");
    expect((await visit("/career/gone-first")).statusCode).toBe(301);
    const removed = await call("DELETE", `/redirects/${made._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    // Neither the redirect table nor the job's page answers the old address any more.
    expect((await visit("/career/gone-first")).statusCode).toBe(404);
    expect((await visit("/career/gone-first/apply")).statusCode).toBe(404);

    await rename(job.id, "gone-third");
    const [second] = await listed("/career/gone-second");
    const edited = await call("PATCH", `/redirects/${second._id}`, { to: "/contact" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ automatic: false, to: "/contact", toRecord: null });
    expect((await visit("/career/gone-second")).headers.location).toBe("/contact");
    const edit = await call("DELETE", `/redirects/${second._id}`);
    expect(edit.statusCode).toBe(200);
    expect((await visit("/career/gone-second")).statusCode).toBe(404);

    // A note only keeps it the rename's; a person's redirect added from its address takes its place.
    await rename(job.id, "gone-fourth");
    const [third] = await listed("/career/gone-third");
    const noted = await call("PATCH", `/redirects/${third._id}`, { note: "from the spring campaign" });
    expect(noted.json().data).toMatchObject({ automatic: true, note: "from the spring campaign" });
    const taken = await call("POST", "/redirects", { from: "/career/gone-third", to: "/career" });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await listed("/career/gone-third")).toMatchObject([{ automatic: false, location: "/career" }]);
  });
});

describe("chains and loops with a rename's redirect", () => {
  it("flattens a chain through one either way round, and refuses a loop with the domain's message", async () => {
    const job = await insertJob(t.db, { slug: "chain-first" });
    // A person's redirect to the job's page, then the job renamed: it is re-pointed to the job.
    expect((await call("POST", "/redirects", { from: "/spring-offer", to: "/career/chain-first" })).statusCode).toBe(
      201,
    );
    await rename(job.id, "chain-second");
    expect(await listed("/spring-offer")).toMatchObject([
      { toRecord: { kind: "job", id: job.id }, location: "/career/chain-second", chained: false },
    ]);
    // A new redirect to the former address goes straight to the job (A→B + B→C gives A→C).
    const straight = await call("POST", "/redirects", { from: "/summer-offer", to: "/career/chain-first" });
    expect(straight.statusCode, straight.body).toBe(201);
    expect(straight.json().data).toMatchObject({
      to: null,
      toRecord: { kind: "job", id: job.id },
      location: "/career/chain-second",
      chained: false,
    });
    const viaChain = await visit("/summer-offer?utm_source=x");
    expect(viaChain.headers.location).toBe("/career/chain-second?utm_source=x");

    // Re-pointed at a redirect that ends at the job, it is flattened to the job; back at itself, a loop.
    const [made] = await listed("/career/chain-first");
    const via = await call("PATCH", `/redirects/${made._id}`, { to: "/summer-offer" });
    expect(via.json().data).toMatchObject({ toRecord: { kind: "job", id: job.id }, chained: false });
    const loop = await call("PATCH", `/redirects/${made._id}`, { to: "/career/chain-first" });
    expect(loop.statusCode, loop.body).toBe(400);
    expect(loop.json()).toMatchObject({ message: redirectMessages.loop });
    expect(await listed("/career/chain-first")).toMatchObject([{ location: "/career/chain-second" }]);
  });

  it("flags a chain left from before, and a save flattens it", async () => {
    // Two hops stored before the rules (an old import, a former slug's backfill).
    await t.db.insert(redirects).values([
      { fromPath: "/hop-one", toUrl: "/hop-two", status: 301 },
      { fromPath: "/hop-two", toUrl: "/contact", status: 301 },
    ]);
    await t.ctx.app.redirects.apply();
    const [first] = await listed("/hop-one");
    expect(first).toMatchObject({ location: "/hop-two", chained: true });
    expect(await listed("/hop-two")).toMatchObject([{ chained: false }]);
    const saved = await call("PATCH", `/redirects/${first._id}`, {});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ to: "/contact", location: "/contact", chained: false });
  });
});

describe("an author's rename", () => {
  it("leaves an automatic redirect to their page now, which a second rename re-points", async () => {
    const me = (await call("GET", "/admin/me")).json().data;
    for (const fullName of ["Sana Auto", "Sana Moved", "Sana Again"]) {
      expect((await call("PATCH", `/admin/update/${me._id}`, { fullName })).statusCode).toBe(200);
    }
    for (const from of ["/blog/author/sana-auto", "/blog/author/sana-moved"]) {
      expect(await listed(from), from).toMatchObject([
        { from, to: "/blog/author/sana-again", automatic: true, chained: false },
      ]);
    }
    const moved = await visit("/blog/author/sana-auto?utm_source=x");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/blog/author/sana-again?utm_source=x");
    // Back to a former name: its page answers again, no redirect from it.
    expect((await call("PATCH", `/admin/update/${me._id}`, { fullName: "Sana Auto" })).statusCode).toBe(200);
    expect(await listed("/blog/author/sana-auto")).toEqual([]);
    expect(await listed("/blog/author/sana-again")).toMatchObject([{ to: "/blog/author/sana-auto", automatic: true }]);
  });
});
