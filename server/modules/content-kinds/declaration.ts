import type { KindStorage } from "../content-writes/kind-storage.ts";
import type { DraftParts } from "../drafts/draft-kind.ts";

/**
 * Everything a kind of content is, said once (issue 48, ADR 0150): its table and reads (the write
 * path, history and trash), the pictures its rows name, and its drafts (rights, fields, publish,
 * create, unpublish). Its name, API path and record words are in domain/content-kinds.ts; its
 * fields and their rules in its domain module. Each content module declares its kind in
 * `<kind>.kind.ts`; `server/app.ts` hands the list to the engines at start.
 */
export type ContentKindDeclaration = KindStorage & {
  drafts: DraftParts;
};

/** Checked by the type system only: a declaration is its object. */
export const declareKind = (declaration: ContentKindDeclaration) => declaration;
