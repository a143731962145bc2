import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_LOCALE, knownLocales, type Locale } from "../../domain/locales.ts";
import { defaultSearchSettings, type SearchSettings } from "../../domain/search-settings.ts";

/**
 * The columns many tables repeat, written once. Each module's tables are in its own `schema.ts`
 * (drizzle.config.ts reads them all), and build on these.
 */

export const id = () => uuid("id").primaryKey().defaultRandom();
/** A link to another table's row; `onDelete` says what becomes of this row when that one goes. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: "cascade" | "restrict" | "set null") =>
  uuid(name).references(target, { onDelete });
/** A moment, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => at("created_at").notNull().defaultNow();
export const updatedAt = () => at("updated_at").notNull().defaultNow();
/** When a row was created and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A calendar day, read as `YYYY-MM-DD` text (no time zone to shift it). */
export const day = (name: string) => date(name, { mode: "string" });
/** A whole number that may pass 2^31 (hits, bytes, deal values), read as a JavaScript number. */
export const bigNumber = (name: string) => bigint(name, { mode: "number" });
/** A yes/no that is never null, `initially` until set. */
export const flag = (name: string, initially: boolean) => boolean(name).notNull().default(initially);
/** A share from 0 to 1 (a focal point, a run's progress), never null. */
export const fraction = (name: string, initially: number) => doublePrecision(name).notNull().default(initially);
/** A count that starts at 0. */
export const tally = (name: string) => integer(name).notNull().default(0);
/** A list of words (tags, picture addresses), empty when none. */
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
/** A check's list of allowed words, as the migrations wrote it: `('a', 'b')`. */
/** The language a lead wrote in (issue 74): its acknowledgement and staff's replies go out in it. */
export const language = () => text("language").$type<Locale>().notNull().default(DEFAULT_LOCALE);
/** A language column holds one the code can speak. */
export const knownLanguage = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ${oneOf(knownLocales)}`);
export const oneOf = (words: readonly string[]) => sql.raw(`(${words.map((word) => `'${word}'`).join(", ")})`);
/** A content record's version: 1 when created, +1 on every change (edit conflicts, revisions; ADR 0102). */
export const version = () => integer("version").notNull().default(1);
/** A record's own search and sharing settings (domain/search-settings.ts); all empty: the site's defaults. */
export const searchSettings = () => jsonb("seo").$type<SearchSettings>().notNull().default(defaultSearchSettings);
/** A record's slug, the last part of its public address: unique per kind, rules in domain/slugs.ts (ADR 0160). */
export const slug = () => text("slug").notNull();
