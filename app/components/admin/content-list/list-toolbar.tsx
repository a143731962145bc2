import { PublicationFilterSelect } from "../drafts/publication-list.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import type { Choice } from "./content-list.ts";

type Props<Key extends string> = {
  filters: readonly { key: Key; label: string; choices: readonly Choice[] }[];
  /** The filters' values in the address, and how one is set. */
  values: Partial<Record<Key | "publication", string>>;
  set: (key: Key | "publication", value: string) => void;
  /** The kind's update right: only then may the list be filtered by drafts. */
  canEdit: boolean;
  sorts: readonly Choice[];
  sort: string;
  setSort: (value: string) => void;
};

/** The spec's filter is "all/true/false": "all" is what the select holds, the address leaves it out. */
const ALL = "all";

/** A content list's toolbar: the kind's own filters, Show (its publication), and Sort. */
export function ListToolbar<Key extends string>({ filters, values, set, canEdit, sorts, sort, setSort }: Props<Key>) {
  return (
    <>
      {filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          value={values[filter.key] || ALL}
          onChange={(value) => set(filter.key, value === ALL ? "" : value)}
        >
          <option value={ALL}>All</option>
          {filter.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </FilterSelect>
      ))}
      <PublicationFilterSelect canEdit={canEdit} filters={{ values, set }} withDraftOnly />
      <FilterSelect label="Sort" value={sort} onChange={setSort}>
        {sorts.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}
