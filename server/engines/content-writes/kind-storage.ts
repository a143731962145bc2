import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentKind, ContentRecordKind } from "../../../domain/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import type { KindPictures } from "./pictures.ts";
import type { VersionedRecord } from "./revisions.ts";

/**
 * Where a content kind keeps its records, as the write path, history and trash need it. Part of the
 * kind's one declaration (`server/modules/<module>/<kind>.kind.ts`, ADR 0150), handed to the engines
 * at start: they never import a content module.
 */
export type KindStorage = {
  kind: ContentKind;
  table: PgTable;
  /** The column naming a record: its id (a site part: its word). */
  key: PgColumn;
  /** Rows that belong to a record and go to the trash and back with it (a service's features). */
  children?: { table: PgTable; key: string };
  /** Whether its records belong to a category (asked for again on restore when that category is gone). */
  inCategory: boolean;
  /** The record as the API shows it, read in the transaction: what a revision and the trash store. */
  read(tx: Db, id: string): Promise<VersionedRecord>;
  /** Its slug column (absent: its records have no public address of their own, a site part). */
  slug?: PgColumn;
  /** Where its rows name pictures (absent: it shows none). */
  pictures?: KindPictures;
};

/** Every kind's storage, as the engines look them up. */
export type KindStorages = {
  readonly all: readonly KindStorage[];
  of(kind: ContentKind): KindStorage;
  /** The kind whose records go by `record` (a project or product: the portfolio). */
  ofRecord(record: ContentRecordKind): KindStorage;
};
