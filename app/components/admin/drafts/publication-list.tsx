import { adminApi, type DraftPath } from "../../../lib/admin/endpoints.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import type { Column } from "../ui/data-table.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import { PublicationBadge, publicationFilters } from "./publication-badge.tsx";

/**
 * A list screen's drafts and schedules (ADR 0122): each row's publication, for its badge and its
 * edit form. They need the kind's update right; without it every record shows as published.
 */
export function usePublications(path: DraftPath, canEdit: boolean) {
  const publications = useResource(
    () => (canEdit ? adminApi.drafts[path].list().then((answer) => answer.data) : Promise.resolve([])),
    [path, canEdit],
  );
  return {
    canEdit,
    of: (record: { _id: string }): Publication | undefined =>
      publications.data?.find((publication) => publication.recordId === record._id),
    reload: publications.reload,
    /** Records saved as a draft on create: no row in the list's pages, shown above its first page. */
    draftOnly: (publications.data ?? []).filter((publication) => publication.draftOnly),
    /** `then`, and the publications afresh: a form closing or saving may have changed its draft. */
    after: (then: () => void) => () => {
      then();
      publications.reload();
    },
  };
}

/** The list's Publication column: Published, Changed or Scheduled. */
export const publicationColumn = <T extends { _id: string }>(
  publications: ReturnType<typeof usePublications>,
): Column<T> => ({
  header: "Publication",
  cell: (record) => <PublicationBadge publication={publications.of(record)} />,
});

/** A list's filters in the address (`useAddressFilters`) that include the publication. */
type PublicationFilters = { values: { publication?: string }; set: (key: "publication", value: string) => void };

/**
 * The toolbar's "Show" filter, for those who may see drafts (the server filters by it, so it holds
 * across pages).
 */
export function PublicationFilterSelect({
  publications,
  filters,
  withDraftOnly = false,
}: {
  publications: ReturnType<typeof usePublications>;
  filters: PublicationFilters;
  /** The screen lists records saved as a draft on create (DraftOnlyList): offer "Draft" too. */
  withDraftOnly?: boolean;
}) {
  if (!publications.canEdit) return null;
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
