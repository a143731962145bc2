import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { PictureWords } from "../../../domain/picture-words.ts";
import {
  testimonialCreateSchema,
  testimonialDefaults,
  testimonialDtoSchema,
  testimonialFilters,
  testimonialMessages,
} from "../../../domain/testimonials.ts";
import type { Db } from "../../db/client.ts";
import { media, portfolioItems, services } from "../../db/schema/content.ts";
import type { DeclarationOf } from "../../engines/content-kinds/declaration.ts";
import { declarePlainKind } from "../../engines/plain-kinds/declare.ts";
import { testimonials } from "./schema.ts";

/** Those about a project in the service's category: the work that service is part of. */
const ofServiceCategory = (serviceId: string): SQL =>
  sql`${testimonials.projectId} in (select ${portfolioItems.id} from ${portfolioItems} join ${services}
      on ${services.categoryId} = ${portfolioItems.categoryId} where ${services.id} = ${serviceId})`;

const { declaration, records } = declarePlainKind({
  kind: "testimonial",
  table: testimonials,
  columns: {
    id: testimonials.id,
    isActive: testimonials.isActive,
    order: testimonials.order,
    createdAt: testimonials.createdAt,
  },
  nameField: "name",
  searched: [testimonials.name, testimonials.company, testimonials.role, testimonials.quote],
  area: "site",
  create: testimonialCreateSchema,
  dto: testimonialDtoSchema,
  defaults: testimonialDefaults,
  messages: testimonialMessages,
  links: [
    {
      field: "imageId",
      table: media,
      id: media.id,
      where: isNull(media.deletedAt),
      message: testimonialMessages.imageNotFound,
    },
    {
      field: "projectId",
      table: portfolioItems,
      id: portfolioItems.id,
      where: eq(portfolioItems.type, "project"),
      message: testimonialMessages.projectNotFound,
    },
  ],
  pictures: {
    name: testimonials.name,
    columns: [{ field: "photo or logo", column: testimonials.imageId, holds: "item", draftKey: "imageId" }],
  },
  publicFilters: {
    query: testimonialFilters,
    where: ({ projectId, serviceId }) => [
      typeof projectId === "string" ? eq(testimonials.projectId, projectId) : undefined,
      typeof serviceId === "string" ? ofServiceCategory(serviceId) : undefined,
    ],
  },
  tag: "testimonials",
  publicSummary: "Published testimonials in their order (?projectId= one project's, ?serviceId= one service's)",
});

/** The cards a page shows: published ones in order, each with its picture and the library's words. */
const cards = (db: Db, where?: SQL) => {
  const { quote, name, role, company } = getTableColumns(testimonials);
  return db
    .select({
      _id: testimonials.id,
      quote,
      name,
      role,
      company,
      picture: sql<
        (PictureWords & { url: string }) | null
      >`case when ${media.id} is null then null else json_build_object('url', ${media.url}, 'alt', ${media.alt},
        'decorative', ${media.decorative}, 'focalX', ${media.focalX}, 'focalY', ${media.focalY},
        'width', ${media.width}, 'height', ${media.height}) end`,
    })
    .from(testimonials)
    .leftJoin(media, and(eq(media.id, testimonials.imageId), isNull(media.deletedAt)))
    .where(and(eq(testimonials.isActive, true), where))
    .orderBy(asc(testimonials.order), asc(testimonials.createdAt), asc(testimonials.id));
};

export const testimonialKind: DeclarationOf<"testimonial"> = {
  ...declaration,
  sections: {
    home: (db) => cards(db),
    project: (db, { id }) => cards(db, eq(testimonials.projectId, id)),
    service: (db, { id }) => cards(db, ofServiceCategory(id)),
  },
};

export const testimonialRecords = records;
