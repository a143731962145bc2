import { createContext, useContext } from "react";
import type {
  AreaAction,
  ContentArea,
  DataAction,
  NewsletterAction,
  PermissionsReport,
  PersonalDataArea,
} from "../../../domain/roles.ts";
import { canPerform, canUseData, canUseNewsletter, isSuperAdmin } from "../../../domain/roles.ts";
import { ApiRequestError } from "./api-client.ts";
import { adminApi } from "./endpoints.ts";
import { showTimesIn } from "./format.ts";
import { forgetSharedReads } from "./shared-reads.ts";
import type { User } from "./types.ts";
import { forgetKeptReads } from "./use-resource.ts";
import { forgetKeptPagination } from "./use-server-pages.ts";

/**
 * The signed-in admin as the back office knows it. The token itself stays in the HttpOnly cookie:
 * nothing here is written to localStorage, sessionStorage or a script-readable cookie.
 */
export type AdminSession = {
  user: User;
  role: string;
  permissions: PermissionsReport;
  /** The agency's time zone (SITE_TIME_ZONE): absolute times are shown in it. */
  timeZone: string;
};

const signedOut = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * Who is signed in, or null; an answer without a permission object also counts as signed out.
 * One call first: signed out, that single 401 is the whole answer (asking both at once cost the
 * sign-in screen two 401s per visit); signed in, the permissions follow.
 */
export async function loadSession(): Promise<AdminSession | null> {
  let user: User;
  let timeZone: string;
  try {
    ({ data: user, timeZone } = await adminApi.session.me());
  } catch (error) {
    if (signedOut(error)) return null;
    throw error;
  }
  let report: Awaited<ReturnType<typeof adminApi.session.permissions>>;
  try {
    report = await adminApi.session.permissions();
  } catch (error) {
    // Signed out in between (expired, revoked): signed out.
    if (signedOut(error)) return null;
    throw error;
  }
  if (!report.permission) {
    await adminApi.session.logout().catch(() => undefined);
    return null;
  }
  showTimesIn(timeZone);
  return { user, role: report.permission.role, permissions: report.permission.permissions, timeZone };
}

let signedOutJustNow = false;

/**
 * The back office has just learnt that no one is signed in (the session check found none, the
 * admin logged out, a call answered 401): the sign-in screen it goes to next need not ask again.
 * Used once; any later visit asks the server.
 */
export function markSignedOut() {
  signedOutJustNow = true;
  // What this admin read is not shown to whoever signs in next in this tab.
  forgetSharedReads();
  forgetKeptReads();
  forgetKeptPagination();
}

/** True once after markSignedOut. */
export function takeSignedOut(): boolean {
  const known = signedOutJustNow;
  signedOutJustNow = false;
  return known;
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
    /** Read, update or export people's data (leads, applications): screens and counts without it are hidden. */
    canData: (area: PersonalDataArea, action: DataAction) => canUseData(session, area, action),
    /** Write, change or send newsletter campaigns (ADR 0260). */
    canNewsletter: (action: NewsletterAction) => canUseNewsletter(session, action),
    /** Deletes, users, privileges, logs and the alert heading are superAdmin's alone. */
    canDelete: superAdmin,
  };
}

export function useRights() {
  return rightsOf(useAdminSession());
}
