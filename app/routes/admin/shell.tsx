import { useEffect } from "react";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import {
  SIGN_IN_HOME,
  SIGN_IN_PATH,
  SIGN_IN_RETURN_PARAM,
  signInPathFor,
  signInReturnPath,
} from "../../../domain/sign-in-return.ts";
import { MODAL_BACKGROUND_ID } from "../../components/admin/ui/modal.tsx";
import { Loader } from "../../components/admin/ui/spinner.tsx";
import { onSessionLost } from "../../lib/admin/api-client.ts";
import { ADMIN_TOASTER, TOAST_MS } from "../../lib/admin/notify.ts";
import { AdminSessionContext, loadSession, markSignedOut, takeSignedOut } from "../../lib/admin/session.ts";
import type { Route } from "./+types/shell";
import "../../components/admin/admin.css";
import { ToastOutlet, type ToastSkin } from "../../components/toast-outlet";

const LOGIN_PATH = SIGN_IN_PATH;
/** Opened from a reset e-mail, signed in or not. */
const RESET_PATH = "/admin/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Who is signed in decides what every /admin URL shows: signed out, the sign-in form; signed in,
 * never the sign-in form. The new-password page of a reset link is shown either way. Rendered in
 * the browser only: the server sends the loader below.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "");
  const known = takeSignedOut();
  if (known && path === LOGIN_PATH) return { session: null };
  const session = await loadSession();
  // Signed in already: the sign-in goes where it was asked to return, as a sign-in would.
  if (session && path === LOGIN_PATH) {
    throw redirect(signInReturnPath(url.searchParams.get(SIGN_IN_RETURN_PARAM)) ?? SIGN_IN_HOME);
  }
  if (!session && path !== LOGIN_PATH && path !== RESET_PATH) {
    markSignedOut();
    // A link opened signed out (the new-lead e-mail's) is returned to after the sign-in.
    throw redirect(signInPathFor(`${url.pathname}${url.search}${url.hash}`));
  }
  return { session };
}
clientLoader.hydrate = true as const;

/**
 * The session is checked again whenever the sign-in screen is entered or left. A screen changing
 * only its query (the Logs filters and pages) is no reason to ask who is signed in.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === LOGIN_PATH || nextUrl.pathname === LOGIN_PATH) return true;
  // An explicit revalidation (after the admin's own account changed) keeps the same address and does re-check.
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100">
      <Loader />
    </div>
  );
}

/** The session check itself failed (server down, database unavailable): say so and offer a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = error instanceof Error ? error.message : "Something went wrong";
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div role="alert" className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-xl font-semibold text-slate-900">The back office could not load</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-admin-600 px-4 py-2 text-sm font-semibold text-white hover:bg-admin-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-admin-500"
        >
          Try again
        </button>
      </div>
    </main>
  );
}

const adminToastSkin: ToastSkin = {
  list: "pointer-events-none fixed top-4 right-4 left-4 z-[9999] flex flex-col items-end gap-2",
  toast:
    "pointer-events-auto flex max-w-[350px] items-center gap-2.5 rounded-lg bg-white px-3.5 py-2.5 text-slate-800 text-sm shadow-[0_3px_10px_rgb(0_0_0/0.1),0_3px_3px_rgb(0_0_0/0.05)] transition duration-300 motion-reduce:transition-none",
  shown: "translate-x-0 opacity-100",
  leaving: "translate-x-2 opacity-0",
  icon: {
    success: "size-5 shrink-0 text-emerald-600",
    error: "size-5 shrink-0 text-red-600",
    loading: "size-5 shrink-0 animate-spin text-slate-500",
  },
};

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();

  useEffect(() => {
    // Any 401 means the session is gone (expired, revoked, signed out elsewhere): back to sign-in.
    onSessionLost(() => {
      markSignedOut();
      // Back to the screen the session was lost on, once signed in again.
      const { pathname, search } = window.location;
      void navigate(pathname === LOGIN_PATH ? LOGIN_PATH : signInPathFor(`${pathname}${search}`), { replace: true });
    });
    return () => onSessionLost(null);
  }, [navigate]);

  return (
    <AdminSessionContext.Provider value={loaderData.session}>
      <div id={MODAL_BACKGROUND_ID}>
        <Outlet />
      </div>
      <ToastOutlet toasterId={ADMIN_TOASTER} toastOptions={{ duration: TOAST_MS }} skin={adminToastSkin} />
    </AdminSessionContext.Provider>
  );
}
