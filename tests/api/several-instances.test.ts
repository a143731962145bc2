import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTEN_APPLICATION_NAME } from "../../server/db/notifications.ts";
import { media } from "../../server/db/schema/content.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";

/**
 * Reads `url` on `ctx` until `seen` holds (the other instance's notification has arrived), and returns
 * that answer. The poll's timeout only ends a test that would otherwise hang: what is asserted is the
 * answer's path (produced afresh, not the cached copy), not how long it took.
 */
async function untilShown(ctx: TestContext, url: string, seen: (body: string) => boolean) {
  let shown: Awaited<ReturnType<TestContext["app"]["inject"]>> | undefined;
  await expect
    .poll(
      async () => {
        const res = await ctx.app.inject({ method: "GET", url });
        if (seen(res.body)) shown = res;
        return shown !== undefined;
      },
      { timeout: 15_000, message: `${url} shows the change` },
    )
    .toBe(true);
  if (!shown) throw new Error(`${url} did not show the change`);
  return shown;
}

/** Reads `url` twice: once the cache is trusted (the subscription listens), the second is a HIT. */
async function cachedAgain(ctx: TestContext, url: string) {
  await expect
    .poll(
      async () => {
        await ctx.app.inject({ method: "GET", url });
        return (await ctx.app.inject({ method: "GET", url })).headers["x-cache"];
      },
      { timeout: 15_000, message: `${url} is cached again` },
    )
    .toBe("HIT");
}

