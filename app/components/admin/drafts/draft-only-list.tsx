import { useState } from "react";
import { apiUrl } from "../../../lib/admin/api-client.ts";
import { adminApi, type DraftPath } from "../../../lib/admin/endpoints.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Button } from "../ui/button.tsx";
import { PublicationBadge } from "./publication-badge.tsx";

/**
 * A list screen's records saved as a draft on create (ADR 0122): the kind's drafts call, read only
 * while the box is shown (the Show filter is "All" or "Draft") and only with the kind's update
 * right; the one opened in the add form with its draft bar; and what the add form and the draft's
 * form do on closing, saving as a draft and publishing. The rows' badges come with the rows.
 */
export function useDraftOnlyRecords(path: DraftPath, canEdit: boolean, filter: string | undefined) {
  const [opened, setOpened] = useState<Publication | null>(null);
  const shown = canEdit && ((filter ?? "") === "" || filter === "draft");
  const publications = useResource(
    () => (shown ? adminApi.drafts[path].list().then((answer) => answer.data) : Promise.resolve([])),
    [path, shown],
    shown ? apiUrl(`/${path}/drafts`) : undefined,
  );
  return {
    /** The records saved as a draft on create (none while the box is hidden). */
    records: (publications.data ?? []).filter((publication) => publication.draftOnly),
    opened,
    open: setOpened,
    shown,
    /** The draft's form closed: the drafts afresh. */
    close: () => {
      setOpened(null);
      publications.reload();
    },
    /** Published: the record exists now, in the list's pages. */
    published: (reload: () => void) => () => {
      setOpened(null);
      reload();
      publications.reload();
    },
    /** The add form's "Save as draft" kept it: the form reopens on the draft. */
    created: (closeAdd: () => void) => (draft: Publication) => {
      closeAdd();
      publications.reload();
      setOpened(draft);
    },
  };
}

type Props = {
  /** The list's records saved as a draft on create (ADR 0122). */
  drafts: Publication[];
  /** What a draft is called in the list: its name field, or a placeholder while it has none. */
  name: (draft: Publication) => string;
  onOpen: (draft: Publication) => void;
};

/**
 * Records saved as a draft on create have no row in the list's pages (nothing but the back office
 * reads them): they are shown above the first page, each with its Draft badge and an Edit button.
 */
export function DraftOnlyList({ drafts, name, onOpen }: Props) {
  if (drafts.length === 0) return null;
  return (
    <section aria-label="Drafts not yet published" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-700">Drafts not yet published</h2>
      <ul className="divide-y divide-slate-100">
        {drafts.map((draft) => (
          <li key={draft.recordId} className="flex flex-wrap items-center gap-3 py-2">
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{name(draft)}</span>
            <PublicationBadge publication={draft} />
            <Button variant="secondary" onClick={() => onOpen(draft)} aria-label={`Edit draft ${name(draft)}`}>
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
