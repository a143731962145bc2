import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMessages } from "../../domain/pages.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * What leans on a page, said before it is deleted (issue 67, ADR 0282): `GET /pages/:id/ties`
 * counts the menu's and footer's links to it and the redirects that lead to it.
 */
let ctx: TestContext;
let owner: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
}, 120_000);
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: owner, ...(payload ? { payload } : {}) });
const tiesOf = async (id: string) => {
  const res = await call("GET", `/pages/${id}/ties`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const makePage = async (title: string, slug: string) => {
  const made = await call("POST", "/pages", { title, slug, isActive: true });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { _id: string };
};

describe("a page's ties", () => {
  it("count the menu's links to it and the redirects to it, and nothing for another page", async () => {
    const offer = await makePage("Our offer", "our-offer");
    const other = await makePage("Elsewhere", "elsewhere");
    expect(await tiesOf(offer._id)).toEqual({ menuLinks: 0, redirects: 0 });

    // In the menu by the page itself, and in a footer column by its address typed as a path.
    const navigation = await call("PATCH", "/site/navigation", {
      header: [
        { kind: "link", label: "Home", to: "/" },
        { kind: "link", label: "Offer", to: "/our-offer", ref: { kind: "page", id: offer._id } },
      ],
      footer: [{ title: "More", links: [{ label: "The offer", to: "/our-offer" }] }],
    });
    expect(navigation.statusCode, navigation.body).toBe(200);
    // Two redirects lead to it (by the page, and to its address), one elsewhere.
    for (const redirect of [
      { from: "/old-offer", toRecord: { kind: "page", id: offer._id }, status: 301 },
      { from: "/older-offer", to: "/our-offer", status: 301 },
      { from: "/old-elsewhere", toRecord: { kind: "page", id: other._id }, status: 301 },
    ]) {
      const made = await call("POST", "/redirects", redirect);
      expect(made.statusCode, made.body).toBe(201);
    }

    expect(await tiesOf(offer._id)).toEqual({ menuLinks: 2, redirects: 2 });
    expect(await tiesOf(other._id)).toEqual({ menuLinks: 0, redirects: 1 });
    // What the delete's confirmation says of them.
    expect(pageMessages.inMenu(2)).toContain("It is in the menu (Site › Navigation), 2 links");
    expect(pageMessages.redirectTarget(2)).toContain("It is the target of 2 redirects");
  });

  it("answer 404 for no page, and need a session", async () => {
    expect((await call("GET", "/pages/0195f0a0-0000-7000-8000-0000000000ff/ties")).statusCode).toBe(404);
    // Not an id: 404 too, not the database's refusal of the uuid as a 500 (the fuzz test found it).
    expect((await call("GET", "/pages/not-an-id/ties")).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/pages/0195f0a0-0000-7000-8000-0000000000ff/ties",
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
