import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/client.ts";
import { categories, jobs, portfolioItems, services } from "../../server/db/schema/content.ts";
import { serviceFeatures } from "../../server/modules/services/schema.ts";

/** Small rows for API tests; far faster than the demo seed, which renders images. */

const unique = () => randomUUID().slice(0, 8);

export async function insertCategory(db: Db, values: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(categories)
    .values({
      name: `Category ${unique()}`,
      slug: `category-${unique()}`,
      description: "What we do",
      icon: "/uploads/icon.webp",
      ...values,
    })
    .returning();
  return row;
}

export async function insertService(
  db: Db,
  categoryId: string,
  values: Partial<typeof services.$inferInsert> = {},
  features: { name: string; description: string }[] = [{ name: "Fast", description: "Quick delivery" }],
) {
  const [row] = await db
    .insert(services)
    .values({
      categoryId,
      name: `Service ${unique()}`,
      slug: `service-${unique()}`,
      description: "A service",
      approach: "Our approach",
      color: "#1a2b3c",
      workUrl: "https://example.com/work",
      benefits: "Benefits",
      icon: "/uploads/service.webp",
      ...values,
    })
    .returning();
  if (features.length) {
    await db.insert(serviceFeatures).values(features.map((f, position) => ({ serviceId: row.id, position, ...f })));
  }
  return row;
}

export async function insertPortfolioItem(
  db: Db,
  categoryId: string,
  values: Partial<typeof portfolioItems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(portfolioItems)
    .values({
      type: "project",
      name: `Item ${unique()}`,
      slug: `item-${unique()}`,
      projectCode: `PRJ-${unique()}`,
      description: "Built for a client",
      client: "Client",
      technology: "React",
      url: "https://example.com",
      date: "2024-03-15",
      categoryId,
      images: ["/uploads/cover.webp", "/uploads/second.webp"],
      ...values,
    })
    .returning();
  return row;
}

export async function insertJob(db: Db, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await db
    .insert(jobs)
    .values({
      title: `Engineer ${unique()}`,
      slug: `engineer-${unique()}`,
      description: "Build things",
      companyOverview: "We are an agency in Lahore",
      jobRole: ["Write code"],
      requirements: ["TypeScript"],
      ...values,
    })
    .returning();
  return row;
}
