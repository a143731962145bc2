import { Link } from "react-router";
import { recordScreenOf } from "../../../../domain/content-kinds.ts";
import type { RedirectDto } from "../../../../domain/redirects.ts";
import { Badge } from "../ui/badge.tsx";

/** An author's former page (ADR 0249): their profiles are under Users › Authors. */
const authorsScreen = "/admin/users?tab=authors";

/**
 * A rename's redirect, as the manager marks it (ADR 0249): "Automatic", with a link to the record
 * (or the authors) whose rename made it.
 */
export function RedirectOrigin({ row }: { row: RedirectDto }) {
  if (!row.automatic) return null;
  const record = row.toRecord;
  const to = record ? recordScreenOf(record.kind, record.id) : authorsScreen;
  const what = record ? `the ${record.kind}` : "the author";
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 font-sans text-xs text-slate-600">
      <Badge tone="indigo">Automatic</Badge>
      <span>
        made by renaming{" "}
        <Link to={to} className="font-medium text-admin-700 underline underline-offset-2 hover:text-admin-900">
          {what}
        </Link>
      </span>
    </span>
  );
}

/** A target that is itself redirected: two hops, flagged so someone points it at the end (ADR 0249). */
export function ChainFlag({ row }: { row: RedirectDto }) {
  if (!row.chained) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 font-sans text-xs text-amber-800">
      <Badge tone="amber">Chain</Badge>
      <span>its target is redirected again: point it at where visitors end up</span>
    </span>
  );
}
