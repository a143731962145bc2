import { createContext, useContext } from "react";
import type { AreaAction, ContentArea, PermissionsReport } from "../../../domain/roles.ts";
import { canPerform, isSuperAdmin } from "../../../domain/roles.ts";
import { ApiRequestError } from "./api-client.ts";
import { adminApi } from "./endpoints.ts";
import type { User } from "./types.ts";

/**
 * The signed-in admin as the back office knows it. The token itself stays in the HttpOnly cookie:
 * nothing here is written to localStorage, sessionStorage or a script-readable cookie.
 */
export type AdminSession = { user: User; role: string; permissions: PermissionsReport };

/** Who is signed in, or null; an answer without a permission object also counts as signed out. */
export async function loadSession(): Promise<AdminSession | null> {
  try {
    const [me, report] = await Promise.all([adminApi.session.me(), adminApi.session.permissions()]);
    if (!report.permission) {
      await adminApi.session.logout().catch(() => undefined);
      return null;
    }
    return { user: me.data, role: report.permission.role, permissions: report.permission.permissions };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession is only available inside the signed-in back office");
  return session;
}

/**
 * The client's copy of the server's rules (docs/api.md, Roles and permissions), so no screen offers
 * an action the server would refuse.
 */
export function rightsOf(session: AdminSession) {
  const superAdmin = isSuperAdmin(session.role);
  return {
    superAdmin,
    can: (area: ContentArea, action: AreaAction) => canPerform(session, area, action),
    /** Deletes, users, privileges, logs and the alert heading are superAdmin's alone. */
    canDelete: superAdmin,
  };
}

export function useRights() {
  return rightsOf(useAdminSession());
}
