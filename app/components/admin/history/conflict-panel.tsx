import { AlertTriangle } from "lucide-react";
import { withLocalTimes } from "../../../lib/admin/format.ts";
import { Button } from "../ui/button.tsx";
import { RecordDiff } from "./lazy-record-diff.tsx";

export type ConflictPanelProps = {
  /** The server's message: "Changed by X at T while you were editing" (T said here in local time). */
  message: string;
  theirs: Record<string, unknown>;
  yours: Record<string, unknown>;
  /** The fields the form edits, in its order. */
  fields: readonly string[];
  labels?: Record<string, string>;
  /** Drop my draft and edit the colleague's version. */
  onReload: () => void;
  /** Publish my changes over the colleague's version, knowingly. */
  onReapply: () => void;
  busy: boolean;
};

/**
 * Shown in an editor when its Publish was refused because a colleague saved the record meanwhile:
 * their version and the editor's side by side, and the two ways on (ADR 0118, 0130). The editor's
 * changes stay in its draft and visitors see the colleague's version until the admin chooses.
 */
export function ConflictPanel({
  message,
  theirs,
  yours,
  fields,
  labels,
  onReload,
  onReapply,
  busy,
}: ConflictPanelProps) {
  return (
    <section
      role="alert"
      aria-labelledby="edit-conflict-title"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50/60 p-4"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div className="flex flex-col gap-1">
          <h3 id="edit-conflict-title" className="text-sm font-semibold text-amber-950">
            {withLocalTimes(message)}
          </h3>
          <p className="text-sm text-amber-900">
            Your changes are kept in your draft; visitors see their version. Compare both, then reload theirs to edit it
            (your draft is dropped), or publish yours over it.
          </p>
        </div>
      </div>
      <RecordDiff
        left={{ heading: "Their version (saved)", record: theirs }}
        right={{ heading: "Your changes", record: yours }}
        fields={fields}
        labels={labels}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onReload} disabled={busy}>
          Reload their version
        </Button>
        <Button onClick={onReapply} loading={busy}>
          Publish my changes
        </Button>
      </div>
    </section>
  );
}
