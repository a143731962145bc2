import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, portfolioItems } from "../../server/db/schema.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
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
});
