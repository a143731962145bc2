import { createHash } from "node:crypto";
import { addressOf } from "../../../domain/addresses";
import { adminToken, bearer } from "../support/admin-api";
import { type APIRequestContext, type APIResponse, expect, test } from "../support/test";
import { siteContent } from "./site-routes";

/** A page from the cache: stored by the first request, sent from memory by the second. */
async function warm(request: APIRequestContext, path: string) {
  await request.get(path);
  const again = await request.get(path);
  expect(again.headers()["x-cache"], path).toBe("HIT");
}

type Edit = { apply: () => Promise<APIResponse>; undo: () => Promise<APIResponse> };

/**
 * Warms every page, makes the edit through the API as an admin would, and expects the very next
 * request of each page to be rendered again and to show `text`; then puts the content back.
 */
async function expectNextPagesShow(request: APIRequestContext, pages: string[], edit: Edit, text: string) {
  for (const path of pages) await warm(request, path);
  expect((await edit.apply()).ok()).toBe(true);
  try {
    for (const path of pages) {
      const next = await request.get(path);
      expect(next.headers()["x-cache"], path).toBe("MISS");
      expect(await next.text(), path).toContain(text);
    }
  } finally {
    expect((await edit.undo()).ok()).toBe(true);
  }
}

test.describe("the page cache", () => {
  let token: string;
  test.beforeAll(async () => {
    token = await adminToken();
  });

  test("sends a page again from memory, compressed once, and each coding holds the same page", async ({
    playwright,
    baseURL,
  }) => {
    // Its own context, so each request asks for exactly the coding given (Playwright decodes the body).
    const raw = await playwright.request.newContext({ baseURL });
    try {
      const ask = (encoding: string) => raw.get("/about", { headers: { "accept-encoding": encoding } });
      await ask("br, gzip");
      const [br, gzip, identity] = [await ask("br, gzip"), await ask("gzip"), await ask("identity")];
      for (const answer of [br, gzip, identity]) expect(answer.headers()["x-cache"]).toBe("HIT");
      expect(br.headers()["content-encoding"]).toBe("br");
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const page = await identity.text();
      expect(page).toContain("Our Mission");
      expect(await br.text()).toBe(page);
      expect(await gzip.text()).toBe(page);
      const etag = br.headers().etag;
      const revalidated = await raw.get("/about", { headers: { "if-none-match": etag, "accept-encoding": "br" } });
      expect(revalidated.status()).toBe(304);
    } finally {
      await raw.dispose();
    }
  });

  test("keys a page by the query parameters it reads, and by no other", async ({ request }) => {
    await warm(request, "/about");
    for (let i = 0; i < 20; i++) expect((await request.get(`/about?x=${i}`)).headers()["x-cache"]).toBe("HIT");
    await warm(request, "/projects");
    // Page 3: other specs (the HTML checker, the clamps) have already cached page 2.
    const third = await request.get("/projects?page=3");
    expect(third.headers()["x-cache"]).toBe("MISS");
    expect(await third.text()).not.toBe(await (await request.get("/projects")).text());
  });

  test("shows an edit of a category on the very next request of the pages that show it", async ({ request }) => {
    const { categories } = await siteContent(request);
    const category = categories.find((c) => c.name === "Cloud and DevOps") ?? categories[0];
    const renamed = `Cloud Craft ${Date.now()}`;
    const rename = (name: string) =>
      request.patch(`/api/v1/category/update/${category._id}`, { headers: bearer(token), multipart: { name } });
    await expectNextPagesShow(
      request,
      ["/", "/services", "/about", addressOf.category(category)],
      { apply: () => rename(renamed), undo: () => rename(category.name) },
      renamed,
    );
  });

  test("shows an edit of a service on the very next request of its pages", async ({ request }) => {
    const { services } = await siteContent(request);
    const service = services[0];
    const detail = (await (await request.get(`/api/v1/services/${service._id}`)).json()).data;
    const description = `Hand-built, checked at ${Date.now()}`;
    const redescribe = (text: string) =>
      request.patch(`/api/v1/services/update/${service._id}`, {
        headers: bearer(token),
        multipart: { description: text },
      });
    await expectNextPagesShow(
      request,
      [addressOf.service(service), addressOf.category(service.category)],
      { apply: () => redescribe(description), undo: () => redescribe(detail.description) },
      description,
    );
  });

  test("shows an edit of a project or a product on the very next request of their pages", async ({ request }) => {
    const { projects, products } = await siteContent(request);
    const rename = (id: string, name: string) =>
      request.patch(`/api/v1/project/update/${id}`, { headers: bearer(token), data: { name } });
    const project = projects[0];
    const projectName = `Harbour ${Date.now()}`;
    await expectNextPagesShow(
      request,
      ["/", "/projects", addressOf.portfolio(project)],
      { apply: () => rename(project._id, projectName), undo: () => rename(project._id, project.name) },
      projectName,
    );
    const product = products[0];
    const productName = `Ledger ${Date.now()}`;
    await expectNextPagesShow(
      request,
      ["/products", addressOf.portfolio(product)],
      { apply: () => rename(product._id, productName), undo: () => rename(product._id, product.name) },
      productName,
    );
  });

  test("shows a library picture's new alt text on the very next request of the pages that show it", async ({
    request,
  }) => {
    const category = (await (await request.get("/api/v1/category")).json()).data.find((c: { icon: string | null }) =>
      c.icon?.startsWith("/uploads/"),
    );
    // Asked by its address: other tests fill the library while this one runs.
    const library = await request.get(`/api/v1/media?url=${encodeURIComponent(category.icon)}`, {
      headers: bearer(token),
    });
    const item = (await library.json()).data.find((m: { url: string }) => m.url === category.icon);
    expect(item, category.icon).toBeDefined();
    const alt = `Banner checked at ${Date.now()}`;
    // The demo's banners come marked decorative (alt=""): described, they are not any more.
    const setWords = (words: { alt: string; decorative: boolean }) =>
      request.patch(`/api/v1/media/${item._id}`, { headers: bearer(token), data: words });
    await expectNextPagesShow(
      request,
      ["/", "/services"],
      {
        apply: () => setWords({ alt, decorative: false }),
        undo: () => setWords({ alt: item.alt, decorative: item.decorative }),
      },
      `alt="${alt}"`,
    );
  });

  test("shows an edit of a job on the very next request of the career pages", async ({ request }) => {
    const { jobs } = await siteContent(request);
    const job = jobs[0];
    const title = `Senior Designer ${Date.now()}`;
    const retitle = (text: string) =>
      request.patch(`/api/v1/job/update/${job._id}`, { headers: bearer(token), data: { title: text } });
    await expectNextPagesShow(
      request,
      ["/career", addressOf.job(job)],
      { apply: () => retitle(title), undo: () => retitle(job.title) },
      title,
    );
  });

  test("keeps pages through form posts, failed requests and unknown routes", async ({ request }) => {
    const pages = ["/", "/about", "/contact"];
    for (const path of pages) await warm(request, path);
    await request.post("/api/v1/newsletter/create", { data: { subscriberEmail: `keep-${Date.now()}@example.com` } });
    await request.post("/anything", { form: { x: "1" } });
    await request.get("/no-such-page");
    await request.patch("/api/v1/category/update/nope", { headers: bearer(token), multipart: { name: "" } });
    for (const path of pages) expect((await request.get(path)).headers()["x-cache"], path).toBe("HIT");
  });

  test("refuses a form post to a page that takes none, before any page is rendered", async ({ request }) => {
    for (const path of ["/about", "/no-such-page", "/projects?page=2"]) {
      const refused = await request.post(path, { form: { name: "x" } });
      expect(refused.status(), path).toBe(405);
      expect(refused.headers().allow, path).toBe("GET, HEAD");
      expect(await refused.text(), path).toContain("This page does not take form submissions.");
    }
    // The contact page does take them: its own validation answers.
    expect((await request.post("/contact", { form: { fullname: "" } })).status()).toBe(400);
  });

  test("never caches the back office, error pages or a signed-in visitor's pages", async ({ request }) => {
    expect((await request.get("/admin/login")).headers()["x-cache"]).toBeUndefined();
    const manifest = await request.get("/__manifest?p=%2Fabout&version=x");
    expect(manifest.headers()["x-cache"]).toBeUndefined();
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-cache"]).toBeUndefined();
    const signedIn = await request.get("/about", { headers: { cookie: `ds_session=${token}` } });
    expect(signedIn.headers()["x-cache"]).toBeUndefined();
  });
});

