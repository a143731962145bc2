import { defineConfig } from "drizzle-kit";

/**
 * Each owner keeps its tables in its own `schema.ts`: a module's or an engine's, and the tables
 * several modules or the engines read under server/db/schema/. A new module's table is found here
 * without naming it (ADR 0283 put the first one there).
 */
export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema/*.ts", "./server/engines/*/schema.ts", "./server/modules/*/schema.ts"],
  out: "./server/db/migrations",
});
