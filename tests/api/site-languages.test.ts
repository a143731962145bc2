import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlockDocument } from "../../domain/blocks.ts";
import type { ContentKind } from "../../domain/content-kinds.ts";
import { contentTranslations, pages } from "../../server/db/schema/content.ts";
import { insertCategory, insertService } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The site in English and Urdu (issue 74, ADR 0290): a record translated into Urdu answers under
 * /ur/ at its translated address, right to left, and each version names the other; a record without
 * a published translation is not offered in Urdu.
 */
let ctx: TestContext;
const ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  // The first render transforms the pages' modules: done here, under the hook's longer bound.
  await ctx.app.inject({ method: "GET", url: "/ur/services/none/none" });
}, 120_000);
afterAll(() => ctx.close());

/** A translation as the translations' service keeps it: a draft, and what was published of it. */
async function translate(
  kind: ContentKind,
  recordId: string,
  values: { slug?: string; published?: Record<string, unknown>; draft?: Record<string, unknown> },
) {
  const row = {
    kind,
    recordId,
    locale: "ur",
    slug: values.slug?.normalize("NFC") ?? null,
    published: values.published ?? null,
    draft: values.draft ?? null,
    sourceHash: "test",
    publishedAt: values.published ? new Date() : null,
  };
  await ctx.database.db
    .insert(contentTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [contentTranslations.kind, contentTranslations.recordId, contentTranslations.locale],
      set: row,
    });
}

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const enc = (slug: string) => encodeURIComponent(slug);
const alternate = (language: string, href: string) => `<link rel="alternate" hrefLang="${language}" href="${href}"/>`;
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(([, lang, href]) => ({
    lang,
    href,
  }));

