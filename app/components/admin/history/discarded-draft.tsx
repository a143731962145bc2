import type { DiscardedDraft } from "../../../../domain/drafts.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { Button } from "../ui/button.tsx";

type Props = {
  discarded: DiscardedDraft;
  /** Absent where the admin may not change drafts of this kind. */
  onBringBack?: () => void;
  busy?: boolean;
};

/**
 * The last draft discarded from a record (ADR 0151): who discarded it and when, and the way to bring
 * it back as the draft. Shown in the draft bar and at the top of History.
 */
export function DiscardedDraftNote({ discarded, onBringBack, busy }: Props) {
  const by = discarded.discardedBy ? ` by ${discarded.discardedBy}` : "";
  return (
    <section
      aria-label="Discarded draft"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="min-w-0">
        A draft was discarded{by} on {formatDateTime(discarded.discardedAt)}. It is kept until the next discard.
      </p>
      {onBringBack && (
        <Button variant="secondary" onClick={onBringBack} loading={busy}>
          Bring back as draft
        </Button>
      )}
    </section>
  );
}
