import { eq } from "drizzle-orm";
import { addressOf } from "../../../domain/addresses.ts";
import { serviceCreateSchema, serviceMessages, serviceUpdateSchema } from "../../../domain/services.ts";
import { services } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { pagesOf } from "../../engines/content-kinds/public-pages.ts";
import { withSearchSettings } from "../../engines/content-writes/pictures.ts";
import { iconCreate, plainDraft } from "../../engines/drafts/draft-kind.ts";
import { serviceAdminRoutes } from "./admin-routes.ts";
import { createService, restoreService, updateService } from "./admin-service.ts";
import { selectServices, toServiceDto } from "./queries.ts";
import { getService, listServices } from "./reads.ts";
import { serviceRoutes } from "./routes.ts";
import { serviceFeatures } from "./schema.ts";

/** A service (ADR 0150): one icon, its features as child rows, in a category. */
export const serviceKind = declareKind({
  kind: "service",
  table: services,
  key: services.id,
  slug: services.slug,
  publicPages: pagesOf(listServices, addressOf.service),
  children: { table: serviceFeatures, key: "service_id" },
  inCategory: true,
  read: async (tx, id) => toServiceDto((await selectServices(tx, eq(services.id, id)))[0]),
  pictures: withSearchSettings(services.name, services.seo, [{ field: "icon", column: services.icon, holds: "one" }]),
  routes: { folder: "services", public: serviceRoutes, admin: serviceAdminRoutes },
  restore: restoreService,
  drafts: plainDraft({
    area: "services",
    fields: serviceUpdateSchema,
    read: getService,
    update: updateService,
    create: iconCreate("icon", serviceCreateSchema, serviceMessages.iconRequired, createService),
  }),
});
