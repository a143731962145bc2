import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { ContentArea } from "../../../domain/roles.ts";
import type { PlainKindName } from "../content-kinds/declaration.ts";
import type { KindPictures } from "../content-writes/pictures.ts";

/** A field naming another record, checked to exist on every write (a 400 on the field otherwise). */
export type RecordLink = {
  field: string;
  table: PgTable;
  id: PgColumn;
  /** What else the linked row must be (a project, not a product; a picture not in the library's trash). */
  where?: SQL;
  message: string;
};

/**
 * A public list's filters: the query they take, and the condition each sets (`projectId=` keeps one
 * project's records). Absent: the public list is every published record.
 */
export type PublicFilters = {
  query: z.ZodObject;
  where(query: Record<string, unknown>): readonly (SQL | undefined)[];
};

/**
 * A plain content kind (issue 70, ADR 0283): one row per record, its fields straight from its domain
 * schema, no slug and no page of its own, switched on and off the site by `isActive`, listed in its
 * `order`. From this the engine makes the whole kind — its storage, history, trash, drafts, schedules,
 * restore, and its routes (`GET /{path}` public, `GET|POST /{path}`, `GET|PATCH|DELETE /{path}/:id`
 * signed-in) with OpenAPI from the same zod schemas. Its path word and record word come from
 * domain/content-kinds.ts.
 *
 * The table's property names are the domain's field names, and it has `id`, `isActive`, `order`,
 * `version`, `createdAt` and `updatedAt` (drizzle's names).
 */
export type PlainKind = {
  kind: PlainKindName;
  table: PgTable;
  columns: { id: PgColumn; isActive: PgColumn; order: PgColumn; createdAt: PgColumn };
  /** The field that names a record in the audit log, the trash and History (a testimonial: its person's name). */
  nameField: string;
  /**
   * The rights area its writes need: `create` for a new record and `statusChange` to switch it on or
   * off where the area has those rights, its `update` right for everything else (the site's area has
   * only `update`: every write takes it).
   */
  area: ContentArea;
  /** Its create's fields and rules (the update is them made partial), and its public shape. */
  create: z.ZodObject;
  dto: z.ZodObject;
  /** Its fields before anyone types (the add form, a revision from before a field existed). */
  defaults: Record<string, unknown>;
  messages: { notFound: string; created: string; updated: string; deleted: string };
  links?: readonly RecordLink[];
  pictures?: KindPictures;
  publicFilters?: PublicFilters;
  /** The text columns the back office's search looks in (a testimonial: its name, company, role and quote). */
  searched: readonly PgColumn[];
  /** Its OpenAPI tag and what its public list is, for the OpenAPI page. */
  tag: string;
  publicSummary: string;
};
