import { type AppLoadContext, data, redirect } from "react-router";
import type { z } from "zod";
import { withRequestQuery } from "../../domain/redirects";
import type { Db } from "../../server/db/client.ts";
import { type AddressedKind, formerOwnerOf, isInTrash } from "../../server/modules/addresses/queries.ts";
import { notFoundPage } from "./not-found.server.ts";
import { type DraftOnly, previewedRecord } from "./preview.server.ts";
import { localRecord, translatedLocaleOf, type Versions, versionsOf } from "./translations.server.ts";

/** How a detail page finds its record and says where it lives. */
export type Addressing<T> = {
  kind: AddressedKind;
  /** The slug (or id) the address names. */
  key: string;
  /** The record a visitor may see, by id or slug; null when there is none. */
  read(key: string): Promise<T | null>;
  /** The record's current address (domain/addresses.ts). */
  pathOf(record: NoInfer<T>): string;
  /** The address asked for, rebuilt from its parameters the same way. */
  requested: string;
  /** Query words the address itself consumed (a spec address's `id`): not carried to where it moved. */
  consumed?: readonly string[];
};

/** How a record at `<its list's address>/<slug>` is found (a category, a job, a page, an article): the slug is its key. */
export function bySlug<T extends { slug: string }>(
  kind: AddressedKind,
  slug: string,
  read: (key: string) => Promise<T | null>,
  pathOf: (record: { slug: string }) => string,
): Addressing<T> {
  return { kind, key: slug, read, pathOf, requested: pathOf({ slug }) };
}

/** What an address naming nothing answers instead of the 404 error (a page at `/<slug>`: the site's 404 page). */
type Missing<M> = { missing?: () => M };

/** A record moved to another address: one 301, never a chain (ADR 0161), the request's query carried (issue 68). */
const movedTo = (path: string, query: string, consumed: readonly string[] = []) =>
  redirect(withRequestQuery(path, query, consumed), 301);

/**
 * The record a public detail address names (issue 53, ADR 0161):
 * - its current address: the record;
 * - any other address of it (its id, as the specs' addresses carry it; another category in a
 *   service's address): one 301 to the current one;
 * - a slug it had before: one 301 to the current address;
 * - a record in the trash: 410 Gone, until it is restored;
 * - anything else: the 404 page (or what `missing` answers).
 */
export async function addressed<T, M = never>(
  context: Pick<AppLoadContext, "db" | "query">,
  how: Addressing<T> & Missing<M>,
): Promise<T | M> {
  const record = await how.read(how.key);
  if (record) {
    const path = how.pathOf(record);
    if (path !== how.requested) throw movedTo(path, context.query, how.consumed);
    return record;
  }
  const owner = await formerOwnerOf(context.db, how.kind, how.key);
  const moved = owner ? await how.read(owner) : null;
  if (moved) throw movedTo(how.pathOf(moved), context.query, how.consumed);
  if (await isInTrash(context.db, how.kind, how.key)) throw data(null, { status: 410, statusText: "Gone" });
  return how.missing ? how.missing() : notFoundPage();
}

/** The record a preview of `kind` shows, if this render is one (its address then names nothing). */
export const previewedId = (context: Pick<AppLoadContext, "preview">, kind: string): string | undefined =>
  context.preview?.kind === kind ? context.preview.recordId : undefined;

/** How a record built of blocks (a page, an article) is found at `<list>/<slug>` and in a preview of it. */
export type Shown<T> = {
  kind: AddressedKind;
  /** The record by id or slug: a published one, unless `includeInactive` (a preview's). */
  read(db: Db, key: string, options?: { includeInactive: boolean }): Promise<T | null>;
  pathOf(record: { slug: string }): string;
  /** Its public shape, which a draft laid over it must fit. */
  schema: z.ZodType<T>;
  /** What a draft-only record needs besides its draft's fields (`draftOnlyRecord`). */
  build(draft: DraftOnly): object;
};

/**
 * The record `<list>/<slug>` shows (`addressed`), null where the address names nothing (the route
 * shows the site's 404 page); in a preview of the kind, the previewed record with its draft.
 */
export async function shownAt<T extends { slug: string }>(
  context: Pick<AppLoadContext, "db" | "query" | "preview">,
  slug: string,
  how: Shown<T>,
): Promise<T | null> {
  const id = previewedId(context, how.kind);
  if (id) {
    const read = (key: string) => how.read(context.db, key, { includeInactive: true });
    return previewedRecord(context, how.schema, id, read, how.build);
  }
  const addressing = bySlug(how.kind, slug, (key) => how.read(context.db, key), how.pathOf);
  return addressed(context, { ...addressing, missing: () => null });
}

/**
 * The record `<list>/<slug>` shows in the page's language, with its versions (issue 74): in English
 * as `shownAt` finds it; under a translated language's prefix by its translated slug (`localRecord`:
 * untranslated, a 302 to English). A preview shows the English record and names no versions.
 */
export async function shownInLanguage<T extends { _id: string; slug: string }>(
  context: Pick<AppLoadContext, "db" | "query" | "preview" | "locale" | "config">,
  slug: string,
  how: Shown<T>,
): Promise<{ record: T; versions: Versions } | null> {
  const locale = translatedLocaleOf(context);
  const previewed = previewedId(context, how.kind) !== undefined;
  if (locale && !previewed) {
    return localRecord(
      { ...context, locale },
      {
        kind: how.kind,
        key: slug,
        read: (key) => how.read(context.db, key),
        idOf: (record) => record._id,
        pathOf: how.pathOf,
        requested: (asked) => how.pathOf({ slug: asked }),
        missing: () => null,
      },
    );
  }
  const record = await shownAt(context, slug, how);
  if (!record || previewed) return record && { record, versions: {} };
  return {
    record,
    versions: await versionsOf(context, { kind: how.kind, id: record._id, record, pathOf: how.pathOf }),
  };
}
