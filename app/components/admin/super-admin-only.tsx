import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRights } from "../../lib/admin/session.ts";

/** Users, privileges and logs are superAdmin's: other roles get an explanation, not a failing screen. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { superAdmin } = useRights();
  if (superAdmin) return children;
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <ShieldAlert aria-hidden className="size-10 text-admin-600" />
      <h2 className="text-xl font-semibold text-slate-900">Not available for your role</h2>
      <p className="max-w-md text-sm text-slate-600">Only a SuperAdmin can open this screen.</p>
      <Link to="/admin" className="text-sm font-semibold text-admin-600 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
