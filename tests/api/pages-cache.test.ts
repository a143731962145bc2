import { describe, expect, it } from "vitest";
import { draftsTestApp } from "../support/drafts-app.ts";

/** A page's public read is cached like the other kinds' (issue 54); the app renders no pages here, so its cache is on. */
const t = draftsTestApp();
const { api, publicGet } = t;

describe("a page's public read", () => {
  it("is answered from the cache until the page changes, is unpublished or goes to the trash", async () => {
    const made = await api("POST", "/pages", { title: "Cached page", isActive: true });
    expect(made.statusCode, made.body).toBe(201);
    const { _id } = made.json().data;
    await publicGet("/pages/cached-page");
    expect((await publicGet("/pages/cached-page")).headers["x-cache"]).toBe("HIT");

    await api("PATCH", `/pages/${_id}`, { title: "Cached page, changed" });
    const changed = await publicGet("/pages/cached-page");
    expect(changed.headers["x-cache"]).not.toBe("HIT");
    expect(changed.json().data.title).toBe("Cached page, changed");

    expect((await publicGet("/pages/cached-page")).headers["x-cache"]).toBe("HIT");
    await api("PATCH", `/pages/${_id}`, { isActive: false });
    expect((await publicGet("/pages/cached-page")).statusCode).toBe(404);

    await api("PATCH", `/pages/${_id}`, { isActive: true });
    expect((await publicGet("/pages/cached-page")).statusCode).toBe(200);
    await api("DELETE", `/pages/${_id}`);
    expect((await publicGet("/pages/cached-page")).statusCode).toBe(404);
  });
});
