import { Merge, Split } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { duplicateReasonLabels, identityTexts as texts } from "../../../../domain/person-identity.ts";
import { act } from "../../../lib/admin/act.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import type { Person } from "../../../lib/admin/types.ts";
import { adminScreens } from "../nav-items.ts";
import { Button } from "../ui/button.tsx";
import { MergeQuestion } from "./merge-question.tsx";
import { PersonPanel } from "./person-panel.tsx";

type Duplicate = Person["possibleDuplicates"][number];

const shown = (duplicate: Duplicate) => duplicate.name || duplicate.email || "—";

/**
 * Other people who may be this one (ADR 0250): a shared phone number or the same name. Staff with the
 * update right merge one in, or keep them apart so they are not suggested again.
 */
export function PossibleDuplicates({
  person,
  canWork,
  onChanged,
}: {
  person: Person;
  canWork: boolean;
  onChanged: () => void;
}) {
  const [merging, setMerging] = useState<Duplicate | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (person.possibleDuplicates.length === 0) return null;

  async function keepApart(duplicate: Duplicate) {
    setBusy(duplicate._id);
    await act(() => adminApi.people.keepApart(person._id, duplicate._id), {
      failed: uiMessages.generic.wrong,
      onDone: onChanged,
    });
    setBusy(null);
  }

  return (
    <PersonPanel id="duplicates-heading" title={texts.duplicates} tone="warning">
      {canWork && <p className="mt-1 text-sm text-slate-700">{texts.duplicatesHint}</p>}
      <ul className="mt-3 flex flex-col gap-3" data-testid="possible-duplicates">
        {person.possibleDuplicates.map((duplicate) => (
          <li
            key={duplicate._id}
            className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <Link
                to={`${adminScreens.people.to}/${duplicate._id}`}
                className="font-semibold [overflow-wrap:anywhere] text-admin-700 underline hover:text-admin-800"
              >
                {shown(duplicate)}
              </Link>
              {duplicate.name && duplicate.email && (
                <span className="block [overflow-wrap:anywhere] text-slate-600">{duplicate.email}</span>
              )}
              <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {duplicateReasonLabels[duplicate.reason]}
              </span>
            </div>
            {canWork && (
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="secondary"
                  icon={<Merge aria-hidden className="size-4" />}
                  aria-label={`Merge ${shown(duplicate)} into this person`}
                  onClick={() => setMerging(duplicate)}
                >
                  {texts.mergeHere}
                </Button>
                <Button
                  variant="ghost"
                  loading={busy === duplicate._id}
                  icon={<Split aria-hidden className="size-4" />}
                  aria-label={`Keep ${shown(duplicate)} apart`}
                  onClick={() => keepApart(duplicate)}
                >
                  {texts.keepApart}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {merging && (
        <MergeQuestion
          into={person.name || person.email || "this person"}
          personId={person._id}
          otherId={merging._id}
          other={shown(merging)}
          onClose={() => setMerging(null)}
          onMerged={onChanged}
        />
      )}
    </PersonPanel>
  );
}
