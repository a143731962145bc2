import type { ComponentProps } from "react";
import type { CategoryDto } from "../../../lib/admin/types.ts";
import { SelectField } from "../ui/fields.tsx";

type CategorySelectProps = Omit<ComponentProps<typeof SelectField>, "label" | "children"> & {
  categories: CategoryDto[];
};

/** The category a service or portfolio item is filed under. */
export function CategorySelect({ categories, ...select }: CategorySelectProps) {
  return (
    <SelectField label="Category" {...select}>
      <option value="">Select a category</option>
      {categories.map((category) => (
        <option key={category._id} value={category._id}>
          {category.name}
        </option>
      ))}
    </SelectField>
  );
}
