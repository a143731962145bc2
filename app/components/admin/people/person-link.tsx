import { UsersRound } from "lucide-react";
import { Link } from "react-router";
import { peopleTexts } from "../../../../domain/people.ts";
import { useRights } from "../../../lib/admin/session.ts";
import { adminScreens } from "../nav-items.ts";

/** A lead's way to its person's page; a repeat enquiry says so (ADR 0171). */
export function PersonLink({ personId, repeat = false }: { personId: string | null; repeat?: boolean }) {
  // The person's page is a leads screen: an applications-only role is not sent to a refusal.
  const mayOpen = useRights().canData("leads", "read");
  if (!personId || !mayOpen) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {repeat && <RepeatMark />}
      <Link
        to={`${adminScreens.people.to}/${personId}`}
        className="inline-flex items-center gap-1 font-semibold text-admin-600 underline hover:text-admin-700"
      >
        <UsersRound aria-hidden className="size-4" />
        {peopleTexts.openPerson}
      </Link>
    </p>
  );
}

/** A person's second or later lead (issue 69): marked in the lists and the details alike. */
export function RepeatMark() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {peopleTexts.repeat}
    </span>
  );
}
