import type { ComponentProps } from "react";
import { roleLabel } from "../../../lib/admin/format.ts";
import type { Privilege } from "../../../lib/admin/types.ts";
import { SelectField } from "../ui/fields.tsx";

type RoleSelectProps = Omit<ComponentProps<typeof SelectField>, "label" | "children"> & { roles: Privilege[] };

/** One of the defined roles, by name: a new admin's, or the one another admin is moved to. */
export function RoleSelect({ roles, ...select }: RoleSelectProps) {
  return (
    <SelectField label="Role" {...select}>
      <option value="">Select a role</option>
      {roles.map((privilege) => (
        <option key={privilege._id} value={privilege.role}>
          {roleLabel(privilege.role)}
        </option>
      ))}
    </SelectField>
  );
}
