import { useEffect } from "react";
import { Toaster } from "react-hot-toast";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { MODAL_BACKGROUND_ID } from "../../components/admin/ui/modal.tsx";
import { Loader } from "../../components/admin/ui/spinner.tsx";
import { onSessionLost } from "../../lib/admin/api-client.ts";
import { ADMIN_TOASTER } from "../../lib/admin/notify.ts";
import { AdminSessionContext, loadSession } from "../../lib/admin/session.ts";
import type { Route } from "./+types/shell";
import "../../components/admin/admin.css";

export const LOGIN_PATH = "/admin/login";

export const meta: Route.MetaFunction = () => [
  { title: "Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Who is signed in decides what every /admin URL shows: signed out, the sign-in form; signed in,
 * never the sign-in form. Rendered in the browser only: the server sends the loader below.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const session = await loadSession();
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (session && path === LOGIN_PATH) throw redirect("/admin");
  if (!session && path !== LOGIN_PATH) throw redirect(LOGIN_PATH);
  return { session };
}
clientLoader.hydrate = true as const;

/** The session is checked again whenever the sign-in screen is entered or left. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname === LOGIN_PATH || nextUrl.pathname === LOGIN_PATH;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100">
      <Loader />
    </div>
  );
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();

  useEffect(() => {
    // Any 401 means the session is gone (expired, revoked, signed out elsewhere): back to sign-in.
    onSessionLost(() => navigate(LOGIN_PATH, { replace: true }));
    return () => onSessionLost(null);
  }, [navigate]);

  return (
    <AdminSessionContext.Provider value={loaderData.session}>
      <div id={MODAL_BACKGROUND_ID}>
        <Outlet />
      </div>
      <Toaster toasterId={ADMIN_TOASTER} position="top-right" toastOptions={{ duration: 5000 }} />
    </AdminSessionContext.Provider>
  );
}
