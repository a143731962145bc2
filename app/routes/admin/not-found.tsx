import { Link } from "react-router";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found · Back office" }];

export default function AdminNotFound() {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Page not found</h1>
      <p className="text-sm text-slate-600">There is no back-office screen at this address.</p>
      <Link to="/admin" className="text-sm font-semibold text-admin-600 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
