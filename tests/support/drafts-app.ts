import { afterAll, beforeAll, expect } from "vitest";
import type { SsrMode } from "../../server/plugins/react-router.ts";
import { bearer, signInAsSuperAdmin } from "./admins.ts";
import { insertCategory } from "./content-fixtures.ts";
import { createTestApp, type TestContext } from "./test-app.ts";

/**
 * The drafts tests' shared setup (ADR 0122, 0123, 0125): an app whose clock the test moves (past a
 * schedule, a link's expiry), a signed-in super admin, and the draft calls each scenario is made of,
 * every one checked to have succeeded so a test reads as its scenario.
 */

/** Where every drafts test's clock starts. */
export const START = Date.parse("2026-11-25T06:00:00Z");
export const HOUR = 3_600_000;

type Method = "GET" | "POST" | "PATCH" | "DELETE";
type Headers = Record<string, string>;
type Payload = object | string;

/** The draft calls on one app instance, as `admin` (a bearer header) makes them. */
export function draftCalls(ctx: () => TestContext, admin: () => Headers) {
  const api = (method: Method, url: string, payload?: Payload, headers: Headers = admin()) =>
    ctx().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload !== undefined ? { payload } : {}) });
  const get = (url: string, headers: Headers = {}) => ctx().app.inject({ method: "GET" as const, url, headers });
  return {
    api,
    /** A read of the API as a visitor. */
    publicGet: (url: string) => ctx().app.inject({ method: "GET" as const, url: `/api/v1${url}` }),
    /** A page (or any address outside the API), with the headers given. */
    get,
    /**
     * A page, through the one redirect an address by id (the specs') or a former slug answers
     * with (ADR 0161), as a browser follows it.
     */
    followed: async (url: string, headers: Headers = {}) => {
      const first = await get(url, headers);
      const to = first.headers.location;
      return first.statusCode === 301 && typeof to === "string" ? get(to, headers) : first;
    },
    /** Saves `fields` as the draft of `path`'s record `id`; the draft. */
    saveDraft: async (path: string, id: string, fields: object) => {
      const saved = await api("POST", `/${path}/${id}/draft`, fields);
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().data;
    },
    /** Schedules the record's draft (`publishAt`) or its removal (`unpublishAt`); the publication. */
    schedule: async (path: string, id: string, times: { publishAt?: string; unpublishAt?: string }) => {
      const scheduled = await api("POST", `/${path}/${id}/schedule`, times);
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      return scheduled.json().data;
    },
    /** A preview link to the record's draft: its page's path and the link's id. */
    shareLink: async (path: string, id: string, hours = 24) => {
      const made = await api("POST", `/${path}/${id}/preview-links`, { expiresInHours: hours });
      expect(made.statusCode, made.body).toBe(201);
      const { url, _id } = made.json().data;
      return { path: new URL(url).pathname, id: _id as string };
    },
  };
}

type Options = {
  /** "development" renders the pages (previews) through Vite; off when a test reads only the API. */
  ssr?: SsrMode;
  /** A category made at start, for the records that need one (its name). */
  category?: string;
};

/**
 * The app for one test file, started before its tests and closed after them. Its fields are read
 * inside tests (they are set once the app has started); `now` is the app's clock, set by the tests.
 */
export function draftsTestApp({ ssr = "off", category }: Options = {}) {
  let ctx: TestContext | undefined;
  let admin: Headers = {};
  let cookie = "";
  let categoryId = "";
  const started = () => {
    if (!ctx) throw new Error("The drafts test app is read before it started");
    return ctx;
  };
  const fixture = {
    now: START,
    get ctx() {
      return started();
    },
    get db() {
      return started().database.db;
    },
    /** The super admin's bearer header. */
    get admin() {
      return admin;
    },
    /** The super admin's session cookie (the preview pages are read with it). */
    get cookie() {
      return cookie;
    },
    /** The category made at start (`category`). */
    get categoryId() {
      return categoryId;
    },
    ...draftCalls(started, () => admin),
  };
  beforeAll(
    async () => {
      ctx = await createTestApp({}, undefined, ssr, false, () => fixture.now);
      const session = await signInAsSuperAdmin(ctx);
      admin = bearer(session.token);
      cookie = session.cookie;
      if (category !== undefined) categoryId = (await insertCategory(ctx.database.db, { name: category })).id;
      // Vite's first page compiles the app: done here, not inside a test's time limit.
      if (ssr !== "off") await ctx.app.inject({ method: "GET", url: "/" });
    },
    ssr === "off" ? undefined : 180_000,
  );
  afterAll(() => ctx?.close());
  return fixture;
}
