import type { ComponentType, ReactNode } from "react";
import { useRights } from "../../lib/admin/session.ts";
import { NotForYourRole } from "./not-for-your-role.tsx";

/** Users, privileges and logs are superAdmin's: other roles get an explanation, not a failing screen. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { superAdmin } = useRights();
  if (superAdmin) return children;
  return <NotForYourRole>Only a SuperAdmin can open this screen.</NotForYourRole>;
}

/** A route that is one superAdmin screen: the screen, behind SuperAdminOnly. */
export function superAdminRoute(Screen: ComponentType) {
  return function SuperAdminRoute() {
    return (
      <SuperAdminOnly>
        <Screen />
      </SuperAdminOnly>
    );
  };
}
