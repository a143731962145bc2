import type { ReactNode } from "react";
import type { ContentRecordKind } from "../../../../domain/content-kinds.ts";
import type { ContentArea } from "../../../../domain/roles.ts";
import type { ListAnswer } from "../../../lib/admin/endpoints.ts";
import type { MessageAnswer, Publication, RecordPublication } from "../../../lib/admin/types.ts";
import type { DraftFormProps } from "../../../lib/admin/use-draft-create.ts";
import type { ListScreen } from "../../../lib/admin/use-list-screen.ts";
import type { ServerPage } from "../../../lib/admin/use-server-pages.ts";
import type { Column } from "../ui/data-table.tsx";

/** What a list holds: a content record, saved with a version (edit conflicts, ADR 0122). */
export type Saveable = { _id: string; version: number };

/** A list's row: the record with its Publication badge (the signed-in pages carry it). */
export type ListRow<Saved extends Saveable> = Saved & RecordPublication;

/** The props the screen opens a kind's form with: on a draft saved on create, or adding, or editing `record`. */
export type OpenedForm<Saved> = DraftFormProps & {
  record?: Saved;
  onClose: () => void;
  /** After an edit conflict: edit the record as a colleague saved it. */
  onReload?: (record: Saved) => void;
};

/** One choice of a toolbar's select: its value in the address and the API's query, and its words. */
export type Choice = { readonly value: string; readonly label: string };

/** What a kind's columns, row buttons and form are given by the screen that shows them. */
export type ListScreenState<Saved extends Saveable> = {
  list: ListScreen<ListRow<Saved>>;
  /** The signed-in admin's rights in the kind's area. */
  may: { update: boolean; statusChange: boolean };
  /** A record's own editor, for kinds edited on a screen of their own (`new` for a new one). */
  editorOf: (id: string) => string;
};

/**
 * One content kind's list screen, declared (issue 70: one pattern for every content list). The
 * screen (`ContentListScreen`) does the rest the same way for every kind: the title card with its
 * add button, the records saved as a draft on create, the table searched, filtered, sorted and paged
 * by the server with all of it kept in the address (ADR 0120), the Publication filter, the row
 * buttons (View with History, Edit, Delete to the trash) and `?edit=<id>`.
 *
 * To declare a new list: write its declaration in its route file, next to `meta`, and render
 * `<ContentListScreen kind={…} />` — nothing else. `record` is the record's word in
 * `domain/content-kinds.ts`, which gives the screen its label ("Add Testimonial", "Testimonial
 * details", "Untitled testimonial", "Delete testimonial …"), its drafts path and, for a kind edited
 * on a screen of its own, its editor's address. A kind whose declaration needs data of its own (the
 * category list of a filter or a form) is a function of it, called in the route's component.
 * `Key` names the toolbar's filters; "publication" is every list's own.
 */
export type ContentList<Saved extends Saveable, Key extends string = never> = {
  record: ContentRecordKind;
  /** The rights the screen asks for (create, update, statusChange in it; deletes are superAdmin's). */
  area: ContentArea;
  /** The title card's heading; the record's label by default ("Category"). */
  title?: string;
  description: string;
  /** More buttons in the title card, before Add (an export). */
  actions?: ReactNode;
  /** The table's name ("Categories"), its empty state and its search box. */
  caption: string;
  emptyText: string;
  search: { placeholder: string; label: string };
  /** The toolbar's filters before Show, each with "All" first. */
  filters?: readonly { key: Key; label: string; choices: readonly Choice[] }[];
  /** The toolbar's Sort, the first the list's own order (value ""). */
  sorts: readonly Choice[];
  load: (query: ServerPage & Partial<Record<Key | "publication", string>>) => Promise<ListAnswer<ListRow<Saved>>>;
  /** The toast when the list fails to load, where the spec wants one. */
  loadFailed?: string;
  remove: (id: string) => Promise<MessageAnswer>;
  /** The toast for a failed delete when the server's answer says nothing. */
  removeFailed: string;
  /** The columns, the Publication column among them; the screen adds Actions. */
  columns: (screen: ListScreenState<Saved>) => Column<ListRow<Saved>>[];
  /** The row as the admin knows it: its buttons' and its delete confirmation's words. */
  name: (row: Saved) => string;
  /** The field that names a record saved as a draft on create. */
  draftName: "name" | "title";
  /** Which records saved as a draft on create the toolbar's filters let through (all by default). */
  showsDraft?: (draft: Publication, filters: Partial<Record<Key, string>>) => boolean;
  /** Friendlier labels for some fields of the details modal. */
  detailLabels?: Record<string, string>;
  /** The row's own buttons, between View and Edit. */
  rowActions?: (row: ListRow<Saved>, screen: ListScreenState<Saved>) => ReactNode;
  /**
   * The add and edit form, in a modal over the list, and the one record `?edit=<id>` opens; absent
   * for a kind edited on a screen of its own (`opens: "screen"` in domain/content-kinds.ts).
   */
  form?: {
    render: (opened: OpenedForm<Saved>, screen: ListScreenState<Saved>) => ReactNode;
    readOne: (id: string) => Promise<ListRow<Saved>>;
  };
  /** What else deleting a row touches, said in its confirmation (a page in the menu). */
  deleteWarnings?: (row: Saved) => Promise<readonly string[]>;
};

/** The sorts of the lists ordered by name unless told otherwise (Categories, Services). */
export const nameSorts: readonly Choice[] = [
  { value: "", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
  { value: "-createdAt", label: "Newest first" },
  { value: "createdAt", label: "Oldest first" },
];

/** The Status filter of kinds switched on and off (jobs, products). */
export const activeChoices: readonly Choice[] = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];
