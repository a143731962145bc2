import { useEffect, useState } from "react";
import type { ListScreen } from "../../lib/admin/use-list-screen.ts";
import { ConfirmModal } from "./ui/confirm-modal.tsx";

type ConfirmDeleteProps = {
  /** What is being deleted, as the admin knows it ("project Acme CRM"). */
  what: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Content goes to the Trash (ADR 0117), where it can be restored; leads and accounts go for good. */
  toTrash?: boolean;
  /** What else the delete touches (issue 67: a page in the menu, redirects to it), read as it opens. */
  warnings?: () => Promise<readonly string[]>;
};

/** Asks before anything is deleted, saying what else it touches; the button spins while the server works. */
export function ConfirmDelete({ what, onConfirm, onClose, toTrash = false, warnings }: ConfirmDeleteProps) {
  const [said, setSaid] = useState<readonly string[]>([]);
  // Read once as the question opens; when it cannot be read, the question stands as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per question
  useEffect(() => {
    let live = true;
    warnings?.().then(
      (found) => live && setSaid(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <ConfirmModal title="Confirm delete" action="Delete" danger onConfirm={onConfirm} onClose={onClose}>
      <p className="text-sm text-slate-700">
        Delete <strong className="font-semibold text-slate-900">{what}</strong>?{" "}
        {toTrash ? "It goes to the Trash, where a super admin can restore it." : "This cannot be undone."}
      </p>
      {said.length > 0 && (
        <ul
          aria-label="Before you delete"
          className="mt-3 flex list-disc flex-col gap-1 rounded-lg bg-amber-50 py-2 pr-3 pl-7 text-sm text-amber-900"
        >
          {said.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </ConfirmModal>
  );
}

type ConfirmRowDeleteProps<T extends { _id: string }> = {
  list: Pick<ListScreen<T, string>, "opened" | "close" | "remove">;
  what: (row: T) => string;
  toTrash?: boolean;
  /** What else deleting a row touches (`ConfirmDelete`'s warnings). */
  warningsOf?: (row: T) => Promise<readonly string[]>;
};

/** A list screen's delete confirmation, shown while one of its rows is opened for deleting. */
export function ConfirmRowDelete<T extends { _id: string }>({
  list,
  what,
  toTrash,
  warningsOf,
}: ConfirmRowDeleteProps<T>) {
  const { opened } = list;
  if (opened?.kind !== "delete") return null;
  const row = opened.row;
  return (
    <ConfirmDelete
      key={row._id}
      warnings={warningsOf && (() => warningsOf(row))}
      what={what(opened.row)}
      toTrash={toTrash}
      onClose={list.close}
      onConfirm={() => list.remove(opened.row)}
    />
  );
}
