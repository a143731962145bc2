import { describe, expect, it } from "vitest";
import { insertCategory, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/**
 * The publication filter of the Categories, Services, Projects and Products screens' pages
 * (docs/api.md "Drafts, previews and schedules", ADR 0122): the server narrows the page, so the
 * filter holds across pages and the total counts only what matches. The Jobs screen's is in
 * drafts.test.ts.
 */

const t = draftsTestApp({ category: "Holder of the filtered" });
const { api, saveDraft, schedule } = t;

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
    insert: (name) => insertCategory(t.db, { name }),
    whole: "/category?",
    names: (body) => named(body.data),
  },
  {
    screen: "Services",
    path: "services",
    page: (q) => `/services?page=1&limit=100&q=${q}`,
    insert: (name) => insertService(t.db, t.categoryId, { name }),
    whole: "/services?",
    names: (body) => named(body.services),
  },
  {
    screen: "Projects",
    path: "project",
    page: (q) => `/project?type=project&page=1&limit=100&q=${q}`,
    insert: (name) => insertPortfolioItem(t.db, t.categoryId, { name }),
    whole: "/project?type=project",
    names: (body) => named(body.portfolios),
  },
  {
    screen: "Products",
    path: "project",
    page: (q) => `/project?type=product&page=1&limit=100&q=${q}`,
    insert: (name) => insertPortfolioItem(t.db, t.categoryId, { name, type: "product" }),
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
    await saveDraft(path, changed.id, { name: `${word} changed again`, version: 0 });
    await saveDraft(path, scheduled.id, { name: `${word} later`, version: 0 });
    await schedule(path, scheduled.id, { publishAt: new Date(START + 2 * HOUR).toISOString() });

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
    const publicList = await t.publicGet(`${whole}&publication=changed`);
    expect(publicList.statusCode, publicList.body).toBe(200);
    expect(names(publicList.json())).toEqual(expect.arrayContaining([`${word} plain`, `${word} changed`]));
    expect(names(publicList.json())).not.toContain(`${word} changed again`);

    // Publishing the changed one makes it published again.
    expect((await api("POST", `/${path}/${changed.id}/publish`, {})).statusCode).toBe(200);
    expect((await shown("published")).sort()).toEqual([`${word} changed again`, `${word} plain`]);
  });
});
