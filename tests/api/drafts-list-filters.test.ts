import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The publication filter of the Categories, Services, Projects and Products screens' pages
 * (docs/api.md "Drafts, previews and schedules", ADR 0122): the server narrows the page, so the
 * filter holds across pages and the total counts only what matches. The Jobs screen's is in
 * drafts.test.ts.
 */

const START = Date.parse("2026-11-25T06:00:00Z");
const HOUR = 3_600_000;

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "off", false, () => START);
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  categoryId = (await insertCategory(ctx.database.db, { name: "Holder of the filtered" })).id;
});
afterAll(() => ctx.close());

type Method = "GET" | "POST" | "DELETE";
const api = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

type Screen = {
  screen: string;
  /** The drafts' path word. */
  path: string;
  /** The screen's page, searched for `q`. */
  page: (q: string) => string;
  insert: (name: string) => Promise<{ id: string }>;
  /** The public (whole) list, answering every record whatever the filter. */
  whole: string;
  names: (body: Record<string, unknown>) => string[];
};

const named = (rows: unknown) => (rows as { name: string }[]).map((row) => row.name);

const screens: Screen[] = [
  {
    screen: "Categories",
    path: "category",
    page: (q) => `/category?page=1&limit=100&q=${q}`,
    insert: (name) => insertCategory(ctx.database.db, { name }),
    whole: "/category?",
    names: (body) => named(body.data),
  },
  {
    screen: "Services",
    path: "services",
    page: (q) => `/services?page=1&limit=100&q=${q}`,
    insert: (name) => insertService(ctx.database.db, categoryId, { name }),
    whole: "/services?",
    names: (body) => named(body.services),
  },
  {
    screen: "Projects",
    path: "project",
    page: (q) => `/project?type=project&page=1&limit=100&q=${q}`,
    insert: (name) => insertPortfolioItem(ctx.database.db, categoryId, { name }),
    whole: "/project?type=project",
    names: (body) => named(body.portfolios),
  },
  {
    screen: "Products",
    path: "project",
    page: (q) => `/project?type=product&page=1&limit=100&q=${q}`,
    insert: (name) => insertPortfolioItem(ctx.database.db, categoryId, { name, type: "product" }),
    whole: "/project?type=product",
    names: (body) => named(body.portfolios),
  },
];

describe.each(screens)("the $screen screen's publication filter", ({ screen, path, page, insert, whole, names }) => {
  it("narrows the page on the server to published, changed or scheduled records", async () => {
    const word = `Pub${screen}`;
    await insert(`${word} plain`);
    const changed = await insert(`${word} changed`);
    const scheduled = await insert(`${word} scheduled`);
    const draft = (id: string, name: string) => api("POST", `/${path}/${id}/draft`, { name, version: 0 });
    expect((await draft(changed.id, `${word} changed again`)).statusCode).toBe(200);
    expect((await draft(scheduled.id, `${word} later`)).statusCode).toBe(200);
    const publishAt = new Date(START + 2 * HOUR).toISOString();
    const schedule = await api("POST", `/${path}/${scheduled.id}/schedule`, { publishAt });
    expect(schedule.statusCode, schedule.body).toBe(200);

    const shown = async (publication: string) => {
      const res = await api("GET", `${page(word)}&publication=${publication}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pagination.total).toBe(res.json().data.length);
      return named(res.json().data);
    };
    expect(await shown("published")).toEqual([`${word} plain`]);
    expect(await shown("changed")).toEqual([`${word} changed`]);
    expect(await shown("scheduled")).toEqual([`${word} scheduled`]);
    expect((await shown("")).sort()).toEqual([`${word} changed`, `${word} plain`, `${word} scheduled`]);
    expect((await api("GET", `${page(word)}&publication=everything`)).statusCode).toBe(400);

    // The public list is not paged and ignores the filter: it shows the published records, all of them.
    const publicList = await ctx.app.inject({ method: "GET", url: `/api/v1${whole}&publication=changed` });
    expect(publicList.statusCode, publicList.body).toBe(200);
    expect(names(publicList.json())).toEqual(expect.arrayContaining([`${word} plain`, `${word} changed`]));
    expect(names(publicList.json())).not.toContain(`${word} changed again`);

    // Publishing the changed one makes it published again.
    expect((await api("POST", `/${path}/${changed.id}/publish`, {})).statusCode).toBe(200);
    expect((await shown("published")).sort()).toEqual([`${word} changed again`, `${word} plain`]);
  });
});
