import { pgTable, text } from "drizzle-orm/pg-core";
import { at } from "../../db/columns.ts";

/**
 * Resume files whose application row is gone, queued in the transaction that deleted the row and
 * removed from storage once it commits; a key stays here until its file is gone, and the
 * application retention pass retries what is left (ADR 0084). A key is a generated name
 * (`resumes/<uuid>`), nothing personal.
 */
export const resumeRemovals = pgTable("resume_removals", {
  key: text("key").primaryKey(),
  queuedAt: at("queued_at").notNull().defaultNow(),
});
