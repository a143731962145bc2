import type { ComponentProps } from "react";
import type { CategoryDto } from "../../../lib/admin/types.ts";
import { SelectField } from "../ui/fields.tsx";
import { RecordOptions } from "../ui/options.tsx";

type CategorySelectProps = Omit<ComponentProps<typeof SelectField>, "label" | "children"> & {
  categories: CategoryDto[];
};

/** The category a service or portfolio item is filed under. */
export function CategorySelect({ categories, ...select }: CategorySelectProps) {
  return (
    <SelectField label="Category" {...select}>
      <RecordOptions records={categories} none="Select a category" />
    </SelectField>
  );
}
