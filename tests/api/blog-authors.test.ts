import { describe, expect, it } from "vitest";
import { bearer, createAdmin, createRole, signIn } from "../support/admins.ts";
import { draftsTestApp } from "../support/drafts-app.ts";

/** An author's blog page at `/blog/author/<slug>` (ADR 0219): made from the public name, never broken. */
const t = draftsTestApp({ ssr: "development" });
const { api, get } = t;

/** A published article (created without `isActive`, one is a draft). */
const create = async (payload: object) => {
  const res = await api("POST", "/articles", { isActive: true, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

/** A second staff member, signed in, and what their own profile change answers. */
async function colleague(username: string, fullName: string) {
  await createRole(t.ctx, `Writer ${username}`, {});
  const { id } = await createAdmin(t.ctx, username, `Writer ${username}`);
  const session = await signIn(t.ctx, username);
  const res = await t.ctx.app.inject({
    method: "PATCH",
    url: `/api/v1/admin/update/${id}`,
    headers: bearer(session.token),
    payload: { fullName },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, username };
}

describe("an author's blog page", () => {
  it("is at a slug made from the public name; the id and a former slug answer 301; two namesakes differ", async () => {
    const me = (await api("GET", "/admin/me")).json().data;
    expect((await api("PATCH", `/admin/update/${me._id}`, { fullName: "Ayesha Khan" })).statusCode).toBe(200);
    const mine = await create({ title: "Notes on grids", slug: "notes-on-grids" });
    expect(mine.author).toMatchObject({ _id: me._id, slug: "ayesha-khan", name: "Ayesha Khan" });

    const page = await get("/blog/author/ayesha-khan");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Notes on grids");
    expect(page.body).toContain("Articles by Ayesha Khan");
    for (const personal of [me.email, me.username]) expect(page.body).not.toContain(personal);
    expect((await get("/blog")).body).toContain('href="/blog/author/ayesha-khan"');
    const article = (await get("/blog/notes-on-grids")).body;
    expect(article).toContain('href="/blog/author/ayesha-khan"');
    expect(article, "the JSON-LD author's url").toMatch(
      /"Person","name":"Ayesha Khan","url":"[^"]*\/blog\/author\/ayesha-khan"/,
    );

    const byId = await get(`/blog/author/${me._id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe("/blog/author/ayesha-khan");

    const namesake = await colleague("second-ayesha", "Ayesha Khan");
    const theirs = await create({ title: "Colour for screens", authorId: namesake.id });
    expect(theirs.author).toMatchObject({ slug: "ayesha-khan-2", name: "Ayesha Khan" });
    const second = await get("/blog/author/ayesha-khan-2");
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain("Colour for screens");
    expect(second.body).not.toContain("Notes on grids");
    expect(second.body).not.toContain(namesake.username);
    expect(second.body).not.toContain(`${namesake.username}@example.com`);

    // A bio change keeps the address; a new public name moves it, and the old one answers 301.
    expect((await api("PATCH", `/admin/update/${me._id}`, { bio: "Designs things." })).statusCode).toBe(200);
    expect((await get("/blog/author/ayesha-khan")).statusCode).toBe(200);
    expect((await api("PATCH", `/admin/update/${me._id}`, { fullName: "Ayesha Malik" })).statusCode).toBe(200);
    // The former page is a redirect of the manager now (ADR 0249): the query goes with it, as through any.
    const moved = await get("/blog/author/ayesha-khan?page=1");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/blog/author/ayesha-malik?page=1");
    expect((await get(`/blog/author/${me._id}`)).headers.location).toBe("/blog/author/ayesha-malik");
    const renamed = await get("/blog/author/ayesha-malik");
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain("Notes on grids");
    expect((await get("/blog/author/ayesha-khan-2")).body).toContain("Colour for screens");

    // Taking the old name back takes the old address back: no redirect loop.
    expect((await api("PATCH", `/admin/update/${me._id}`, { fullName: "Ayesha Khan" })).statusCode).toBe(200);
    expect((await get("/blog/author/ayesha-khan")).statusCode).toBe(200);
    expect((await get("/blog/author/ayesha-malik")).headers.location).toBe("/blog/author/ayesha-khan");
  });

  it("is the site's 404 page for an unknown slug, a staff member with nothing published, or a bad address", async () => {
    await colleague("quiet-writer", "Quiet Writer");
    for (const path of ["/blog/author/no-such-author", "/blog/author/quiet-writer", "/blog/author/Not_A_Slug"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain("<title>Page not found");
    }
  });
});
