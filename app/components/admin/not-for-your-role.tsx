import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** What a role that may not open a screen sees in its place: why, and the way back. */
export function NotForYourRole({ children }: { children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <ShieldAlert aria-hidden className="size-10 text-admin-600" />
      <h2 className="text-xl font-semibold text-slate-900">Not available for your role</h2>
      <p className="max-w-md text-sm text-slate-600">{children}</p>
      <Link to="/admin" className="text-sm font-semibold text-admin-600 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
