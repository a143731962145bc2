import { useState } from "react";
import type { Revision, RevisionSummary } from "../../../../domain/revisions.ts";
import { act } from "../../../lib/admin/act.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi, type HistoryPath } from "../../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Button } from "../ui/button.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { DiscardedDraftNote } from "./discarded-draft.tsx";
import { RecordDiff } from "./lazy-record-diff.tsx";

export type HistoryOptions = {
  path: HistoryPath;
  id: string;
  /** Whether this admin may restore (the kind's update right). */
  canRestore: boolean;
  /** After a restore, with the record as it now is. */
  onRestored?: (record: Record<string, unknown>) => void;
};

type HistoryPanelProps = HistoryOptions & {
  current: Record<string, unknown>;
  labels?: Record<string, string>;
};

const who = (revision: RevisionSummary) => revision.actor?.username ?? "Before history was kept";

/**
 * The History tab of a details modal: every saved version, newest first, with who saved it, when and
 * what; one chosen is shown side by side with the record as it is now, and can be restored (itself
 * a new version).
 */
export function HistoryPanel({ path, id, canRestore, onRestored, current: initial, labels }: HistoryPanelProps) {
  // The record as the screen last read it, so a list that reloads after a save brings its version in;
  // after a restore, as the server answered.
  const [restored, setRestored] = useState<Record<string, unknown> | null>(null);
  const current = restored ?? initial;
  const revisions = useResource(() => adminApi.history.list(path, id).then((answer) => answer.data), [path, id]);
  const [chosen, setChosen] = useState<Revision | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The last discarded draft is kept in History too (ADR 0151): it can be brought back from here.
  const publication = useResource(() => adminApi.drafts[path].read(id).then((answer) => answer.data), [path, id]);
  const [bringing, setBringing] = useState(false);

  async function bringBack() {
    setBringing(true);
    await act(() => adminApi.drafts[path].restore(id), {
      failed: uiMessages.history.bringBackFailed,
      onDone: () => publication.reload(),
    });
    setBringing(false);
  }

  async function choose(summary: RevisionSummary) {
    try {
      setChosen((await adminApi.history.read(path, id, summary._id)).data);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.history.revisionFailed));
    }
  }

  async function restore(revision: Revision) {
    setBusy(true);
    await act(() => adminApi.history.restore(path, id, revision._id), {
      failed: uiMessages.history.restoreFailed,
      onDone: (answer) => {
        setRestored(answer.data);
        setChosen(null);
        setConfirming(false);
        revisions.reload();
        onRestored?.(answer.data);
      },
    });
    setBusy(false);
  }

  if (revisions.loading && !revisions.data) return <Spinner />;
  if (revisions.error) return <p className="text-sm text-red-700">{uiMessages.history.loadFailed}</p>;
  const list = revisions.data ?? [];
  // A site part carries no version of its own in what the screen reads: its newest revision is it.
  const currentVersion = typeof current.version === "number" ? current.version : list[0]?.version;
  const discarded = publication.data && !publication.data.hasDraft ? publication.data.discarded : null;
  const discardedNote = discarded && (
    <DiscardedDraftNote discarded={discarded} onBringBack={canRestore ? bringBack : undefined} busy={bringing} />
  );
  if (list.length === 0)
    return (
      <div className="flex flex-col gap-4">
        {discardedNote}
        <p className="text-sm text-slate-600">{uiMessages.history.empty}</p>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      {discardedNote}
      <ol className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Versions">
        {list.map((revision) => {
          const selected = chosen?._id === revision._id;
          const isCurrent = revision.version === currentVersion;
          return (
            <li key={revision._id}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => choose(revision)}
                className={`flex w-full flex-col gap-0.5 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500 sm:flex-row sm:items-baseline sm:gap-3 ${selected ? "bg-admin-50" : ""}`}
              >
                <span className="font-semibold text-slate-900">
                  Version {revision.version}
                  {isCurrent && <span className="ml-2 text-xs font-medium text-emerald-700">(current)</span>}
                </span>
                <span className="text-slate-600">
                  {who(revision)} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
                </span>
                <span className="min-w-0 break-words text-slate-800 sm:ml-auto sm:text-right">{revision.summary}</span>
              </button>
            </li>
          );
        })}
      </ol>

      {chosen && (
        <section aria-label={`Version ${chosen.version} compared with the current one`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">Version {chosen.version} and the current version</h3>
            {canRestore && chosen.version !== currentVersion && (
              <Button onClick={() => setConfirming(true)}>Restore version {chosen.version}</Button>
            )}
          </div>
          <RecordDiff
            left={{ heading: `Version ${chosen.version}`, record: chosen.record }}
            right={{ heading: "Current", record: current }}
            // What the revision stored: a site part's screen also shows values kept elsewhere (its pictures).
            fields={Object.keys(chosen.record)}
            labels={labels}
          />
        </section>
      )}

      {confirming && chosen && (
        <Modal
          title="Restore this version?"
          size="sm"
          onClose={() => setConfirming(false)}
          busy={busy}
          footer={
            <>
              <CancelButton onClick={() => setConfirming(false)} busy={busy} />
              <Button onClick={() => restore(chosen)} loading={busy}>
                Restore
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            Every field goes back to version {chosen.version} ({who(chosen)}, {formatDateTime(chosen.at)}). This is
            saved as a new version, so the current one stays in the history.
          </p>
        </Modal>
      )}
    </div>
  );
}
