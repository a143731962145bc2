import { describe, expect, it } from "vitest";
import { draftsTestApp } from "../support/drafts-app.ts";

/** The blog's public reads are cached like the other kinds' (issue 54); the app renders no pages here, so its cache is on. */
const t = draftsTestApp();
const { api, publicGet } = t;

describe("an article's public reads", () => {
  it("are answered from the cache until an article changes, is unpublished or goes to the trash", async () => {
    const made = await api("POST", "/articles", { title: "Cached article", tags: ["cache"], isActive: true });
    expect(made.statusCode, made.body).toBe(201);
    const { _id } = made.json().data;
    for (const url of ["/articles/cached-article", "/articles?tag=cache"]) {
      await publicGet(url);
      expect((await publicGet(url)).headers["x-cache"], url).toBe("HIT");
    }

    await api("PATCH", `/articles/${_id}`, { title: "Cached article, changed" });
    const changed = await publicGet("/articles/cached-article");
    expect(changed.headers["x-cache"]).not.toBe("HIT");
    expect(changed.json().data.title).toBe("Cached article, changed");
    expect((await publicGet("/articles?tag=cache")).json().data[0].title).toBe("Cached article, changed");

    const me = (await api("GET", "/admin/me")).json().data;
    await publicGet("/articles/cached-article");
    await api("PATCH", `/admin/update/${me._id}`, { fullName: "The Editor" });
    const renamed = (await publicGet("/articles/cached-article")).json().data;
    expect(renamed.author).toMatchObject({ name: "The Editor", slug: "the-editor" });

    await api("PATCH", `/articles/${_id}`, { isActive: false });
    expect((await publicGet("/articles/cached-article")).statusCode).toBe(404);
    expect((await publicGet("/articles?tag=cache")).json().data).toEqual([]);
    await api("PATCH", `/articles/${_id}`, { isActive: true });
    expect((await publicGet("/articles/cached-article")).statusCode).toBe(200);
    await api("DELETE", `/articles/${_id}`);
    expect((await publicGet("/articles/cached-article")).statusCode).toBe(404);
  });
});
