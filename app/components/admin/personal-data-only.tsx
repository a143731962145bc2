import type { ComponentType, ReactNode } from "react";
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

/** A route that is one screen of people's data: the screen, behind PersonalDataOnly. */
export function personalDataRoute(area: PersonalDataArea, Screen: ComponentType) {
  return function PersonalDataRoute() {
    return (
      <PersonalDataOnly area={area}>
        <Screen />
      </PersonalDataOnly>
    );
  };
}