describe.skipIf(testDriver() !== "postgres")("two instances on one PostgreSQL database", () => {
  let a: TestContext;
  let b: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    const [first, second] = await createSharedTestDatabase(2);
    [a, b] = await Promise.all([createTestAppOn(first), createTestAppOn(second)]);
    admin = bearer((await signInAsSuperAdmin(a)).token);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const createCategory = (name: string) =>
    pngImage().then((logo) =>
      a.app.inject({
        method: "POST",
        url: "/api/v1/category/create",
        headers: admin,
        payload: multipart({ name, description: "Made on A" }, { logo }),
      }),
    );

  it("shows an edit made through one on the other's next read: the notification drops the warm cached copy", async () => {
    await b.app.inject({ method: "GET", url: "/api/v1/category" });
    expect((await b.app.inject({ method: "GET", url: "/api/v1/category" })).headers["x-cache"]).toBe("HIT");
    expect((await createCategory("Made On Instance A")).statusCode).toBe(201);
    const shown = await untilShown(b, "/api/v1/category", (body) => body.includes("Made On Instance A"));
    // Produced afresh because the cached copy was dropped, not an old copy that happened to expire.
    expect(shown.headers["x-cache"]).toBe("MISS");
  });

  it("shows a site content change made through one on the other's next read (its cached answer and memory copy)", async () => {
    // B keeps the site's content in memory and its answer in the response cache.
    await b.app.inject({ method: "GET", url: "/api/v1/site" });
    expect((await b.app.inject({ method: "GET", url: "/api/v1/site" })).headers["x-cache"]).toBe("HIT");
    const saved = await a.app.inject({
      method: "PATCH",
      url: "/api/v1/site/contact",
      headers: admin,
      payload: { phones: ["+92 42 5555 0101"] },
    });
    expect(saved.statusCode).toBe(200);
    await untilShown(b, "/api/v1/site", (body) => body.includes("+92 42 5555 0101"));
    expect((await b.app.siteContent.read()).contact.phones).toEqual(["+92 42 5555 0101"]);
  });

  it("follows on the other a menu link's page renamed or unpublished, or its article unpublished, through one (ADR 0210)", async () => {
    const made = (url: string, payload: object) => a.app.inject({ method: "POST", url, headers: admin, payload });
    const page = await made("/api/v1/pages", { title: "Our team", slug: "our-team", isActive: true });
    expect(page.statusCode, page.body).toBe(201);
    const article = await made("/api/v1/articles", { title: "Launch notes", slug: "launch-notes", isActive: true });
    expect(article.statusCode, article.body).toBe(201);
    const pageId: string = page.json().data._id;
    const articleId: string = article.json().data._id;
    const links = [
      { label: "Team", to: "/our-team", ref: { kind: "page", id: pageId } },
      { label: "Notes", to: "/blog/launch-notes", ref: { kind: "article", id: articleId } },
    ];
    const saved = await a.app.inject({
      method: "PATCH",
      url: "/api/v1/site/navigation",
      headers: admin,
      payload: { footer: [{ title: "Across instances", links }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const footerLinks = async () =>
      (await b.app.siteContent.read()).navigation.footer.find((column) => column.title === "Across instances")?.links;
    const change = async (kind: "pages" | "articles", id: string, payload: object) => {
      const res = await a.app.inject({ method: "PATCH", url: `/api/v1/${kind}/${id}`, headers: admin, payload });
      expect(res.statusCode, res.body).toBe(200);
    };

    // B holds the menu in memory and its answer in the response cache, both with the links as saved.
    await untilShown(b, "/api/v1/site", (body) => body.includes("Across instances"));
    await cachedAgain(b, "/api/v1/site");
    expect((await footerLinks())?.map((link) => link.to)).toEqual(["/our-team", "/blog/launch-notes"]);

    await change("pages", pageId, { slug: "the-team" });
    const renamed = await untilShown(b, "/api/v1/site", (body) => body.includes('"to":"/the-team"'));
    expect(renamed.headers["x-cache"]).toBe("MISS");
    expect(renamed.body).not.toContain('"to":"/our-team"');
    expect((await footerLinks())?.map((link) => link.to)).toEqual(["/the-team", "/blog/launch-notes"]);

    await cachedAgain(b, "/api/v1/site");
    await change("articles", articleId, { isActive: false });
    const withoutNotes = await untilShown(b, "/api/v1/site", (body) => !body.includes("/blog/launch-notes"));
    expect(withoutNotes.headers["x-cache"]).toBe("MISS");
    expect((await footerLinks())?.map((link) => link.label)).toEqual(["Team"]);

    await cachedAgain(b, "/api/v1/site");
    await change("pages", pageId, { isActive: false });
    const withoutTeam = await untilShown(b, "/api/v1/site", (body) => !body.includes('"to":"/the-team"'));
    expect(withoutTeam.headers["x-cache"]).toBe("MISS");
    expect(await footerLinks()).toEqual([]);
  });

  it("shows a library picture replaced through one on the other's next read of every record showing it", async () => {
    const created = await createCategory("Replaced Across Instances");
    expect(created.statusCode, created.body).toBe(201);
    const oldUrl: string = created.json().data.icon;
    const [item] = await a.database.db.select({ _id: media.id }).from(media).where(eq(media.url, oldUrl));
    expect(item).toBeDefined();
    await cachedAgain(b, "/api/v1/category");
    const replaced = await a.app.inject({
      method: "POST",
      url: `/api/v1/media/${item._id}/replace`,
      headers: admin,
      payload: multipart({}, { file: await pngImage(90, 90) }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl: string = replaced.json().data.url;
    expect(replaced.json().data._id).toBe(item._id);
    const shown = await untilShown(b, "/api/v1/category", (body) => body.includes(newUrl));
    expect(shown.body).not.toContain(oldUrl);
    expect(shown.headers["x-cache"]).toBe("MISS");
  });

  it("drops its cache once a broken subscription is back, and hears edits again", async () => {
    await b.app.inject({ method: "GET", url: "/api/v1/category" });
    expect((await b.app.inject({ method: "GET", url: "/api/v1/category" })).headers["x-cache"]).toBe("HIT");
    // What a network fault or a database restart does to B's listening connection.
    await a.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    );
    await expect
      .poll(async () => (await b.app.inject({ method: "GET", url: "/api/v1/category" })).headers["x-cache"], {
        timeout: 2000,
      })
      .not.toBe("HIT");
    // Listening again (B trusts and fills its cache once more): the next edit on A reaches B.
    await cachedAgain(b, "/api/v1/category");
    expect((await createCategory("After The Break")).statusCode).toBe(201);
    const shown = await untilShown(b, "/api/v1/category", (body) => body.includes("After The Break"));
    expect(shown.headers["x-cache"]).toBe("MISS");
  });

  it("honours on one a session made on the other, and a sign-out on one ends it on both", async () => {
    const session = await signInAsSuperAdmin(a);
    expect(
      (await b.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(session.token) })).statusCode,
    ).toBe(200);
    expect(
      (await a.app.inject({ method: "POST", url: "/api/v1/admin/logout", headers: bearer(session.token) })).statusCode,
    ).toBe(200);
    expect(
      (await b.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(session.token) })).statusCode,
    ).toBe(401);
  });
});
