import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ref } from "../../db/columns.ts";
import { services } from "../../db/schema/content.ts";

export const serviceFeatures = pgTable(
  "service_features",
  {
    serviceId: ref("service_id", () => services.id, "cascade").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.position] })],
);
