import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, media, portfolioItems, services } from "../../server/db/schema/content.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The public site never renders an `<img>` without an `alt` attribute (issue 52): every page of the
 * demo content, rendered by the server, read for its pictures. An empty alt is allowed (a
 * decorative picture); a missing one is what a screen reader reads out as a file name.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  await seedDemo(ctx.database.db, ctx.app.publicFiles);
  await ctx.app.mediaLibrary.registerNamed();
}, 180_000);
afterAll(() => ctx.close());

const page = async (url: string) => {
  const response = await ctx.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};

/** The `<img>` tags of a page's HTML that show `url` (in `src` or `srcset`, a variant or a crop of it). */
const tagsShowing = (html: string, url: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(url.slice(0, -".webp".length)));

/** Every page the sitemap lists, with the fixed pages it may leave out. */
async function publicPages(): Promise<string[]> {
  const sitemap = await page("/sitemap.xml");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [
    ...new Set(["/", "/about", "/services", "/projects", "/products", "/career", "/contact", "/privacy", ...listed]),
  ];
}

describe("pictures on the public pages", () => {
  it("all carry an alt attribute, on every page of the demo content", async () => {
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(10);
    let pictures = 0;
    for (const url of pages) {
      const tags = [...(await page(url)).matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
      pictures += tags.length;
      const missing = tags.filter((tag) => !/\salt="/.test(tag));
      expect(missing, url).toEqual([]);
    }
    expect(pictures).toBeGreaterThan(pages.length);
  }, 180_000);

  it("say what the library says: its alt text, none for a decorative picture, and hold a crop at its focal point", async () => {
    const [project] = await ctx.database.db
      .select({ slug: portfolioItems.slug, image: portfolioItems.images })
      .from(portfolioItems)
      .where(and(eq(portfolioItems.type, "project"), eq(portfolioItems.isActive, true)))
      .limit(1);
    const [cover] = await ctx.database.db.select().from(media).where(eq(media.url, project.image[0]));
    const owner = bearer((await signInAsSuperAdmin(ctx)).token);
    const describePicture = (body: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/v1/media/${cover.id}`, headers: owner, payload: body });
    expect((await describePicture({ alt: "Shop front on a phone", focalX: 0.2, focalY: 0.8 })).statusCode).toBe(200);
    const details = await page(`/projects/${project.slug}`);
    const coverTag = [...details.matchAll(/<img\b[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => tag.includes(project.image[0]));
    expect(coverTag).toContain('alt="Shop front on a phone"');
    expect(coverTag).toContain("object-position:20% 80%");
    expect(await page("/projects")).toContain('alt="Shop front on a phone"');
    await describePicture({ decorative: true });
    const again = [...(await page(`/projects/${project.slug}`)).matchAll(/<img\b[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => tag.includes(project.image[0]));
    expect(again).toContain('alt=""');
  });

  it("say what the library says on category logos, service icons, partner logos and the Site's pictures", async () => {
    const owner = bearer((await signInAsSuperAdmin(ctx)).token);
    const hero = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/site/images/heroPoster",
      headers: owner,
      payload: multipart({}, { image: await pngImage(1600, 900) }),
    });
    expect(hero.statusCode, hero.body).toBe(200);
    // The seeded partners' logos are built-in files, not the library's: a partner with an uploaded one.
    const partner = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/site/partners",
      headers: owner,
      payload: multipart(
        { name: "Uploaded Partner", url: "https://partner.example" },
        { logo: await pngImage(360, 160) },
      ),
    });
    expect(partner.statusCode, partner.body).toBe(201);
    const site = (await ctx.app.inject({ method: "GET", url: "/api/v1/site" })).json().data;
    const [service] = await ctx.database.db
      .select({ slug: services.slug, icon: services.icon, categoryId: services.categoryId })
      .from(services)
      .where(isNotNull(services.icon))
      .limit(1);
    const [category] = await ctx.database.db
      .select({ slug: categories.slug, icon: categories.icon })
      .from(categories)
      .where(eq(categories.id, service.categoryId));
    const shown = {
      category: category.icon ?? "",
      service: service.icon ?? "",
      partner: site.partners.find((p: { name: string }) => p.name === "Uploaded Partner").logo,
      hero: site.images.heroPoster,
    };
    const describeUrl = async (url: string, body: object) => {
      const [item] = await ctx.database.db.select({ id: media.id }).from(media).where(eq(media.url, url));
      expect(item, url).toBeDefined();
      const res = await ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/media/${item.id}`,
        headers: owner,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The demo's icons come marked decorative: described, they are not any more.
    for (const [name, url] of Object.entries(shown))
      await describeUrl(url, { alt: `Library ${name}`, decorative: false, focalX: 0.2, focalY: 0.8 });

    const home = await page("/");
    expect(tagsShowing(home, shown.category)[0]).toContain(`alt="Library category"`);
    expect(tagsShowing(home, shown.partner)[0]).toContain(`alt="Library partner"`);
    const heroTag = tagsShowing(home, shown.hero)[0];
    expect(heroTag).toContain(`alt="Library hero"`);
    expect(heroTag).toContain("object-position:20% 80%");
    const categoryPage = await page(`/services/${category.slug}`);
    expect(tagsShowing(categoryPage, shown.service)[0]).toContain(`alt="Library service"`);
    expect(tagsShowing(await page("/services"), shown.category)[0]).toContain(`alt="Library category"`);
    const servicePage = await page(`/services/${category.slug}/${service.slug}`);
    expect(tagsShowing(servicePage, shown.service)[0]).toContain(`alt="Library service"`);

    for (const url of [shown.category, shown.service, shown.partner, shown.hero])
      await describeUrl(url, { decorative: true });
    const plain = await page("/");
    for (const url of [shown.category, shown.partner, shown.hero])
      for (const tag of tagsShowing(plain, url)) expect(tag, url).toContain('alt=""');
    for (const tag of tagsShowing(await page(`/services/${category.slug}/${service.slug}`), shown.service))
      expect(tag).toContain('alt=""');
  });

  it("ask for a fixed-ratio box's crop at the focal point, which /uploads serves", async () => {
    const owner = bearer((await signInAsSuperAdmin(ctx)).token);
    const [project] = await ctx.database.db
      .select({ slug: portfolioItems.slug, image: portfolioItems.images })
      .from(portfolioItems)
      .where(and(eq(portfolioItems.type, "project"), eq(portfolioItems.isActive, true)))
      .limit(1);
    const [cover] = await ctx.database.db.select().from(media).where(eq(media.url, project.image[0]));
    // A square picture in a 16:10 box: a crop cuts 37.5 % of it away, which pays.
    await ctx.database.db.update(media).set({ width: 1200, height: 1200 }).where(eq(media.id, cover.id));
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/media/${cover.id}`,
      headers: owner,
      payload: { alt: "Cropped cover", decorative: false, focalX: 0.31, focalY: 0.7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stem = project.image[0].slice(0, -".webp".length);
    const details = await page(`/projects/${project.slug}`);
    const coverTag = tagsShowing(details, project.image[0])[0];
    expect(coverTag).toContain('alt="Cropped cover"');
    expect(coverTag).toContain(`src="${stem}-c16x10-31-70-1600w.webp"`);
    expect(coverTag).toContain(`${stem}-c16x10-31-70-480w.webp 480w`);
    expect(coverTag).toMatch(/width="1600" height="1000"/);
    // The page's LCP picture: loaded at once, and the preload React writes for it names the same crop.
    expect(coverTag).not.toContain('loading="lazy"');
    expect(coverTag).toMatch(/fetchpriority="high"/i);
    const preloads = [...details.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].map((m) => m[0]);
    const preload = preloads.find((tag) => tag.includes(stem));
    expect(preload).toContain(`${stem}-c16x10-31-70-480w.webp 480w`);
    for (const url of (coverTag.match(/srcSet="([^"]+)"/i)?.[1] ?? "").split(", ").map((c) => c.split(" ")[0])) {
      const picture = await ctx.app.inject({ method: "GET", url });
      expect(picture.statusCode, url).toBe(200);
    }
    // A card of the same picture on the list, and a picture near its box's ratio keeps its variants.
    expect(tagsShowing(await page("/projects"), project.image[0])[0]).toContain(`${stem}-c16x10-31-70-960w.webp 960w`);
    await ctx.database.db.update(media).set({ width: 1600, height: 1000 }).where(eq(media.id, cover.id));
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/media/${cover.id}`,
      headers: owner,
      payload: { focalX: 0.3 },
    });
    const uncropped = tagsShowing(await page(`/projects/${project.slug}`), project.image[0])[0];
    expect(uncropped).toContain(`src="${project.image[0]}"`);
    expect(uncropped).not.toContain("-c16x10-");
  });
});
