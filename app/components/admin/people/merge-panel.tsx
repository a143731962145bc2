import { Merge, Undo2 } from "lucide-react";
import { useState } from "react";
import { peopleTexts as texts } from "../../../../domain/people.ts";
import { act } from "../../../lib/admin/act.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { formatDate } from "../../../lib/admin/format.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { Person, PersonRow } from "../../../lib/admin/types.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/fields.tsx";
import { MergeQuestion } from "./merge-question.tsx";
import { PersonPanel } from "./person-panel.tsx";

const shownName = (row: Pick<PersonRow, "name" | "email" | "phone">) => row.name || row.email || row.phone || "—";

/** Merging another person into this one, and undoing a merge of the last 30 days (ADR 0171). */
export function MergePanel({ person, onChanged }: { person: Person; onChanged: () => void }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<PersonRow[] | null>(null);
  const [merging, setMerging] = useState<PersonRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function search() {
    if (query.trim() === "") return;
    try {
      const answer = await adminApi.people.list({ page: 1, limit: 5, q: query.trim() });
      setFound(answer.data.filter((row) => row._id !== person._id));
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  async function undo(otherId: string) {
    setBusy(otherId);
    await act(() => adminApi.people.unmerge(person._id, otherId), {
      failed: uiMessages.generic.wrong,
      onDone: onChanged,
    });
    setBusy(null);
  }

  return (
    <PersonPanel
      id="merge-heading"
      title={texts.merge}
      before={
        person.merged.length > 0 && (
          <div className="mb-5">
            <h2 className="text-base font-semibold text-slate-900">{texts.mergedPeople}</h2>
            <ul className="mt-2 flex flex-col gap-2">
              {person.merged.map((other) => (
                <li key={other._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="[overflow-wrap:anywhere] text-slate-700">
                    {other.email ?? other._id} · until {formatDate(other.undoableUntil)}
                  </span>
                  <Button
                    variant="secondary"
                    loading={busy === other._id}
                    icon={<Undo2 aria-hidden className="size-4" />}
                    onClick={() => undo(other._id)}
                  >
                    {texts.undo}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    >
      <p className="mt-1 text-sm text-slate-600">{texts.mergeHint}</p>
      <form
        noValidate
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <div className="sm:flex-1">
          <TextField label={texts.mergeSearch} value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {found && (
        <ul className="mt-3 flex flex-col gap-2">
          {found.length === 0 && <li className="text-sm text-slate-600">No one else matches.</li>}
          {found.map((row) => (
            <li key={row._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="[overflow-wrap:anywhere] text-slate-700">
                {shownName(row)} {row.email && row.name ? `· ${row.email}` : ""}
              </span>
              <Button
                variant="secondary"
                icon={<Merge aria-hidden className="size-4" />}
                onClick={() => setMerging(row)}
              >
                {texts.mergeButton}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {merging && (
        <MergeQuestion
          into={shownName(person)}
          personId={person._id}
          otherId={merging._id}
          other={shownName(merging)}
          onClose={() => setMerging(null)}
          onMerged={() => {
            setFound(null);
            setQuery("");
            onChanged();
          }}
        />
      )}
    </PersonPanel>
  );
}
