import type { ReactNode } from "react";
import { adminApi, type DraftPath } from "../../../lib/admin/endpoints.ts";
import type { Publication, RecordPublication } from "../../../lib/admin/types.ts";
import type { ListScreen } from "../../../lib/admin/use-list-screen.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import type { Column } from "../ui/data-table.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import { PublicationBadge, publicationFilters } from "./publication-badge.tsx";
import { TranslationChips } from "./translation-chips.tsx";

/**
 * The list's Publication column: Published, Changed or Scheduled, from the row itself (the
 * signed-in pages carry `status` and `hasDraft`, ADR 0122), and where each language's translation
 * stands when the row carries `translations` (issue 74).
 */
export const publicationColumn = <T extends { _id: string } & RecordPublication>(): Column<T> => ({
  header: "Publication",
  cell: (record) => (
    <span className="flex flex-wrap items-center gap-1">
      <PublicationBadge publication={record} />
      <TranslationChips record={record} />
    </span>
  ),
});

/**
 * An edit form opened on a list row, given the row's publication (its draft and schedule) when the
 * row says it has one: the form opens on the draft's fields. A row with neither opens at once and
 * its form reads its own publication (`useDraft`), as before.
 */
export function WithPublication({
  path,
  record,
  children,
}: {
  path: DraftPath;
  /** The row being edited; none when adding. */
  record: ({ _id: string } & RecordPublication) | undefined;
  children: (publication: Publication | undefined) => ReactNode;
}) {
  const id = record?._id;
  const needed = id !== undefined && (record?.hasDraft === true || record?.status === "scheduled");
  const publication = useResource(
    () => (needed ? adminApi.drafts[path].read(id).then((answer) => answer.data) : Promise.resolve(undefined)),
    [path, id, needed],
  );
  // A failed read opens the form without it: the form reads the publication itself.
  if (needed && publication.loading && !publication.data) return null;
  return children(publication.data);
}

/**
 * A record an edit form read again (its edit conflict's "reload"), with the badge its row had until
 * the page, read again too, brings the current one.
 */
export const withBadgeOf = <T extends object>(
  record: T,
  row: RecordPublication | undefined,
): T & RecordPublication => ({
  ...record,
  status: row?.status ?? "published",
  hasDraft: row?.hasDraft ?? false,
});

/**
 * What an edit form opened from a list does with the record it read again (its edit conflict's
 * "Reload"): the form reopens on it, with its row's badge, and the list's page is read again.
 */
export function reopenOn<R extends { _id: string }>(list: ListScreen<NoInfer<R> & RecordPublication>, record: R) {
  list.open({ kind: "edit", row: withBadgeOf(record, list.opened?.kind === "edit" ? list.opened.row : undefined) });
  list.rows.reload();
}

/** A list's filters in the address (`useAddressFilters`) that include the publication. */
type PublicationFilters = { values: { publication?: string }; set: (key: "publication", value: string) => void };

/**
 * The toolbar's "Show" filter, for those who may see drafts (the server filters by it, so it holds
 * across pages).
 */
export function PublicationFilterSelect({
  canEdit,
  filters,
  withDraftOnly = false,
}: {
  /** The kind's update right: without it the screen offers no filter by drafts. */
  canEdit: boolean;
  filters: PublicationFilters;
  /** The screen lists records saved as a draft on create (DraftOnlyList): offer "Draft" too. */
  withDraftOnly?: boolean;
}) {
  if (!canEdit) return null;
  return (
    <FilterSelect
      label="Show"
      value={filters.values.publication ?? ""}
      onChange={(value) => filters.set("publication", value)}
    >
      {publicationFilters
        .filter((filter) => withDraftOnly || filter.value !== "draft")
        .map((filter) => (
          <option key={filter.value} value={filter.value}>
            {filter.label}
          </option>
        ))}
    </FilterSelect>
  );
}
