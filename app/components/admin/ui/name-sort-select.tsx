import { FilterSelect } from "./filter-select.tsx";

/** The sort of the lists ordered by name unless told otherwise (Categories, Services). */
export function NameSortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect label="Sort" value={value} onChange={onChange}>
      <option value="">Name A–Z</option>
      <option value="-name">Name Z–A</option>
      <option value="-createdAt">Newest first</option>
      <option value="createdAt">Oldest first</option>
    </FilterSelect>
  );
}
