import { eq } from "drizzle-orm";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { adminUserMessages } from "../../domain/admin-users.ts";
import { authorLimits, authorMessages } from "../../domain/authors.ts";
import { mediaMessages } from "../../domain/media.ts";
import { adminUsers, privileges } from "../../server/db/schema/staff.ts";
import { bearer, createAdmin, createRole, login, signIn, TEST_PASSWORD } from "../support/admins.ts";
import { draftsTestApp } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";

/** Author profiles (issue 68, ADR 0245): who the blog names, with or without a sign-in. */
const t = draftsTestApp({ ssr: "development" });
const { api, get } = t;

const ok = async (method: "POST" | "PATCH", url: string, payload: object, status = method === "POST" ? 201 : 200) => {
  const res = await api(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};
const photo = async (alt = "A portrait") =>
  ok("POST", "/media", multipart({ alt }, { file: await pngImage(320, 320) }));

/** A staff member without rights, signed in: what they are refused. */
async function member(username: string) {
  await createRole(t.ctx, `Role ${username}`, {});
  const { id } = await createAdmin(t.ctx, username, `Role ${username}`);
  const session = await signIn(t.ctx, username);
  const as = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(session.token), payload });
  return { id, as };
}

describe("an author without a sign-in", () => {
  it("is added by a superAdmin with a bio and a library photo, signs the articles chosen for them, and shows on bylines, their page and the feed", async () => {
    const picture = await photo("Sana at her desk");
    const guest = await ok("POST", "/authors", {
      name: "  Sana Mir ",
      bio: "Writes about type.\nAnd colour.",
      photoId: picture._id,
    });
    expect(guest).toMatchObject({
      name: "Sana Mir",
      slug: "sana-mir",
      bio: "Writes about type.\nAnd colour.",
      photoId: picture._id,
      photo: { url: picture.url, alt: "Sana at her desk" },
      userId: null,
      articles: 0,
    });

    const article = await ok("POST", "/articles", { title: "Type that reads", authorId: guest._id, isActive: true });
    expect(article.author).toEqual({
      _id: guest._id,
      slug: "sana-mir",
      name: "Sana Mir",
      bio: "Writes about type.\nAnd colour.",
      photo: picture.url,
    });
    expect((await api("GET", `/authors/${guest._id}`)).json().data.articles).toBe(1);

    const page = await get(`/blog/${article.slug}`);
    expect(page.body).toMatch(/By <a href="\/blog\/author\/sana-mir"[^>]*>Sana Mir<\/a>/);
    expect(page.body).toContain(`src="${picture.url}"`);
    const blog = await get("/blog");
    expect(blog.body).toContain('href="/blog/author/sana-mir"');
    expect(blog.body).toContain(`src="${picture.url}"`);
    const theirs = await get("/blog/author/sana-mir");
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain("Articles by Sana Mir");
    expect(theirs.body).toContain("Writes about type.");
    expect(theirs.body).toContain(`src="${picture.url}"`);
    expect((await get(`/blog/author/${guest._id}`)).headers.location).toBe("/blog/author/sana-mir");

    const rss = await new Parser().parseString((await get("/blog/rss.xml")).body);
    expect(rss.items[0]).toMatchObject({ title: "Type that reads", creator: "Sana Mir" });
    const json = JSON.parse((await get("/blog/feed.json")).body);
    expect(json.items[0].author).toEqual({
      name: "Sana Mir",
      url: `${t.ctx.config.publicUrl}/blog/author/sana-mir`,
      avatar: `${t.ctx.config.publicUrl}${picture.url}`,
    });

    // The photo is a use of the picture: the library refuses to delete it while the profile shows it.
    const uses = (await api("GET", `/media/${picture._id}`)).json().data.usedBy;
    expect(uses).toContainEqual({
      kind: "author",
      id: guest._id,
      name: "Sana Mir",
      field: "photo",
      state: "published",
    });
    const refused = await api("DELETE", `/media/${picture._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(mediaMessages.inUse);
  });

  it("can never sign in: no account row holds them, and nothing they are called signs in", async () => {
    const guest = await ok("POST", "/authors", { name: "Guest Writer" });
    const accounts = await t.db.select({ id: adminUsers.id }).from(adminUsers);
    expect(accounts.map((row) => row.id)).not.toContain(guest._id);
    for (const username of ["guest-writer", "Guest Writer", guest._id, guest.slug]) {
      for (const password of [TEST_PASSWORD, "", "x"]) {
        const res = await login(t.ctx, username, password);
        expect([400, 401], `${username} / ${password}`).toContain(res.statusCode);
      }
    }
  });

  it("is given a sign-in by a superAdmin on request: the new account is that author from then on", async () => {
    const guest = await ok("POST", "/authors", { name: "Imported Writer" });
    const article = await ok("POST", "/articles", { title: "From the old site", authorId: guest._id });
    const account = await ok("POST", "/admin/register", {
      username: "imported-writer",
      fullName: "Imran Writer",
      email: "imported@example.com",
      address: "Lahore",
      gender: "Male",
      dateOfBirth: "1990-01-01",
      password: TEST_PASSWORD,
      contactNumber: "03001234567",
      role: "superAdmin",
      authorId: guest._id,
    });
    expect(account.authorId).toBe(guest._id);
    expect((await api("GET", `/authors/${guest._id}`)).json().data).toMatchObject({
      name: "Imran Writer",
      slug: "imran-writer",
      userId: account._id,
    });
    expect((await api("GET", `/articles/${article._id}`)).json().data.author.name).toBe("Imran Writer");
    expect((await login(t.ctx, "imported-writer", TEST_PASSWORD)).statusCode).toBe(200);

    const again = await api("POST", "/admin/register", {
      username: "second-claim",
      fullName: "Second Claim",
      email: "second@example.com",
      address: "Lahore",
      gender: "Male",
      dateOfBirth: "1990-01-01",
      password: TEST_PASSWORD,
      contactNumber: "03001234567",
      role: "superAdmin",
      authorId: guest._id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(adminUserMessages.authorTaken);
    expect((await login(t.ctx, "second-claim", TEST_PASSWORD)).statusCode).toBe(401);
  });

  it("is refused with the field's message for a blank or long name, a long bio or a photo not in the library", async () => {
    const cases: [object, string, string][] = [
      [{ name: "   " }, "name", authorMessages.nameRequired],
      [{ name: "x".repeat(authorLimits.nameMax + 1) }, "name", authorMessages.nameTooLong],
      [{ name: "Ok", bio: "x".repeat(authorLimits.bioMax + 1) }, "bio", authorMessages.bioTooLong],
      [{ name: "Ok", photoId: "not-an-id" }, "photoId", authorMessages.photoInvalid],
      [{ name: "Ok", photoId: "00000000-0000-4000-8000-000000000000" }, "photoId", authorMessages.photoNotFound],
    ];
    const before = (await api("GET", "/authors")).json().data.length;
    for (const [payload, path, message] of cases) {
      const res = await api("POST", "/authors", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    }
    expect((await api("GET", "/authors")).json().data).toHaveLength(before);
  });

  it("is deleted only while no article names them; a staff member's profile is never deleted here", async () => {
    const guest = await ok("POST", "/authors", { name: "Short Stay" });
    const article = await ok("POST", "/articles", { title: "Short stay notes", authorId: guest._id });
    const blocked = await api("DELETE", `/authors/${guest._id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(authorMessages.hasArticles);
    await ok("PATCH", `/articles/${article._id}`, { authorId: (await api("GET", "/admin/me")).json().data.authorId });
    expect((await api("DELETE", `/authors/${guest._id}`)).statusCode).toBe(200);
    expect((await api("GET", `/authors/${guest._id}`)).statusCode).toBe(404);

    const me = (await api("GET", "/admin/me")).json().data;
    const mine = await api("DELETE", `/authors/${me.authorId}`);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(authorMessages.hasAccount);
  });
});

describe("a staff member's author profile", () => {
  it("is made with the account; its full name is edited by the person and by a superAdmin, and is the byline", async () => {
    const writer = await member("profile-writer");
    const mine = (await writer.as("GET", "/admin/me")).json().data;
    expect(mine.authorId).toBe(writer.id);

    const article = await ok("POST", "/articles", { title: "By a colleague", authorId: mine.authorId });
    expect(article.author.name).toBe("profile-writer Test");

    const renamed = await writer.as("PATCH", `/admin/update/${writer.id}`, {
      fullName: "Zara O'Brien",
      bio: "Backend, mostly.",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.fullName).toBe("Zara O'Brien");
    const shown = (await api("GET", `/articles/${article._id}`)).json().data.author;
    expect(shown).toMatchObject({ name: "Zara O'Brien", slug: "zara-o-brien", bio: "Backend, mostly." });
    expect((await get("/blog/author/profile-writer-test")).headers.location).toBe("/blog/author/zara-o-brien");

    // A superAdmin edits it from the Users screen: the account's full name follows.
    const edited = await ok("PATCH", `/authors/${writer.id}`, { name: "Zara Malik" });
    expect(edited).toMatchObject({ name: "Zara Malik", slug: "zara-malik", userId: writer.id });
    expect((await writer.as("GET", "/admin/me")).json().data.fullName).toBe("Zara Malik");

    // Nobody else changes another's profile or adds authors.
    const others = (await api("GET", "/admin/me")).json().data;
    expect((await writer.as("PATCH", `/admin/update/${others._id}`, { fullName: "Hijacked" })).statusCode).toBe(403);
    expect((await writer.as("PATCH", `/authors/${others.authorId}`, { name: "Hijacked" })).statusCode).toBe(403);
    expect((await writer.as("POST", "/authors", { name: "Someone" })).statusCode).toBe(403);
    expect((await writer.as("DELETE", `/authors/${others.authorId}`)).statusCode).toBe(403);
    // Every signed-in admin reads them (an article's author is chosen from them); a visitor does not.
    expect((await writer.as("GET", "/authors")).statusCode).toBe(200);
    expect((await t.ctx.app.inject({ method: "GET", url: "/api/v1/authors" })).statusCode).toBe(401);

    const blank = await writer.as("PATCH", `/admin/update/${writer.id}`, { fullName: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(adminUserMessages.fullNameRequired);
  });

  it("is made when an account made outside the app first writes: its id is the account's", async () => {
    await createRole(t.ctx, "Outside role", { site: { update: true } });
    const [row] = await t.db
      .insert(adminUsers)
      .values({
        username: "outside-writer",
        fullName: "Outside Writer",
        email: "outside@example.com",
        passwordHash: "x",
        contactNumber: "03001234567",
        address: "Lahore",
        gender: "Female",
        dateOfBirth: "1990-01-01",
        privilegeId: (await t.db.select().from(privileges).where(eq(privileges.role, "Outside role")))[0].id,
      })
      .returning({ id: adminUsers.id });
    const article = await ok("POST", "/articles", { title: "From outside", authorId: row.id });
    expect(article.author).toMatchObject({ _id: row.id, name: "Outside Writer", slug: "outside-writer" });
    expect((await api("GET", `/authors/${row.id}`)).json().data.userId).toBe(row.id);
  });

  it("outlives the account: the articles keep their byline, the profile no longer signs in", async () => {
    const leaving = await member("leaving-writer");
    const article = await ok("POST", "/articles", { title: "Before I go", authorId: leaving.id });
    expect((await api("DELETE", `/admin/delete/${leaving.id}`)).statusCode).toBe(200);
    const kept = (await api("GET", `/authors/${leaving.id}`)).json().data;
    expect(kept).toMatchObject({ name: "leaving-writer Test", userId: null, articles: 1 });
    expect((await api("GET", `/articles/${article._id}`)).json().data.author.name).toBe("leaving-writer Test");
    expect((await login(t.ctx, "leaving-writer", TEST_PASSWORD)).statusCode).toBe(401);
  });

  it("is listed with the authors who cannot sign in, searched by name and narrowed by account", async () => {
    await ok("POST", "/authors", { name: "Listed Guest" });
    const all = (await api("GET", "/authors?q=listed")).json().data;
    expect(all.map((a: { name: string }) => a.name)).toEqual(["Listed Guest"]);
    const without = (await api("GET", "/authors?account=without")).json().data;
    expect(without.every((a: { userId: string | null }) => a.userId === null)).toBe(true);
    const withAccount = (await api("GET", "/authors?account=with&page=1&limit=5")).json();
    expect(withAccount.data.every((a: { userId: string | null }) => a.userId !== null)).toBe(true);
    expect(withAccount.pagination).toMatchObject({ page: 1, limit: 5 });
    expect((await api("GET", "/authors?account=maybe")).statusCode).toBe(400);
  });
});
