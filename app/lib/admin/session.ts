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
  const [me, report] = await Promise.allSettled([adminApi.session.me(), adminApi.session.permissions()]);
  if (me.status === "fulfilled" && report.status === "fulfilled") {
    if (!report.value.permission) {
      await adminApi.session.logout().catch(() => undefined);
      return null;
    }
    const { role, permissions } = report.value.permission;
    return { user: me.value.data, role, permissions };
  }
  // Both calls are judged, not whichever answered first: a failing server is reported as such even
  // when the other call already said "signed out".
  const failures = [me, report].flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
  const signedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
  const trouble = failures.find((error) => !signedOut(error));
  if (trouble) throw trouble;
  return null;
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
