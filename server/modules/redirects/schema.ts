import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, bigNumber, flag } from "../../db/columns.ts";

/**
 * The 404 log (ADR 0165, 0247): each public address that answered 404 (its path and the query words
 * that change what is asked for, `notFoundAddress`), with how often
 * and when. Written a batch at a time from memory; at most NOT_FOUND_PATHS_PER_DAY new addresses a
 * day per instance, the rest counted under "(other)".
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    hits: bigNumber("hits").notNull().default(0),
    firstSeen: at("first_seen").notNull(),
    lastSeen: at("last_seen").notNull(),
    referrerHost: text("referrer_host"),
    probe: flag("probe", false),
    ignored: flag("ignored", false),
  },
  (t) => [
    index("not_found_paths_hits_idx").on(t.hits.desc(), t.path),
    index("not_found_paths_trgm_idx").using("gin", t.path.op("gin_trgm_ops")),
  ],
);

/** The address of the 404 log a row tells more about; it goes with the address. */
const ofNotFoundPath = () => ({
  path: text("path")
    .notNull()
    .references(() => notFoundPaths.path, { onDelete: "cascade" }),
});

/** How often, and when last, it was seen with that address. */
const sightings = () => ({ hits: bigNumber("hits").notNull().default(0), lastSeen: at("last_seen").notNull() });

/** The query strings an address of the 404 log was asked with (the first NOT_FOUND_QUERIES_PER_ADDRESS). */
export const notFoundQueries = pgTable(
  "not_found_queries",
  {
    ...ofNotFoundPath(),
    query: text("query").notNull(),
    ...sightings(),
  },
  (t) => [primaryKey({ columns: [t.path, t.query] })],
);

/** The pages (origin and path) that linked to an address of the 404 log (the first NOT_FOUND_REFERRERS_PER_ADDRESS). */
export const notFoundReferrers = pgTable(
  "not_found_referrers",
  {
    ...ofNotFoundPath(),
    referrer: text("referrer").notNull(),
    ...sightings(),
  },
  (t) => [primaryKey({ columns: [t.path, t.referrer] })],
);
