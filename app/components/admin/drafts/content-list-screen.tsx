import { Fragment, type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import type { DraftPath } from "../../../lib/admin/endpoints.ts";
import type { Publication, RecordPublication } from "../../../lib/admin/types.ts";
import type { DraftFormProps } from "../../../lib/admin/use-draft-create.ts";
import type { ListScreen } from "../../../lib/admin/use-list-screen.ts";
import { ConfirmRowDelete } from "../confirm-delete.tsx";
import { DetailsModal } from "../details-modal.tsx";
import { DraftOnlyList, type useDraftOnlyRecords } from "./draft-only-list.tsx";
import { reopenOn, WithPublication } from "./publication-list.tsx";

/** The props the screen opens a kind's form with: on a draft saved on create, or adding, or editing `record`. */
export type OpenedForm<Saved> = DraftFormProps & {
  record?: Saved;
  onClose: () => void;
  /** After an edit conflict: edit the record as a colleague saved it. */
  onReload?: (record: Saved) => void;
};

type Props<Saved extends { _id: string; version: number }> = {
  path: DraftPath;
  list: ListScreen<Saved & RecordPublication>;
  drafts: ReturnType<typeof useDraftOnlyRecords>;
  /** Whether the admin may edit the kind: History's Restore. */
  canUpdate: boolean;
  /** The screen's title card. */
  header: ReactNode;
  /** The records saved as a draft on create that the list's filters let through (all of them by default). */
  shownDrafts?: Publication[];
  /** What such a draft is called in the list. */
  draftName: (draft: Publication) => string;
  /** The list itself (`ListTable`). */
  table: ReactNode;
  details: { title: string; labels?: Record<string, string> };
  /** Where a record saved as a draft on create opens (absent: its form, over the list). */
  openDraft?: (draft: Publication) => void;
  /** The add and edit form, in a modal over the list; absent where records are edited on a screen of their own. */
  form?: (props: OpenedForm<Saved>) => ReactNode;
  /** What the delete confirmation names a row ("category Web"). */
  deleteWhat: (row: Saved) => string;
  /** What else deleting a row touches, said in its confirmation (a page in the menu). */
  deleteWarnings?: (row: Saved) => Promise<readonly string[]>;
  /** One record by id, with its badge: `?edit=<id>` (a picture's "where used") opens its form. */
  readOne?: (id: string) => Promise<Saved & RecordPublication>;
};

/**
 * `?edit=<id>` opens that record's edit form, wherever it is in the list (issue 67: a picture's
 * "where used" links open the record itself); the address loses the word once it is open.
 */
function useEditFromAddress<T>(readOne: ((id: string) => Promise<T>) | undefined, open: (row: T) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("edit");
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per address, not per render
  useEffect(() => {
    if (!wanted || !readOne) return;
    readOne(wanted).then(
      (row) => {
        open(row);
        setParams(
          (now) => {
            const next = new URLSearchParams(now);
            next.delete("edit");
            return next;
          },
          { replace: true },
        );
      },
      () => {},
    );
  }, [wanted]);
}

/**
 * A content kind's list screen (category, service, job, project and product): its title card, the
 * records kept as drafts on create, the list, and what a row opens — its details with History, its
 * add or edit form on its draft, the delete that moves it to the trash.
 */
export function ContentListScreen<Saved extends { _id: string; version: number }>({
  path,
  list,
  drafts,
  canUpdate,
  header,
  shownDrafts = drafts.records,
  draftName,
  table,
  details,
  openDraft,
  form,
  deleteWhat,
  deleteWarnings,
  readOne,
}: Props<Saved>) {
  const { opened } = list;
  useEditFromAddress(form ? readOne : undefined, (row) => list.open({ kind: "edit", row }));
  const reload = list.rows.reload;
  return (
    <>
      {header}
      {drafts.shown && <DraftOnlyList drafts={shownDrafts} name={draftName} onOpen={openDraft ?? drafts.open} />}
      {table}
      {opened?.kind === "view" && (
        <DetailsModal
          title={details.title}
          record={opened.row}
          onClose={list.close}
          labels={details.labels}
          history={{ path, id: opened.row._id, canRestore: canUpdate, onRestored: reload }}
        />
      )}
      {form && drafts.opened && (
        <Fragment key={drafts.opened.recordId}>
          {form({ draftOnly: drafts.opened, onClose: drafts.close, onSaved: drafts.published(reload) })}
        </Fragment>
      )}
      {form && (opened?.kind === "add" || opened?.kind === "edit") && (
        <WithPublication path={path} record={opened.kind === "edit" ? opened.row : undefined}>
          {(publication) => (
            <Fragment key={opened.kind === "edit" ? opened.row.version : "add"}>
              {form({
                record: opened.kind === "edit" ? opened.row : undefined,
                publication,
                onClose: list.closeAndReload,
                onSaved: list.saved,
                onDraftCreated: drafts.created(list.close),
                onReload: (record) => reopenOn(list, record),
              })}
            </Fragment>
          )}
        </WithPublication>
      )}
      <ConfirmRowDelete list={list} toTrash what={deleteWhat} warningsOf={deleteWarnings} />
    </>
  );
}
