import { type ComponentType, createContext, useContext } from "react";
import type { ContentPath } from "../../../domain/content-kinds.ts";

export type RecordLanguagesProps = {
  /** The kind's API word: which fields translate follows from its declaration. */
  path: ContentPath;
  /** The record being edited (none while it is being added: a translation needs the original first). */
  record: ({ _id: string } & object) | undefined;
  /** Its name, as the translation editor's title says it. */
  name: string;
  /** The record's id where it has no `_id` of its own (the site's parts are one record, "site"). */
  id?: string;
  className?: string;
};

/**
 * A record's languages beside its edit form (issue 74): the back office's frame hands the forms and
 * the full-page editors the component that offers them. Handed down rather than imported, the
 * editors' shared parts (drafts, the full-page editor) do not reach the translation editor, which
 * holds the block editor, whose call-to-action fields reach the site's parts, which use the drafts.
 */
export const RecordLanguagesContext = createContext<ComponentType<RecordLanguagesProps> | null>(null);

export const useRecordLanguages = () => useContext(RecordLanguagesContext);
