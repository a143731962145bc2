import { eq, sql } from "drizzle-orm";
import { readingMinutes } from "../../../domain/blocks.ts";
import { defaultSearchSettings } from "../../../domain/search-settings.ts";
import { staffAuthor } from "../../modules/authors/index.ts";
import { nextPortfolioCode } from "../../modules/portfolio/index.ts";
import { serviceFeatures } from "../../modules/services/schema.ts";
import { testimonials } from "../../modules/testimonials/schema.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Db } from "../client.ts";
import { appMeta } from "../schema/app-meta.ts";
import { articles, categories, jobs, media, pages, portfolioItems, services } from "../schema/content.ts";
import { adminUsers } from "../schema/staff.ts";
import { categoryIconArt, type DemoArt, portfolioArt, serviceIconArt } from "./demo-art.ts";
import { demoArticles } from "./demo-articles.ts";
import { demoCategories, demoJobs, demoPortfolioItems, demoServices } from "./demo-content.ts";
import { demoPages } from "./demo-pages.ts";
import { storeDemoImage } from "./store-demo-image.ts";

const DEMO_MARKER = "demo_content_seeded_at";

/**
 * The demo pictures' words in the library: an icon beside its name adds nothing for someone who
 * cannot see it (decorative); a portfolio picture says whose work it shows.
 */
const demoWords = (art: DemoArt) =>
  art.kind === "portfolio"
    ? { alt: `${art.label}: ${art.variant === 0 ? "main screen" : `screen ${art.variant + 1}`}`, decorative: false }
    : { alt: "", decorative: true };

/**
 * Demo content for a fresh installation. Runs once: the marker row means a restart, or an admin
 * who deleted the demo items, never gets them back.
 */
export async function seedDemo(db: Db, storage: FileStorage): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER));
  if (marker) return false;

  // One picture at a time: encoded in parallel, the seed's peak memory stayed with the process after.
  const library: (typeof media.$inferInsert)[] = [];
  const store = async (art: DemoArt) => {
    const url = await storeDemoImage(storage, art);
    library.push({ url, name: art.file, ...demoWords(art) });
    return url;
  };
  const categoryIcons: string[] = [];
  for (const c of demoCategories) categoryIcons.push(await store(categoryIconArt(c)));
  const serviceIcons: string[] = [];
  for (const s of demoServices) serviceIcons.push(await store(serviceIconArt(s)));
  const portfolioImages: string[][] = [];
  for (const item of demoPortfolioItems) {
    const images: string[] = [];
    for (const art of portfolioArt(item)) images.push(await store(art));
    portfolioImages.push(images);
  }

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    // The library's words come with the pictures, as an owner's would (sizes are read at start).
    await tx.insert(media).values(library).onConflictDoNothing();

    const categoryIds = new Map<string, string>();
    for (const [i, c] of demoCategories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ name: c.name, slug: c.slug, description: c.description, icon: categoryIcons[i] })
        .onConflictDoNothing()
        .returning({ id: categories.id });
      const id =
        row?.id ?? (await tx.select().from(categories).where(sql`lower(${categories.name}) = lower(${c.name})`))[0].id;
      categoryIds.set(c.slug, id);
    }

    for (const [i, s] of demoServices.entries()) {
      const [row] = await tx
        .insert(services)
        .values({
          categoryId: categoryIds.get(s.categorySlug) as string,
          name: s.name,
          slug: s.slug,
          description: s.description,
          approach: s.approach,
          benefits: s.benefits,
          color: s.color,
          workUrl: s.workUrl,
          icon: serviceIcons[i],
        })
        .returning({ id: services.id });
      await tx.insert(serviceFeatures).values(s.features.map((f, position) => ({ serviceId: row.id, position, ...f })));
    }

    // Oldest first, so the newest-first lists open with the most recent work.
    const byDate = demoPortfolioItems.map((item, i) => ({ item, images: portfolioImages[i] }));
    byDate.sort((a, b) => a.item.date.localeCompare(b.item.date));
    for (const [i, { item, images }] of byDate.entries()) {
      const code = await nextPortfolioCode(tx, item.type);
      await tx.insert(portfolioItems).values({
        type: item.type,
        name: item.name,
        slug: item.slug,
        projectCode: code,
        productCode: item.type === "product" ? code : null,
        description: item.description,
        client: item.client,
        technology: item.technology,
        url: item.url,
        date: item.date,
        categoryId: categoryIds.get(item.categorySlug) as string,
        images,
        isActive: item.isActive,
        createdAt: new Date(Date.now() - (byDate.length - i) * 60_000),
      });
    }

    await tx.insert(jobs).values(
      demoJobs.map((j, i) => ({
        title: j.title,
        slug: j.slug,
        description: j.description,
        companyOverview: j.companyOverview,
        jobRole: j.jobRole,
        requirements: j.requirements,
        createdAt: new Date(Date.now() - (demoJobs.length - i) * 60_000),
      })),
    );

    await tx.insert(pages).values(
      demoPages.map((p) => ({
        title: p.title,
        slug: p.slug,
        blocks: p.blocks,
        seo: { ...defaultSearchSettings, description: p.description },
      })),
    );

    // Written by the first staff member (the seeded super admin); a case study names its demo project.
    const [admin] = await tx.select({ id: adminUsers.id }).from(adminUsers).orderBy(adminUsers.createdAt).limit(1);
    const author = admin ? await staffAuthor(tx, admin.id) : null;
    const projectIds = new Map(
      (await tx.select({ id: portfolioItems.id, slug: portfolioItems.slug }).from(portfolioItems)).map((p) => [
        p.slug,
        p.id,
      ]),
    );
    await tx.insert(articles).values(
      demoArticles.map((a) => {
        const publishedAt = new Date(Date.now() - a.daysAgo * 86_400_000);
        return {
          title: a.title,
          slug: a.slug,
          summary: a.summary,
          body: a.body,
          tags: a.tags,
          authorId: author?.id ?? null,
          projectId: (a.projectSlug && projectIds.get(a.projectSlug)) || null,
          readingMinutes: readingMinutes(a.body),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );

    // Three client quotes (ADR 0283): on the home page, two also on their project's and service's pages.
    await tx.insert(testimonials).values([
      {
        quote: "Our customers track every shipment themselves now, and the support line finally has time to breathe.",
        name: "Imran Qureshi",
        role: "Operations Director",
        company: "Ravi Logistics",
        projectId: projectIds.get("ravi-logistics-portal") ?? null,
        order: 1,
      },
      {
        quote: "The listings site brings us serious buyers every week, and our agents update it from their phones.",
        name: "Sana Noor",
        role: "Managing Partner",
        company: "Noor Properties",
        projectId: projectIds.get("noor-properties-website") ?? null,
        order: 2,
      },
      {
        quote: "Clear plans, honest estimates and a launch on the day they promised. We would hire them again.",
        name: "Hamza Butt",
        role: "Founder",
        company: "LearnLoop Education",
        order: 3,
      },
    ]);
    return true;
  });
}
