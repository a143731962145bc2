import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { declaredScreens } from "../domain/content-kinds.ts";
import { translatedLocales } from "../domain/locales.ts";

/**
 * The public site's pages, declared once in English (today's addresses); every translated language
 * has the same pages under its prefix (issue 74, ADR 0290), made from this list by `inLocale`.
 */
const publicPages: RouteConfigEntry[] = [
  index("routes/public/home.tsx"),
  route("about", "routes/public/about.tsx"),
  route("services", "routes/public/services.tsx"),
  // Readable addresses (ADR 0161): /services/<category>, /services/<category>/<service>, …
  route("services/:category", "routes/public/sub-services.tsx"),
  route("services/:category/:service", "routes/public/service-detail.tsx"),
  route("projects", "routes/public/projects.tsx"),
  route("projects/:slug", "routes/public/project-details.tsx"),
  route("products", "routes/public/products.tsx"),
  route("products/:slug", "routes/public/product-details.tsx"),
  route("career", "routes/public/career.tsx"),
  route("career/:slug", "routes/public/job.tsx"),
  route("career/:slug/apply", "routes/public/job-application.tsx"),
  // The specs' addresses by id: one 301 each to the readable address (the id in /career/:id is
  // followed by the job page itself).
  route("services/sub-services/:id", "routes/public/spec-address.tsx", { id: "spec-category" }),
  route("services/service-detail/:id", "routes/public/spec-address.tsx", { id: "spec-service" }),
  route("project-details", "routes/public/project-details.tsx", { id: "spec-project" }),
  route("product-details", "routes/public/product-details.tsx", { id: "spec-product" }),
  route("career/form/:id", "routes/public/spec-address.tsx", { id: "spec-application" }),
  route("contact", "routes/public/contact.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("newsletter", "routes/public/newsletter.tsx"),
  // Double opt-in and leaving (issue 72): pages whose buttons POST; opening their links changes nothing.
  route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
  // The blog (issue 54): its list, a tag's and an author's, and each article.
  route("blog", "routes/public/blog.tsx"),
  route("blog/tag/:tag", "routes/public/blog.tsx", { id: "blog-tag" }),
  route("blog/author/:author", "routes/public/blog.tsx", { id: "blog-author" }),
  route("blog/:slug", "routes/public/article.tsx"),
  // A page built from blocks (issue 54): static routes above win; its slug never takes one of their
  // first segments (domain/built-in-addresses.ts).
  route(":slug", "routes/public/page.tsx"),
  route("*", "routes/public/not-found.tsx"),
];

/** The blog's feeds (issue 54): resources, outside the site's frame; each language has its own (issue 74). */
const feeds: RouteConfigEntry[] = [
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/feed.json", "routes/blog-feed.ts"),
];

/** A route's id as React Router makes it when none is given: its file without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/**
 * The routes under `/<locale>/`: the same modules, each route with an id of its own (React Router
 * takes one module once per id). A language the site does not serve (SITE_LOCALES) answers 404 under
 * its prefix: the server refuses it before any page runs.
 */
function inLocale(locale: string, entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => ({
    ...entry,
    id: `${locale}/${idOf(entry)}`,
    path: entry.index ? locale : `${locale}/${entry.path ?? ""}`,
    ...(entry.index ? { index: true } : {}),
    ...(entry.children ? { children: inLocale(locale, entry.children) } : {}),
  }));
}

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...feeds,
  ...translatedLocales.flatMap((locale) => inLocale(locale, feeds)),
  layout("routes/public/layout.tsx", [
    // A translated language's pages first: `/ur/…` is never taken for a page at `/:slug/…`.
    ...translatedLocales.flatMap((locale) => inLocale(locale, publicPages)),
    ...publicPages,
  ]),
  // The back office: one block, every module under routes/admin/ (code-split away from public pages).
  route("admin", "routes/admin/shell.tsx", [
    route("login", "routes/admin/login.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("insights", "routes/admin/insights.tsx"),
      route("follow-ups", "routes/admin/follow-ups.tsx"),
      route("category", "routes/admin/categories.tsx"),
      route("service", "routes/admin/services.tsx"),
      route("projects", "routes/admin/projects.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("people", "routes/admin/people.tsx"),
      route("people/:id", "routes/admin/person.tsx"),
      route("enquiry-board", "routes/admin/enquiry-board.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("campaigns", "routes/admin/campaigns.tsx"),
      route("campaigns/:id", "routes/admin/campaign.tsx"),
      route("potential-customers", "routes/admin/potential-customers.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("permission", "routes/admin/permission.tsx"),
      route("logs", "routes/admin/logs.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      route("webhooks", "routes/admin/webhooks.tsx"),
      route("integrations", "routes/admin/integrations.tsx"),
      route("site", "routes/admin/site.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      // A page's and an article's own full-page editor (issue 67); `new` for one not yet saved.
      route("pages/:id", "routes/admin/page-editor.tsx"),
      route("articles", "routes/admin/articles.tsx"),
      route("articles/:id", "routes/admin/article-editor.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("redirects", "routes/admin/redirects.tsx"),
      route("backups", "routes/admin/backups.tsx"),
      route("import", "routes/admin/import.tsx"),
      route("trash", "routes/admin/trash.tsx"),
      // The kinds whose screen is made from their declaration (ADR 0283): one module, by address.
      ...declaredScreens.map(({ kind, screen }) =>
        route(screen.slice("/admin/".length), "routes/admin/plain-kind.tsx", { id: `declared-${kind}-${screen}` }),
      ),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
