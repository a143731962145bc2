import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RequestAccess } from "../../../domain/access.ts";
import type { ContentKind, contentKindList, SluggedKind } from "../../../domain/content-kinds.ts";
import type { SaveAsDraft } from "../content-writes/from-draft.ts";
import type { KindStorage } from "../content-writes/kind-storage.ts";
import type { RevisionToRestore } from "../content-writes/revisions.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import type { DraftKind, DraftParts } from "../drafts/draft-kind.ts";
import type { PublicPages } from "./public-pages.ts";
import type { KindSections } from "./sections.ts";

/** How a saved version of a record comes back: itself a new version, audited (History's restore). */
export type RestoreRevision = (
  writes: StaffWrites,
  id: string,
  revision: RevisionToRestore,
  access: RequestAccess,
) => Promise<Record<string, unknown>>;

/**
 * Everything a kind of content is, said once (issue 48, ADR 0150): its table and reads (the write
 * path, history and trash), the pictures its rows name, its drafts (rights, fields, publish,
 * create, unpublish) and how a saved version is restored (under its drafts' rule). Its name, API path and record words are in domain/content-kinds.ts; its
 * fields and their rules in its domain module. Each content module declares its kind in
 * `<kind>.kind.ts`; `server/content-kinds.ts` lists them, the engines take the list at start and
 * `server/api-routes.ts` registers each kind's routes.
 */
export type ContentKindDeclaration = { [K in ContentKind]: DeclarationOf<K> }[ContentKind];

/**
 * The declaration of kind `K`, whose cases its domain facts decide (issue 70): its slug column when
 * it has slugs (none when it has none), its drafts' `unpublish` when it unpublishes (none when it
 * does not). A declaration missing a case, or holding one its facts deny, does not compile
 * (tests/unit/kind-declarations.types.test.ts).
 */
export type DeclarationOf<K extends ContentKind> = Omit<KindStorage, "kind" | "slug"> &
  SlugCase<K> & {
    kind: K;
    drafts: DraftParts & UnpublishCase<(typeof contentKindList)[K]["unpublishes"]>;
    restore: RestoreRevision;
    /** Its own API routes, registered by `server/api-routes.ts` in one loop; null for one registered apart (the site's). */
    routes: KindRoutes | null;
    /** Sections of its records it shows on other public pages (the home page, a service's, a project's). */
    sections?: KindSections;
  };

/** A kind with slugs has pages of its own, which the sitemap lists; one without has neither. */
type SlugCase<K extends ContentKind> = K extends SluggedKind
  ? { slug: PgColumn; publicPages: PublicPages }
  : { slug?: undefined; publicPages?: undefined };

type UnpublishCase<Unpublishes extends boolean> = Unpublishes extends true
  ? { unpublish: NonNullable<DraftKind["unpublish"]> }
  : { unpublish?: undefined };

/** The kinds the plain-kinds engine can declare: no slugs, switched on and off the site (ADR 0283). */
export type PlainKindName = {
  [K in ContentKind]: K extends SluggedKind
    ? never
    : (typeof contentKindList)[K]["unpublishes"] extends true
      ? K
      : never;
}[ContentKind];

/** Every kind's declaration, by its name: a kind left out does not compile. */
export type DeclarationsByKind = { [K in ContentKind]: DeclarationOf<K> };

/**
 * A kind's own routes: `public` reads its public side, `admin` writes its admin side (a new record
 * savable as a draft only); `folder` is its module's folder under server/modules (docs/routes.md),
 * `files` the engine's route files for a kind it makes (a plain kind).
 */
export type KindRoutes = {
  folder: string;
  /** The files declaring them, when not the folder's `routes.ts` and `admin-routes.ts` (a plain kind's: the engine's). */
  files?: { public: string; admin: string };
  public: FastifyPluginAsyncZod;
  admin: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }>;
};

/** Checked by the type system only: a declaration is its object, typed as its kind's. */
export const declareKind = <K extends ContentKind>(declaration: DeclarationOf<K>): DeclarationOf<K> => declaration;