test("a page from the cache keeps the policy that allows exactly its stored inline code, and runs under it", async ({
  request,
  page,
}) => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const rendered = await request.get("/about");
  const cached = await request.get("/about");
  expect(cached.headers()["x-cache"]).toBe("HIT");
  const policy = cached.headers()["content-security-policy"];
  expect(policy).toBe(rendered.headers()["content-security-policy"]);
  const directive = (name: string) =>
    policy
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];
  const body = await cached.text();
  const scripts = [
    ...body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, code] of scripts) expect(directive("script-src")).toContain(sha256(code));
  expect(directive("script-src")).toHaveLength(1 + new Set(scripts.map(([, code]) => code)).size);
  // The browser checks the same: a cached page must hydrate with no violation (see support/test.ts).
  const answer = await page.goto("/about");
  expect(answer?.headers()["x-cache"]).toBe("HIT");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("React Router's route manifest keeps its own policy: immutable for its build, never revalidated in the background", async ({
  page,
}) => {
  const policies: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/__manifest") policies.push(response.headers()["cache-control"] ?? "");
  });
  await page.goto("/about");
  await expect.poll(() => policies.length).toBeGreaterThan(0);
  // With the site's page policy (stale-while-revalidate) Chromium revalidated it behind the page and
  // held that request open for half a minute.
  expect(policies).toEqual(policies.map(() => "public, max-age=31536000, immutable"));
});
