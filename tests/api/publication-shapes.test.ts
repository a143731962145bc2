import { describe, expect, it } from "vitest";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp, HOUR, START } from "../support/drafts-app.ts";

/**
 * The publication badge on the signed-in reads (docs/api.md "Drafts, previews and schedules",
 * ADR 0122, 2026-11-25 night): each kind's paged list and single read carry `status` and `hasDraft`
 * computed with the record; the public reads carry neither and do not change with a draft.
 */

const t = draftsTestApp({ category: "Holder of the badged" });
const { api, saveDraft, schedule, publicGet: anonymous } = t;

type Row = Record<string, unknown>;
type Kind = {
  kind: string;
  path: string;
  /** The text field the records are named by (and a draft changes). */
  field: "name" | "title";
  page: (q: string) => string;
  publicList: string;
  publicRows: (body: Row) => Row[];
  single: (id: string) => string;
  insert: (name: string) => Promise<{ id: string }>;
};

const kinds: Kind[] = [
  {
    kind: "category",
    path: "category",
    field: "name",
    page: (q) => `/category?page=1&limit=100&q=${q}`,
    publicList: "/category",
    publicRows: (body) => body.data as Row[],
    single: (id) => `/category/${id}`,
    insert: (name) => insertCategory(t.db, { name }),
  },
  {
    kind: "service",
    path: "services",
    field: "name",
    page: (q) => `/services?page=1&limit=100&q=${q}`,
    publicList: "/services",
    publicRows: (body) => body.services as Row[],
    single: (id) => `/services/${id}`,
    insert: (name) => insertService(t.db, t.categoryId, { name }),
  },
  {
    kind: "project",
    path: "project",
    field: "name",
    page: (q) => `/project?type=project&page=1&limit=100&q=${q}`,
    publicList: "/project?type=project",
    publicRows: (body) => body.portfolios as Row[],
    single: (id) => `/project/${id}`,
    insert: (name) => insertPortfolioItem(t.db, t.categoryId, { name }),
  },
  {
    kind: "product",
    path: "project",
    field: "name",
    page: (q) => `/project?type=product&page=1&limit=100&q=${q}`,
    publicList: "/project?type=product",
    publicRows: (body) => body.portfolios as Row[],
    single: (id) => `/project/${id}`,
    insert: (name) => insertPortfolioItem(t.db, t.categoryId, { name, type: "product" }),
  },
  {
    kind: "job",
    path: "job",
    field: "title",
    page: (q) => `/job?all=true&page=1&limit=100&q=${q}`,
    publicList: "/job",
    publicRows: (body) => body.data as Row[],
    single: (id) => `/job/${id}`,
    insert: (title) => insertJob(t.db, { title }),
  },
];

describe.each(kinds)(
  "the $kind reads' publication badge",
  ({ kind, path, field, page, publicList, publicRows, single, insert }) => {
    it("is on the signed-in page and single read, published / changed / scheduled, and never on the public reads", async () => {
      const word = `Badge${kind}`;
      const plain = await insert(`${word} plain`);
      const changed = await insert(`${word} changed`);
      const scheduled = await insert(`${word} scheduled`);
      const publicBefore = await anonymous(publicList);
      const publicSingleBefore = await anonymous(single(changed.id));
      expect(publicBefore.statusCode, publicBefore.body).toBe(200);

      await saveDraft(path, changed.id, { [field]: `${word} changed again`, version: 0 });
      await saveDraft(path, scheduled.id, { [field]: `${word} later`, version: 0 });
      await schedule(path, scheduled.id, { publishAt: new Date(START + 2 * HOUR).toISOString() });

      const res = await api("GET", page(word));
      expect(res.statusCode, res.body).toBe(200);
      const badges = Object.fromEntries(
        (res.json().data as Row[]).map((row) => [row._id, { status: row.status, hasDraft: row.hasDraft }]),
      );
      const want = {
        [plain.id]: { status: "published", hasDraft: false },
        [changed.id]: { status: "published", hasDraft: true },
        [scheduled.id]: { status: "scheduled", hasDraft: true },
      };
      expect(badges).toEqual(want);
      for (const [id, badge] of Object.entries(want)) {
        const one = await api("GET", single(id));
        expect(one.statusCode, one.body).toBe(200);
        expect({ status: one.json().data.status, hasDraft: one.json().data.hasDraft }).toEqual(badge);
      }

      // Signed out: neither field, and the very same bytes as before the drafts (the caches keep them).
      const publicAfter = await anonymous(publicList);
      const publicSingleAfter = await anonymous(single(changed.id));
      expect(publicAfter.body).toBe(publicBefore.body);
      expect(publicSingleAfter.body).toBe(publicSingleBefore.body);
      for (const row of [...publicRows(publicAfter.json()), publicSingleAfter.json().data]) {
        expect(row).not.toHaveProperty("status");
        expect(row).not.toHaveProperty("hasDraft");
      }

      // Publishing the draft leaves the record published with no draft.
      expect((await api("POST", `/${path}/${changed.id}/publish`, {})).statusCode).toBe(200);
      const after = await api("GET", single(changed.id));
      expect({ status: after.json().data.status, hasDraft: after.json().data.hasDraft }).toEqual({
        status: "published",
        hasDraft: false,
      });
    });
  },
);

describe("a site part's editor read", () => {
  it("carries the part's status and hasDraft", async () => {
    const before = await api("GET", "/site/about");
    expect(before.statusCode, before.body).toBe(200);
    expect({ status: before.json().data.status, hasDraft: before.json().data.hasDraft }).toEqual({
      status: "published",
      hasDraft: false,
    });
    await saveDraft("site", "about", { version: 0, vision: "A draft vision" });
    const after = await api("GET", "/site/about");
    expect(after.json().data.hasDraft).toBe(true);
    const site = await anonymous("/site");
    expect(site.body).not.toContain("hasDraft");
  });
});

describe("the OpenAPI description", () => {
  it("declares status and hasDraft on the signed-in shapes of every kind's page and single read", async () => {
    const spec = (await anonymous("/docs/json")).json();
    const text = (path: string) => JSON.stringify(spec.paths[`/api/v1${path}`].get.responses["200"]);
    for (const path of [
      "/category",
      "/category/{id}",
      "/services",
      "/services/{id}",
      "/project",
      "/project/{id}",
      "/job",
      "/job/{id}",
      "/site/about",
    ]) {
      expect(text(path), path).toContain('"hasDraft"');
      expect(text(path), path).toMatch(/"status":\{[^}]*"enum":\["published","draft","scheduled"\]/);
    }
  });
});
