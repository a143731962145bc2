import { type ReactNode, useEffect } from "react";
import { useAddressQuery } from "../../lib/admin/address-query.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { InboxKind } from "../../lib/admin/use-inbox.ts";
import type { ListScreen } from "../../lib/admin/use-list-screen.ts";
import { ConfirmRowDelete } from "./confirm-delete.tsx";
import { DetailsModal } from "./details-modal.tsx";
import { ListTable, type ListTableProps } from "./list-table.tsx";
import { actionsColumn, RowActions } from "./row-actions.tsx";
import { ExportLinks } from "./ui/csv-link.tsx";
import { type AddButton, HeaderCard } from "./ui/header-card.tsx";

/** With the table's props: its caption names all of what the inbox holds ("Enquiries"); the actions column is added here. */
type InboxScreenProps<T extends { _id: string }> = Omit<ListTableProps<T>, "list"> & {
  list: ListScreen<T, InboxKind>;
  /** The header card's title: one of what the inbox holds ("Enquiry"). */
  title: string;
  description: string;
  /** The download links; absent for a role without the area's export right. */
  csv?: { href: string; what: string };
  /** The row as the admin knows it, for the buttons' labels. */
  rowName: (row: T) => string;
  /** Buttons of this inbox between View and Delete. */
  rowActions?: (row: T) => ReactNode;
  /**
   * The eye button's modal; without it rows have no View button. A lead's details add its pipeline
   * above the fields and its notes below them, leaving those fields out of the plain list.
   */
  details?: {
    title: string;
    labels: Record<string, string>;
    hidden?: readonly string[];
    before?: (row: T) => ReactNode;
    after?: (row: T) => ReactNode;
  };
  /** What the delete confirmation names. */
  deleteWhat: (row: T) => string;
  /** The header card's add button, for an inbox staff may add to (a lead from a phone call). */
  add?: AddButton;
};

/**
 * An inbox of what visitors sent: heading with CSV export, searchable paged table, the details
 * modal and the delete confirmation. An admin without the right to delete sees no Delete button,
 * and a row with nothing to do has no actions column.
 */
export function InboxScreen<T extends { _id: string }>({
  list,
  title,
  description,
  csv,
  columns,
  rowName,
  rowActions,
  details,
  deleteWhat,
  add,
  ...table
}: InboxScreenProps<T>) {
  const rights = useRights();
  const { opened, open } = list;
  useOpenLinkedRow(list, details !== undefined);
  const hasActions = details !== undefined || rowActions !== undefined || rights.canDelete;
  const allColumns = hasActions
    ? [
        ...columns,
        actionsColumn((row: T) => (
          <RowActions
            name={rowName(row)}
            onView={details ? () => open({ kind: "view", row }) : undefined}
            onDelete={rights.canDelete ? () => open({ kind: "delete", row }) : undefined}
          >
            {rowActions?.(row)}
          </RowActions>
        )),
      ]
    : columns;

  return (
    <>
      <HeaderCard
        title={title}
        description={description}
        actions={csv && <ExportLinks href={csv.href} what={csv.what} />}
        add={add}
      />
      <ListTable list={list} columns={allColumns} {...table} />
      {details && opened?.kind === "view" && (
        <DetailsModal
          {...details}
          record={opened.row}
          onClose={list.close}
          before={details.before?.(opened.row)}
          after={details.after?.(opened.row)}
        />
      )}
      <ConfirmRowDelete list={list} what={deleteWhat} />
    </>
  );
}

/**
 * `?id=` (the link in a new-lead e-mail) opens that row's details once the list has loaded; the
 * parameter is then dropped, so closing and reloading do not open it again.
 */
function useOpenLinkedRow<T extends { _id: string }>(list: ListScreen<T, InboxKind>, hasDetails: boolean) {
  const [params, changeQuery] = useAddressQuery();
  const wanted = params.get("id");
  const rows = list.rows.data;
  const { open } = list;
  useEffect(() => {
    if (!wanted || !rows) return;
    const row = rows.find((candidate) => candidate._id === wanted);
    if (row && hasDetails) open({ kind: "view", row });
    changeQuery({ id: undefined }, { replace: true });
  }, [wanted, rows, hasDetails, open, changeQuery]);
}
