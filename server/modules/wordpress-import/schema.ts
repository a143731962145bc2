import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import {
  type ImportCounts,
  type ImportPhase,
  type ImportProblem,
  type ImportStatus,
  importPhaseNames,
  importStatuses,
  noImportCounts,
} from "../../../domain/wordpress-import.ts";

import { at, flag, fraction, id, oneOf, tally, timestamps } from "../../db/columns.ts";

/**
 * A WordPress import (ADR 0241): its files (in the private store, so any instance can read them),
 * where it has got to, and its report. It lives here, not in one process: whichever instance claims
 * it runs it and renews its claim while it does; a claim left to lapse (the process died) is taken up
 * by the next instance to look, which runs it again from the start: each item is one transaction,
 * and what an earlier run stored is matched and left as it is (imported_items).
 */
export const wordpressImports = pgTable(
  "wordpress_imports",
  {
    id: id(),
    status: text("status").$type<ImportStatus>().notNull().default("queued"),
    dryRun: boolean("dry_run").notNull(),
    fileName: text("file_name").notNull(),
    /** The export in the private store (`imports/<id>/export.xml`). */
    fileKey: text("file_key").notNull(),
    /** The owner's zip of wp-content/uploads in the private store, if one was given. */
    uploadsKey: text("uploads_key"),
    /** `npm run import:wordpress -- --uploads <folder>`: a folder of the machine running it. */
    uploadsFolder: text("uploads_folder"),
    /** The WordPress site the export came from, once read. */
    site: text("site"),
    phase: text("phase").$type<ImportPhase>().notNull().default("reading"),
    progress: fraction("progress", 0),
    counts: jsonb("counts").$type<ImportCounts>().notNull().default(noImportCounts()),
    created: tally("created"),
    updated: tally("updated"),
    skipped: tally("skipped"),
    problems: jsonb("problems").$type<ImportProblem[]>().notNull().default([]),
    problemsTotal: tally("problems_total"),
    error: text("error"),
    cancelRequested: flag("cancel_requested", false),
    /** Runs begun: one whose process died is begun again, a few times at most. */
    attempts: tally("attempts"),
    /** Until when the instance running it holds it; renewed while it runs. */
    claimedUntil: at("claimed_until"),
    createdById: uuid("created_by_id"),
    createdBy: text("created_by"),
    createdAt: at("created_at").notNull().defaultNow(),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [
    index("wordpress_imports_created_idx").on(t.createdAt.desc()),
    check("wordpress_imports_status", sql`${t.status} in ${oneOf(importStatuses)}`),
    check("wordpress_imports_phase", sql`${t.phase} in ${oneOf(importPhaseNames)}`),
    check("wordpress_imports_progress", sql`${t.progress} between 0 and 1`),
  ],
);

/**
 * What each item of a WordPress site became here (ADR 0242): a post an article, a page a page, an
 * attachment a library picture, a term a tag, an author an author profile. A second import of the
 * site matches its items here by their WordPress id (or, when the site's address changed, their
 * GUID) and creates nothing again; `source_hash` tells whether the item changed in WordPress since,
 * and `record_version` whether the record changed here since the import wrote it.
 */
export const importedItems = pgTable(
  "imported_items",
  {
    /** The site, as its address without scheme or `www.` (`example.com/blog`). */
    source: text("source").notNull(),
    /** What it was in WordPress: post, page, attachment, term, author, menu. */
    sourceKind: text("source_kind").notNull(),
    /** Its WordPress id (an author's login, a term's taxonomy and id). */
    sourceId: text("source_id").notNull(),
    guid: text("guid").notNull().default(""),
    /** What it is here: article, page, media, tag, author, navigation. */
    kind: text("kind").notNull(),
    /** Its record's id here (a tag's slug). */
    recordId: text("record_id").notNull(),
    sourceHash: text("source_hash").notNull(),
    recordVersion: integer("record_version"),
    /** The import that created it, and the last that changed it: a resumed run counts them as its own. */
    createdByImport: uuid("created_by_import"),
    updatedByImport: uuid("updated_by_import"),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.sourceKind, t.sourceId] }),
    index("imported_items_guid_idx").on(t.sourceKind, t.guid),
    index("imported_items_record_idx").on(t.kind, t.recordId),
  ],
);
