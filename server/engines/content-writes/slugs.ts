import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type ContentKind, isSluggedKind } from "../../../domain/content-kinds.ts";
import type { RedirectRecord } from "../../../domain/redirects.ts";
import { slugFrom } from "../../../domain/slug-from-name.ts";
import {
  firstFreeSlug,
  reservedSlugs,
  type SlugKind,
  type SlugVerdict,
  slugMessages,
  slugProblem,
} from "../../../domain/slugs.ts";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema/content.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import { dropAutomaticAt, redirectFormerAddress } from "../addresses/automatic-redirects.ts";
import { recordAddress } from "../addresses/record-address.ts";
import { formerSlugs } from "../addresses/schema.ts";
import type { KindStorage } from "./kind-storage.ts";

/** Where slugs are kept: a table, the column naming a record, and the slug column. */
export type SlugTable = { table: PgTable; id: PgColumn; slug: PgColumn };

/** A kind's slugs: where they are kept, and the kind whose rules and messages they follow. */
export type SlugColumns = SlugTable & { kind: SlugKind };

async function isTaken(tx: Db, columns: SlugTable, slug: string, exceptId?: string): Promise<boolean> {
  const mine: SQL | undefined = exceptId === undefined ? undefined : ne(columns.id, exceptId);
  const rows = await tx
    .select({ one: sql`1` })
    .from(columns.table)
    .where(and(eq(columns.slug, slug), mine))
    .limit(1);
  return rows.length > 0;
}

/**
 * Refuses (400, on the field `slug`, nothing changed) a slug the rules refuse or another record of
 * the kind has. Run in the write's transaction, with the record locked.
 */
export async function requireFreeSlug(tx: Db, columns: SlugColumns, slug: string, exceptId?: string): Promise<void> {
  const problem = slugProblem(columns.kind, slug);
  if (problem) throw InvalidInput.of(problem, "slug");
  if (await isTaken(tx, columns, slug, exceptId)) throw InvalidInput.of(slugMessages.taken(columns.kind), "slug");
}

/** A kind's slugs as its declaration keeps them; none for a kind without addresses (the site's parts). */
export function slugColumnsOf(storage: KindStorage): SlugColumns | undefined {
  const { kind, slug } = storage;
  if (!slug || !isSluggedKind(kind)) return undefined;
  return { kind, table: storage.table, id: storage.key, slug };
}

/**
 * A slug as it is typed (issue 67), checked as `requireFreeSlug` checks a save's — its shape, the
 * site's own addresses, another record of the kind, `exceptId` being the record edited — with the
 * first free slug made from it when it is refused.
 */
export async function checkSlug(db: Db, columns: SlugColumns, slug: string, exceptId?: string): Promise<SlugVerdict> {
  const problem = slugProblem(columns.kind, slug);
  const taken = problem === null && (await isTaken(db, columns, slug, exceptId));
  if (problem === null && !taken) return { slug, free: true, message: null, suggestion: null };
  const base = slugFrom(slug, columns.kind);
  const suggestion = await firstFreeSlug(
    base,
    async (candidate) =>
      slugProblem(columns.kind, candidate) === null && !(await isTaken(db, columns, candidate, exceptId)),
  );
  return { slug, free: false, message: problem ?? slugMessages.taken(columns.kind), suggestion };
}

/**
 * A draft's slug (issue 67): refused as a save would refuse it (400 on `slug`) when it is another
 * record's or one of the site's own, so a taken slug is said where it is typed, not first at publish.
 * Absent, empty (made from the name at publish) or the record's own, it is not checked.
 */
export async function refuseTakenSlug(
  db: Db,
  columns: SlugColumns | undefined,
  slug: unknown,
  recordId: string | undefined,
  own: unknown,
): Promise<void> {
  if (!columns || typeof slug !== "string" || slug === "" || slug === own) return;
  await requireFreeSlug(db, columns, slug, recordId);
}

/**
 * A new record's slug: the one given (checked), or (none, or empty) one made from its name, with
 * `-2`, `-3`… when another record has it (ADR 0160).
 */
export async function slugForNew(tx: Db, columns: SlugColumns, given: string | undefined, name: string) {
  if (given) {
    await requireFreeSlug(tx, columns, given);
    return given;
  }
  const free = async (slug: string) =>
    !reservedSlugs(columns.kind).includes(slug) && !(await isTaken(tx, columns, slug));
  return firstFreeSlug(slugFrom(name, columns.kind), free);
}

