import { addressOf } from "../../../domain/addresses";
import { seriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/test";
import {
  BACK_OFFICE_MARKER,
  INITIAL_JS_BUDGET_BYTES,
  INITIAL_JS_MAX_FILES,
  initialJs,
  mainText,
  publicRoutes,
  siteContent,
} from "./site-routes";

/*
 * The cross-route checks of the public site: each route's main content is in the HTML a client
 * without JavaScript gets; in the browser it runs without a page error, axe finds no serious or
 * critical violation, nothing overflows horizontally at 375 px, and its first download of
 * JavaScript stays within 152 KB gzipped (INITIAL_JS_BUDGET_BYTES), in a few files, without any back-office code.
 */

test("every public page paints without waiting for a file: its styles inline, its scripts after the first frame", async ({
  request,
}) => {
  for (const route of await publicRoutes(request)) {
    const html = await (await request.get(route.path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, route.path).toMatch(
      /<style data-precedence="default" data-href="site-styles">[\s\S]{10000,}?<\/style>/,
    );
    expect(head.match(/<link rel="stylesheet"[^>]*>/g) ?? [], `${route.path} render-blocking stylesheets`).toEqual([]);
    expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? [], `${route.path} module preloads`).toEqual([]);
    const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(module.indexOf("requestAnimationFrame"), route.path).toBeGreaterThanOrEqual(0);
    expect(module.indexOf("requestAnimationFrame"), route.path).toBeLessThan(module.indexOf("import("));
    expect(module, route.path).not.toMatch(/^\s*import\s/m);
  }
});

test("every public route renders its main content on the server, with the right status", async ({ request }) => {
  for (const route of await publicRoutes(request)) {
    const res = await request.get(route.path, { headers: { accept: "text/html" } });
    expect(res.status(), route.path).toBe(route.status ?? 200);
    expect(res.headers()["content-type"], route.path).toContain("text/html");
    expect(mainText(await res.text()), route.path).toContain(route.text);
  }
});

test("pages and built assets are compressed", async ({ request }) => {
  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  const html = await page.text();
  const script = html.match(/\/assets\/entry\.client[\w.-]*\.js/)?.[0] as string;
  const gz = await request.get(script, { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  const api = await request.get("/api/v1/project?type=project", { headers: { "accept-encoding": "gzip" } });
  expect(api.headers()["content-encoding"]).toBe("gzip");
});

test("sitemap.xml lists every public URL and robots.txt keeps crawlers out of /admin and /api", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const { categories, services, projects, products, jobs } = await siteContent(request);
  const expected = [
    "/about</loc>",
    "/services</loc>",
    "/projects</loc>",
    "/products</loc>",
    "/career</loc>",
    "/contact</loc>",
    "/privacy</loc>",
    ...categories.map((c) => `${addressOf.category(c)}</loc>`),
    ...services.map((s) => `${addressOf.service(s)}</loc>`),
    ...[...projects, ...products].map((p) => `${addressOf.portfolio(p)}</loc>`),
    ...jobs.map((j) => `${addressOf.job(j)}</loc>`),
  ];
  for (const loc of expected) expect(xml).toContain(loc);
  expect(xml).not.toContain("/admin");

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Disallow: \/api$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

/** The JSON-LD objects of a page's HTML, as a crawler reads them. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

test("service, product and job pages describe their item in JSON-LD, next to the Organization", async ({ request }) => {
  const { services, products, jobs } = await siteContent(request);
  const [service, product, job] = [services[0], products[0], jobs[0]];
  if (!service || !product || !job) throw new Error("the demo content is missing");
  const pages = [
    { path: addressOf.service(service), type: "Service", name: { name: service.name } },
    { path: addressOf.portfolio(product), type: "Product", name: { name: product.name } },
    { path: addressOf.job(job), type: "JobPosting", name: { title: job.title } },
  ];
  for (const { path, type, name } of pages) {
    const data = jsonLd(await (await request.get(path)).text());
    expect(data.map((item) => item["@type"]).sort(), path).toEqual([type, "Organization"].sort());
    const item = data.find((d) => d["@type"] === type);
    expect(item, path).toMatchObject({ "@context": "https://schema.org", ...name });
    expect(String(item?.url), path).toMatch(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  }
  const posting = jsonLd(await (await request.get(addressOf.job(job))).text()).find((d) => d["@type"] === "JobPosting");
  expect(posting).toMatchObject({
    hiringOrganization: { "@type": "Organization" },
    jobLocation: { address: { addressLocality: "Lahore", addressCountry: "PK" } },
  });
});

/** The routes' browser checks in parts the two workers share (axe over twenty pages takes minutes). */
const ROUTE_PARTS = 4;

test.describe("in the browser", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ viewport: { width: 375, height: 800 } });

  for (let part = 0; part < ROUTE_PARTS; part++) {
    test(`every route runs cleanly, passes axe, fits 375 px and keeps its first JavaScript within budget (part ${part + 1} of ${ROUTE_PARTS})`, async ({
      page,
      request,
    }) => {
      // Scroll-revealed blocks and the logo strip stand still, so axe sees the page as it settles.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));

      const routes = (await publicRoutes(request)).filter((_route, index) => index % ROUTE_PARTS === part);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const html = await (await request.get(route.path)).text();
        const js = await initialJs(request, html);
        // Soft: one page's problem must not hide another's; the test still fails at the end.
        expect.soft(js.gzipBytes, `${route.path} initial JS (gzip)`).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
        expect.soft(js.files.length, `${route.path} initial JS files`).toBeLessThanOrEqual(INITIAL_JS_MAX_FILES);
        expect.soft(js.source.includes(BACK_OFFICE_MARKER), `${route.path} loads back-office code`).toBe(false);

        const res = await page.goto(route.path, { waitUntil: "networkidle" });
        expect(res?.status(), route.path).toBe(route.status ?? 200);
        await expect(page.locator("main")).toContainText(route.text);
        await expect.soft(page.locator("h1"), `${route.path} has one h1`).toHaveCount(1);

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `${route.path} horizontal overflow at 375 px`).toBeLessThanOrEqual(0);

        expect.soft(await seriousA11yViolations(page), `${route.path} axe`).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
});
