import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PersonalDataArea } from "../../../domain/roles.ts";
import { useRights } from "../../lib/admin/session.ts";

/**
 * A screen of people's data (enquiries, subscribers, potential customers, applications): a role
 * without the area's read right gets an explanation, never the list (the server refuses it too).
 */
export function PersonalDataOnly({ area, children }: { area: PersonalDataArea; children: ReactNode }) {
  const { canData } = useRights();
  if (canData(area, "read")) return children;
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <ShieldAlert aria-hidden className="size-10 text-admin-600" />
      <h2 className="text-xl font-semibold text-slate-900">Not available for your role</h2>
      <p className="max-w-md text-sm text-slate-600">
        This screen holds personal data your role may not read. A SuperAdmin can grant it on the Permissions screen.
      </p>
      <Link to="/admin" className="text-sm font-semibold text-admin-600 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
