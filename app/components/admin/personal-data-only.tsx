import type { ReactNode } from "react";
import type { PersonalDataArea } from "../../../domain/roles.ts";
import { useRights } from "../../lib/admin/session.ts";
import { NotForYourRole } from "./not-for-your-role.tsx";

/**
 * A screen of people's data (enquiries, subscribers, potential customers, applications): a role
 * without the area's read right gets an explanation, never the list (the server refuses it too).
 */
export function PersonalDataOnly({ area, children }: { area: PersonalDataArea; children: ReactNode }) {
  const { canData } = useRights();
  if (canData(area, "read")) return children;
  return (
    <NotForYourRole>
      This screen holds personal data your role may not read. A SuperAdmin can grant it on the Permissions screen.
    </NotForYourRole>
  );
}