describe("a service translated into Urdu", () => {
  it("answers at /ur/services/<category>/<Urdu slug>, right to left, and names its English version and back", async () => {
    const category = await insertCategory(ctx.database.db, { name: "Web", slug: "web-lang" });
    await translate("category", category.id, { slug: "ویب", published: { name: "ویب" } });
    const service = await insertService(ctx.database.db, category.id, { name: "Web design", slug: "web-design-lang" });
    await translate("service", service.id, {
      slug: "ویب-ڈیزائن",
      published: { name: "ویب ڈیزائن", description: "خوبصورت ویب سائٹیں" },
    });
    const urdu = `/ur/services/${enc("ویب")}/${enc("ویب-ڈیزائن")}`;

    const page = await get(urdu);
    expect(page.statusCode, page.body.slice(0, 500)).toBe(200);
    expect(page.body).toMatch(/<html lang="ur" dir="rtl"/);
    expect(page.body).toContain("ویب ڈیزائن");
    expect(alternates(page.body)).toEqual([
      { lang: "en", href: `${ORIGIN}/services/web-lang/web-design-lang` },
      { lang: "ur", href: `${ORIGIN}${urdu}` },
      { lang: "x-default", href: `${ORIGIN}/services/web-lang/web-design-lang` },
    ]);
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${urdu}"/>`);
    expect(page.body).toContain('<meta property="og:locale" content="ur_PK"/>');

    const english = await get("/services/web-lang/web-design-lang");
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(english.body).toContain(alternate("ur", `${ORIGIN}${urdu}`));
    expect(english.body).toContain(alternate("x-default", `${ORIGIN}/services/web-lang/web-design-lang`));

    // Its English slug, or its id, under /ur/: one 301 to its Urdu address, the query kept.
    const byEnglish = await get("/ur/services/web-lang/web-design-lang?utm_source=x");
    expect(byEnglish.statusCode).toBe(301);
    expect(byEnglish.headers.location).toBe(`${urdu}?utm_source=x`);
    const byId = await get(`/ur/services/web-lang/${service.id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(urdu);
    // Its Urdu slug as a browser may send it unescaped, or decomposed: the same page.
    const decomposed = `/ur/services/${enc("ویب")}/${enc("ویب-ڈیزائن".normalize("NFD"))}`;
    expect((await get(decomposed)).statusCode).toBe(200);
  });

  it("is not offered in Urdu untranslated, nor while its translation is only a draft: a 302 to English", async () => {
    const category = await insertCategory(ctx.database.db, { slug: "apps-lang" });
    const service = await insertService(ctx.database.db, category.id, { slug: "mobile-apps-lang" });
    const untranslated = await get("/ur/services/apps-lang/mobile-apps-lang?ref=a");
    expect(untranslated.statusCode).toBe(302);
    expect(untranslated.headers.location).toBe("/services/apps-lang/mobile-apps-lang?ref=a");
    const english = await get("/services/apps-lang/mobile-apps-lang");
    expect(alternates(english.body).map(({ lang }) => lang)).toEqual([]);

    await translate("service", service.id, { slug: "موبائل-ایپس", draft: { name: "موبائل ایپس" } });
    const drafted = await get(`/ur/services/apps-lang/${enc("موبائل-ایپس")}`);
    expect(drafted.statusCode).not.toBe(200);
    expect((await get("/ur/services/apps-lang/mobile-apps-lang")).statusCode).toBe(302);

    await translate("service", service.id, {
      slug: "موبائل-ایپس",
      draft: { name: "موبائل ایپس" },
      published: { name: "موبائل ایپس" },
    });
    const published = await get(`/ur/services/apps-lang/${enc("موبائل-ایپس")}`);
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain("موبائل ایپس");
  });
});

describe("a page built from blocks, in Urdu", () => {
  it("answers at /ur/<Urdu slug> with its translated blocks; its English slug under /ur/ moves there", async () => {
    const paragraph = (text: string): BlockDocument => ({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text }] }],
    });
    const [page] = await ctx.database.db
      .insert(pages)
      .values({ title: "Our process", slug: "our-process-lang", blocks: paragraph("We listen first.") })
      .returning();
    await translate("page", page.id, {
      slug: "ہمارا-طریقہ",
      published: { title: "ہمارا طریقہ", blocks: paragraph("ہم پہلے سنتے ہیں۔") },
    });
    const urdu = `/ur/${enc("ہمارا-طریقہ")}`;
    const shown = await get(urdu);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain("ہم پہلے سنتے ہیں۔");
    expect(shown.body).not.toContain("We listen first.");
    expect(shown.body).toContain(alternate("en", `${ORIGIN}/our-process-lang`));
    const moved = await get("/ur/our-process-lang");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(urdu);
    const english = (await get("/our-process-lang")).body;
    expect(english).toContain(alternate("ur", `${ORIGIN}${urdu}`));
    // The language switch goes to this page's Urdu version, in Urdu's own name.
    expect(english).toContain(`<a href="${urdu}" hrefLang="ur" lang="ur"`);

    // The sitemap lists both versions, each naming both and the English one as the default.
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const versions = [
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/our-process-lang"/>`,
      `<xhtml:link rel="alternate" hreflang="ur" href="${ORIGIN}${urdu}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/our-process-lang"/>`,
    ].join("");
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/our-process-lang</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}${urdu}</loc>`);
    expect(sitemap.split(versions).length - 1).toBe(2);
  });
});

describe("the Urdu site's fixed pages", () => {
  it("answer under /ur, right to left, each naming its English version", async () => {
    for (const path of ["/ur", "/ur/about", "/ur/services", "/ur/contact", "/ur/career", "/ur/blog", "/ur/privacy"]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toMatch(/<html lang="ur" dir="rtl"/);
      const english = path === "/ur" ? "/" : path.slice(3);
      expect(page.body, path).toContain(alternate("en", `${ORIGIN}${english}`));
    }
  });
});

afterAll(async () => {
  await ctx.database.db.delete(contentTranslations).where(and(eq(contentTranslations.locale, "ur")));
});

describe("a site serving English alone (SITE_LOCALES=en)", () => {
  it("answers 404 under /ur/ and names no other version", async () => {
    const english = await createTestApp({ locales: ["en"] }, undefined, "development");
    try {
      const urdu = await english.app.inject({ method: "GET", url: "/ur/about" });
      expect(urdu.statusCode).toBe(404);
      expect((await english.app.inject({ method: "GET", url: "/ur" })).statusCode).toBe(404);
      const about = await english.app.inject({ method: "GET", url: "/about" });
      expect(about.statusCode).toBe(200);
      expect(alternates(about.body)).toEqual([]);
      expect(about.body).not.toContain('hrefLang="ur"');
    } finally {
      await english.close();
    }
  }, 120_000);
});
