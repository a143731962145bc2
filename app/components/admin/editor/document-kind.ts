import { contentKindList, recordFactsOf } from "../../../../domain/content-kinds.ts";
import type { RecordPublication } from "../../../lib/admin/types.ts";

/** A kind written on its own full-page screen (issue 67): pages and articles (`B`: its block document's field). */
export type DocumentKind<T, B extends string = string> = {
  /** Its word in the API's paths and the drafts' calls. */
  path: "pages" | "articles";
  /** "page", "article": in the editor's words, and the kind its slug and address are of. */
  noun: "page" | "article";
  /** "Pages": the list the editor goes back to. */
  plural: string;
  /** The list screen's address; a record's editor is `<list>/<id>`, a new one `<list>/new`. */
  list: string;
  /** Said when the address names no record and no draft. */
  notFound: string;
  /** The record as a signed-in editor reads it (unpublished too), with its badge. */
  read: (id: string) => Promise<T & RecordPublication>;
  /** The title field's placeholder ("Page title"). */
  titlePlaceholder: string;
  /** The block document: its field and the editor's label ("Page content"). */
  body: { at: B; label: string };
};

/**
 * A document kind from what is its own: its API word and its list's address are its noun's, as
 * domain/content-kinds.ts declares them.
 */
export function documentKind<T, B extends string>(own: Omit<DocumentKind<T, B>, "path" | "list">): DocumentKind<T, B> {
  return { ...own, path: contentKindList[own.noun].path, list: recordFactsOf(own.noun).screen };
}