/**
 * The slug a changed record writes: the one asked for when it differs (checked), else its own (none
 * asked, or an empty one from a revision kept before slugs existed).
 */
export async function slugForChange(
  tx: Db,
  columns: SlugColumns,
  current: { id: string; slug: string },
  asked: string | undefined,
): Promise<string> {
  if (asked === undefined || asked === "" || asked === current.slug) return current.slug;
  await requireFreeSlug(tx, columns, asked, current.id);
  return asked;
}

/**
 * A record whose trash row comes back: its slug, or (another record took it meanwhile) the first free
 * one made from it, so a restore never fails on its address.
 */
export async function slugForRestore(tx: Db, columns: SlugTable, slug: string, id: string): Promise<string> {
  return firstFreeSlug(slug, async (candidate) => !(await isTaken(tx, columns, candidate, id)));
}

/** A record's change as the unit of work hands it over: the record before it (none when new) and after. */
export type RecordChange = {
  kind: ContentKind;
  recordId: string;
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown>;
};

const slugOf = (record: Record<string, unknown> | undefined) =>
  typeof record?.slug === "string" && record.slug !== "" ? record.slug : undefined;

/**
 * Run by the unit of work in every change's transaction, with the record before and after it
 * (ADR 0161): a slug the record leaves is kept as a former one (a later owner of the same former slug
 * takes it over), and the slug it now has stops being anyone's former one, since a current slug wins.
 * So a rename by a direct update, a published draft, a scheduled publish or a restore of an older
 * revision is remembered with the change, or not at all. The address left is an automatic redirect
 * of the manager, and one from the address the record now has gives way (ADR 0249). Answers whether
 * any redirect changed.
 */
export async function keepFormerSlug(tx: Db, { kind, recordId, before, after }: RecordChange): Promise<boolean> {
  const now = slugOf(after);
  if (!now) return false;
  await tx.delete(formerSlugs).where(and(eq(formerSlugs.kind, kind), eq(formerSlugs.slug, now)));
  const was = slugOf(before);
  if (was === now) return false;
  const addressed = addressedKind(kind, after);
  const address = addressed && (await recordAddress(tx, { kind: addressed, id: recordId }));
  const dropped = address ? await dropAutomaticAt(tx, address) : false;
  if (!was) return dropped;
  await tx
    .insert(formerSlugs)
    .values({ kind, slug: was, recordId })
    .onConflictDoUpdate({
      target: [formerSlugs.kind, formerSlugs.slug],
      set: { recordId, createdAt: sql`now()` },
    });
  if (!address || !addressed) return dropped;
  // Every address ends in the slug: the one left is the same with the former slug.
  const left = `${address.slice(0, address.lastIndexOf("/") + 1)}${was}`;
  const made = await redirectFormerAddress(tx, left, { toRecord: { kind: addressed, id: recordId } });
  return made || dropped;
}

/** A record deleted forever leaves no former address behind: its old slugs answer 404 like any unknown one. */
export async function forgetFormerSlugs(tx: Db, recordId: string): Promise<void> {
  await tx.delete(formerSlugs).where(eq(formerSlugs.recordId, recordId));
  // The rename's redirects to it go with them (ADR 0249); a person's own stay, answering nothing until
  // they re-point them.
  await tx.delete(redirects).where(and(eq(redirects.toId, recordId), eq(redirects.automatic, true)));
}

/** The kind a redirect names a record by (a portfolio item is a project or a product). */
function addressedKind(kind: ContentKind, record: Record<string, unknown>): RedirectRecord["kind"] | undefined {
  if (kind === "portfolio") return record.type === "project" || record.type === "product" ? record.type : undefined;
  return kind === "site" ? undefined : kind;
}

/**
 * Run with `keepFormerSlug`: a record given an address a redirect starts from (new, or renamed onto
 * it) would be hidden by the redirect, so the change is refused on the field `slug` (issue 53); the
 * redirects manager refuses the other way round (`isRecordPage`).
 */
export async function refuseRedirectedAddress(tx: Db, { kind, recordId, before, after }: RecordChange) {
  const now = slugOf(after);
  const addressed = addressedKind(kind, after);
  if (!now || !addressed || (before && slugOf(before) === now)) return;
  const address = await recordAddress(tx, { kind: addressed, id: recordId });
  if (address === undefined) return;
  const [shadow] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(eq(redirects.fromPath, address))
    .limit(1);
  if (shadow) throw InvalidInput.of(slugMessages.redirected, "slug");
}
