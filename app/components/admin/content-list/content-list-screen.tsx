import { Fragment } from "react";
import { useNavigate } from "react-router";
import { contentKindList, kindOfRecord, recordFactsOf } from "../../../../domain/content-kinds.ts";
import { areaActionsFor } from "../../../../domain/roles.ts";
import { useAddressFilters } from "../../../lib/admin/address-filters.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { useRights } from "../../../lib/admin/session.ts";
import { toastFailure } from "../../../lib/admin/toast-failure.ts";
import { useEditFromAddress } from "../../../lib/admin/use-edit-from-address.ts";
import { useListScreen } from "../../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../../lib/admin/use-server-pages.ts";
import { ConfirmRowDelete } from "../confirm-delete.tsx";
import { DetailsModal } from "../details-modal.tsx";
import { DraftOnlyList, useDraftOnlyRecords } from "../drafts/draft-only-list.tsx";
import { reopenOn, WithPublication } from "../drafts/publication-list.tsx";
import { ListTable } from "../list-table.tsx";
import { actionsColumn, RowActions } from "../row-actions.tsx";
import { HeaderCard } from "../ui/header-card.tsx";
import type { ContentList, ListRow, ListScreenState, Saveable } from "./content-list.ts";
import { ListToolbar } from "./list-toolbar.tsx";

/**
 * Every content kind's list screen (issue 70), from its declaration (`ContentList`): its title
 * card, the records kept as drafts on create, the list, and what a row opens — its details with
 * History, its add or edit form on its draft (or its own editor), the delete that moves it to the
 * trash.
 */
export function ContentListScreen<Saved extends Saveable, Key extends string = never>({
  kind,
}: {
  kind: ContentList<Saved, Key>;
}) {
  const rights = useRights();
  const navigate = useNavigate();
  const facts = recordFactsOf(kind.record);
  const path = contentKindList[kindOfRecord(kind.record)].path;
  const noun = facts.label.toLowerCase();
  // An area with the update right alone (the site's) adds with it.
  const may = {
    add: rights.can(kind.area, areaActionsFor(kind.area).includes("create") ? "create" : "update"),
    update: rights.can(kind.area, "update"),
    statusChange: rights.can(kind.area, "statusChange"),
  };
  const filters = useAddressFilters<Key | "publication">([
    ...(kind.filters ?? []).map((filter) => filter.key),
    "publication",
  ]);
  // Paged, searched, filtered and sorted by the server, all of it kept in the address (ADR 0120).
  const pages = useServerPages((page) => {
    const asked = kind.load({ ...filters.values, ...page });
    return kind.loadFailed ? toastFailure(asked, kind.loadFailed) : asked;
  }, filters.signature);
  const list = useListScreen(pages.rows, {
    table: pages.table,
    remove: (row) => kind.remove(row._id),
    removeFailed: (error) => messageOf(error, kind.removeFailed),
  });
  const drafts = useDraftOnlyRecords(path, may.update, filters.values.publication);
  const editorOf = (id: string) => `${facts.screen}/${id}`;
  const screen: ListScreenState<Saved> = { list, may, editorOf };
  const { form, showsDraft } = kind;
  const { opened } = list;
  // A row viewed just after a save is the one the list reads afresh when that read lands.
  const viewed =
    opened?.kind === "view" ? (list.rows.data?.find((row) => row._id === opened.row._id) ?? opened.row) : null;
  const reload = list.rows.reload;
  useEditFromAddress(form?.readOne, (row) => list.open({ kind: "edit", row }));
  const edit = (row: ListRow<Saved>) => (form ? list.open({ kind: "edit", row }) : void navigate(editorOf(row._id)));

  const columns = [
    ...kind.columns(screen),
    actionsColumn<ListRow<Saved>>((row) => (
      <RowActions
        name={kind.name(row)}
        onView={() => list.open({ kind: "view", row })}
        onEdit={may.update ? () => edit(row) : undefined}
        onDelete={rights.canDelete ? () => list.open({ kind: "delete", row }) : undefined}
      >
        {kind.rowActions?.(row, screen)}
      </RowActions>
    )),
  ];

  return (
    <>
      <HeaderCard
        title={kind.title ?? facts.label}
        description={kind.description}
        add={
          may.add
            ? {
                label: `Add ${facts.label}`,
                onAdd: () => (form ? list.open({ kind: "add" }) : void navigate(editorOf("new"))),
              }
            : undefined
        }
        actions={kind.actions}
      />
      {drafts.shown && (
        <DraftOnlyList
          drafts={showsDraft ? drafts.records.filter((draft) => showsDraft(draft, filters.values)) : drafts.records}
          name={(draft) => String(draft.draft?.fields[kind.draftName] ?? "") || `Untitled ${noun}`}
          onOpen={form ? drafts.open : (draft) => void navigate(editorOf(draft.recordId))}
        />
      )}
      <ListTable
        list={list}
        columns={columns}
        texts={kind}
        toolbar={
          <ListToolbar
            filters={kind.filters ?? []}
            values={filters.values}
            set={filters.set}
            canEdit={may.update}
            sorts={kind.sorts}
            sort={pages.sort}
            setSort={pages.setSort}
          />
        }
      />
      {viewed && (
        <DetailsModal
          title={`${facts.label} details`}
          record={viewed}
          onClose={list.close}
          labels={kind.detailLabels}
          history={{ path, id: viewed._id, canRestore: may.update, onRestored: reload }}
        />
      )}
      {form && drafts.opened && (
        <Fragment key={drafts.opened.recordId}>
          {form.render({ draftOnly: drafts.opened, onClose: drafts.close, onSaved: drafts.published(reload) }, screen)}
        </Fragment>
      )}
      {form && (opened?.kind === "add" || opened?.kind === "edit") && (
        <WithPublication path={path} record={opened.kind === "edit" ? opened.row : undefined}>
          {(publication) => (
            <Fragment key={opened.kind === "edit" ? opened.row.version : "add"}>
              {form.render(
                {
                  record: opened.kind === "edit" ? opened.row : undefined,
                  publication,
                  onClose: list.closeAndReload,
                  onSaved: list.saved,
                  onDraftCreated: drafts.created(list.close),
                  onReload: (record) => reopenOn(list, record),
                },
                screen,
              )}
            </Fragment>
          )}
        </WithPublication>
      )}
      <ConfirmRowDelete
        list={list}
        toTrash
        what={(row) => `${noun} ${kind.name(row)}`}
        warningsOf={kind.deleteWarnings}
      />
    </>
  );
}
