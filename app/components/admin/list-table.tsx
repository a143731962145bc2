import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ListScreen } from "../../lib/admin/use-list-screen.ts";
import { type Column, PagedTable } from "./ui/data-table.tsx";

/** A list's words, declared once beside the list: its table's name, its empty state and its search box. */
export type ListTexts = {
  caption: string;
  /** The empty state's title, its line of explanation and its icon. */
  emptyText: string;
  emptyHint?: ReactNode;
  emptyIcon?: LucideIcon;
  search: { placeholder: string; label: string };
};

export type ListTableProps<T extends { _id: string }> = {
  list: Pick<ListScreen<T, string>, "rows" | "table">;
  columns: Column<T>[];
  texts: ListTexts;
  toolbar?: ReactNode;
  /** Rows numbered in a # column, for lists whose rows have no name of their own. */
  numbered?: boolean;
};

/** A list screen's table over its loaded rows, with the search box and the pager. */
export function ListTable<T extends { _id: string }>({
  list: { rows, table },
  columns,
  texts: { caption, emptyText, emptyHint, emptyIcon, search },
  toolbar,
  numbered = false,
}: ListTableProps<T>) {
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      rows={table.pageRows}
      rowKey={(row) => row._id}
      loading={rows.loading}
      error={rows.error}
      empty={{ title: emptyText, description: emptyHint, icon: emptyIcon }}
      start={numbered ? table.start : undefined}
      search={{ ...search, value: table.query, onChange: table.setQuery }}
      toolbar={toolbar}
      paging={table}
    />
  );
}
