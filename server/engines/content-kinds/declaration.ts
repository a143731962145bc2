import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RequestAccess } from "../../../domain/access.ts";
import type { SaveAsDraft } from "../content-writes/from-draft.ts";
import type { KindStorage } from "../content-writes/kind-storage.ts";
import type { RevisionToRestore } from "../content-writes/revisions.ts";
import type { StaffWrites } from "../content-writes/staff-writes.ts";
import type { DraftParts } from "../drafts/draft-kind.ts";
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
 * `<kind>.kind.ts`; `server/app.ts` hands the list to the engines at start.
 */
export type ContentKindDeclaration = KindStorage & {
  drafts: DraftParts;
  restore: RestoreRevision;
  /** Its own API routes, registered by `server/app.ts` in one loop; null for one registered apart (the site's). */
  routes: KindRoutes | null;
  /** Sections of its records it shows on other public pages (the home page, a service's, a project's). */
  sections?: KindSections;
};

/**
 * A kind's own routes: `public` reads its public side, `admin` writes its admin side (a new record
 * savable as a draft only); `folder` is its module's folder under server/modules (docs/routes.md).
 */
export type KindRoutes = {
  folder: string;
  /** The files declaring them, when not the folder's `routes.ts` and `admin-routes.ts` (a plain kind's: the engine's). */
  files?: { public: string; admin: string };
  public: FastifyPluginAsyncZod;
  admin: FastifyPluginAsyncZod<{ saveAsDraft?: SaveAsDraft }>;
};

/** Checked by the type system only: a declaration is its object. */
export const declareKind = (declaration: ContentKindDeclaration) => declaration;
