import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // A module may keep its own tables in its `schema.ts` (ADR 0283), found here without naming it.
  schema: ["./server/db/schema.ts", "./server/modules/*/schema.ts"],
  out: "./server/db/migrations",
});
