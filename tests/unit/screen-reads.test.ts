import { describe, expect, it } from "vitest";
import { screenPreloadHeader } from "../../app/lib/admin/screen-preloads.server.ts";
import { screenReads, sessionReads } from "../../app/lib/admin/screen-reads.ts";
import { forgetSharedReads, prefetchShared, type RawAnswer, sharedRead } from "../../app/lib/admin/shared-reads.ts";

const urlsOf = (path: string, search = "") => screenReads(path, search).map((read) => read.url);

describe("the reads each main screen declares (ADR 0287)", () => {
  it("builds a list's first page from its address as the screen asks for it", () => {
    expect(urlsOf("/admin/projects")).toEqual([
      "/api/v1/category",
      "/api/v1/project?page=1&limit=10&type=project",
      "/api/v1/project/drafts",
    ]);
    expect(urlsOf("/admin/projects/", "?sort=-title&page=3&q=clinic&publication=published")).toEqual([
      "/api/v1/category",
      "/api/v1/project?publication=published&page=3&limit=10&q=clinic&sort=-title&type=project",
    ]);
    expect(urlsOf("/admin/enquiries", "?owner=me&status=pending")).toEqual([
      "/api/v1/admin/staff",
      "/api/v1/contact?status=pending&owner=me&page=1&limit=10",
    ]);
    expect(urlsOf("/admin/pages", "?page=0")).toEqual(["/api/v1/pages?page=1&limit=10", "/api/v1/pages/drafts"]);
  });

  it("opens the Site screen's part named in the address, the first one otherwise", () => {
    expect(urlsOf("/admin/site")).toEqual(["/api/v1/site", "/api/v1/site/contact", "/api/v1/site/contact/draft"]);
    expect(urlsOf("/admin/site", "?part=seo")).toEqual(["/api/v1/site", "/api/v1/site/seo", "/api/v1/site/seo/draft"]);
    expect(urlsOf("/admin/site", "?part=partners")).toEqual(["/api/v1/site"]);
  });

  it("declares nothing for another screen", () => {
    expect(urlsOf("/admin/logs")).toEqual([]);
    expect(urlsOf("/admin/projects/new")).toEqual([]);
  });
});

describe("the preloads a back-office page carries", () => {
  const page = (path: string, cookie?: string) =>
    new Request(`http://127.0.0.1${path}`, { headers: cookie ? { cookie } : {} });

  it("preloads the session check and the screen's reads for a visit carrying the session cookie", () => {
    const header = screenPreloadHeader(page("/admin/projects", "theme=dark; ds_session=abc"));
    const hrefs = [...(header ?? "").matchAll(/<([^>]+)>; rel=preload; as=fetch; crossorigin/g)].map((m) => m[1]);
    expect(hrefs).toEqual([...sessionReads, ...urlsOf("/admin/projects")]);
  });

  it("leaves out the reads only some roles make", () => {
    expect(screenPreloadHeader(page("/admin", "ds_session=abc"))).not.toContain("/follow-ups/mine");
  });

  it("preloads nothing signed out, on the sign-in and reset screens, or outside the back office", () => {
    expect(screenPreloadHeader(page("/admin/projects"))).toBeNull();
    expect(screenPreloadHeader(page("/admin/projects", "not_ds_session=abc"))).toBeNull();
    expect(screenPreloadHeader(page("/admin/login", "ds_session=abc"))).toBeNull();
    expect(screenPreloadHeader(page("/admin/reset-password", "ds_session=abc"))).toBeNull();
    expect(screenPreloadHeader(page("/administrators", "ds_session=abc"))).toBeNull();
  });
});

describe("shared reads", () => {
  const answering = (status: number) => {
    const started: string[] = [];
    return {
      started,
      start: (url: string) => () => {
        started.push(url);
        return Promise.resolve<RawAnswer>({ status, body: { n: started.length } });
      },
    };
  };

  it("joins a read in flight, and answers the next read afresh", async () => {
    forgetSharedReads();
    const api = answering(200);
    const first = sharedRead("/api/v1/site", api.start("/api/v1/site"));
    const second = sharedRead("/api/v1/site", api.start("/api/v1/site"));
    expect(await second).toBe(await first);
    expect(api.started).toHaveLength(1);
    expect(await sharedRead("/api/v1/site", api.start("/api/v1/site"))).not.toBe(await first);
    expect(api.started).toHaveLength(2);
  });

  it("hands a prefetched answer to the screen's read once, and forgets it on a write", async () => {
    forgetSharedReads();
    const api = answering(200);
    const prefetched = await prefetchShared("/api/v1/site", api.start("/api/v1/site"));
    await prefetchShared("/api/v1/site", api.start("/api/v1/site"));
    expect(await sharedRead("/api/v1/site", api.start("/api/v1/site"))).toBe(prefetched);
    expect(api.started).toHaveLength(1);
    await sharedRead("/api/v1/site", api.start("/api/v1/site"));
    expect(api.started).toHaveLength(2);
    await prefetchShared("/api/v1/site", api.start("/api/v1/site"));
    forgetSharedReads();
    await sharedRead("/api/v1/site", api.start("/api/v1/site"));
    expect(api.started).toHaveLength(4);
  });

  it("keeps no refused answer", async () => {
    forgetSharedReads();
    const api = answering(401);
    await prefetchShared("/api/v1/admin/me", api.start("/api/v1/admin/me"));
    await sharedRead("/api/v1/admin/me", api.start("/api/v1/admin/me"));
    expect(api.started).toHaveLength(2);
  });
});
