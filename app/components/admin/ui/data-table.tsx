import type { LucideIcon } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { EmptyState, NoMatches } from "./empty-state.tsx";
import { Pager, type PagerProps } from "./pager.tsx";
import { SearchBox, type SearchBoxProps } from "./search-box.tsx";
import { Loader } from "./spinner.tsx";
import { useTableScroll } from "./use-table-scroll.ts";

/**
 * What a column is to the row. `name`: what the row is called; it stays in view while the table
 * scrolls sideways and titles the row's card on a phone. `actions`: the row's buttons, kept in view
 * at the right and beside the name on a phone. `media`: a picture shown before the name on a phone.
 * Any other column is a labelled line of the card on a phone.
 */
export type ColumnRole = "name" | "media" | "actions";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  role?: ColumnRole;
  /**
   * A column that speaks for itself (a method, a status badge, a time) sits on the card's second
   * line beside the others like it, without a label; by default a column is a labelled line.
   */
  stacked?: "inline";
  /**
   * How the table lets the column's text wrap (a phone's card always does): not at all by default,
   * at spaces (`words`: names, titles), or anywhere (`anywhere`: email addresses).
   */
  wrap?: "words" | "anywhere";
  /**
   * Left out of a narrow table (the row's card and its details still show it): `low` below 56rem,
   * `lowest` below 72rem, measured on the table's own box.
   */
  priority?: "low" | "lowest";
};

const priorityClasses = { low: "md:@max-4xl:hidden", lowest: "md:@max-6xl:hidden" } as const;

const wrapClasses = {
  none: "md:whitespace-nowrap",
  words: "md:min-w-40",
  anywhere: "md:min-w-44 md:[overflow-wrap:anywhere]",
} as const;

/** A table's rows, key, loading and error from a loaded page of records (an answer's `data`). */
export function pageRowsOf<T extends { _id: string }>(page: {
  data?: { data: T[] };
  loading: boolean;
  error: Error | null;
}) {
  return { rows: page.data?.data ?? [], rowKey: (row: T) => row._id, loading: page.loading, error: page.error };
}

/** A table's rows, key, loading and error from a loaded list of records; it shows loading only while it has no rows. */
export function listRowsOf<T extends { _id: string }>(list: { data?: T[]; loading: boolean; error: Error | null }) {
  const rows = list.data ?? [];
  return { rows, rowKey: (row: T) => row._id, loading: list.loading && rows.length === 0, error: list.error };
}

/**
 * A table's rows, loading and error from a loaded answer whose records are keyed by something
 * other than an id (an address, a file); it shows loading only until the first answer.
 */
export function keyedRowsOf<T>(
  answer: { data?: { data: T[] }; loading: boolean; error: Error | null },
  rowKey: (row: T) => string,
) {
  return { rows: answer.data?.data ?? [], rowKey, loading: answer.loading && !answer.data, error: answer.error };
}

export type EmptyText = { title: string; description?: ReactNode; icon?: LucideIcon };

type TableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** A failed load: its message is shown where the rows would be. */
  error?: Error | null;
  empty?: EmptyText;
  /** The empty state's title alone (shorthand for `empty={{ title }}`). */
  emptyText?: string;
  /** Shown instead of `empty` (a search that matched nothing). */
  emptyOverride?: ReactNode;
  /** The first row number on this page (for the # column). */
  start?: number;
};

// Below md (768 px) each row is a card: name, media and actions on its first line, then one
// labelled line per other column. From md up it is a table whose name and actions columns stay in
// view while it scrolls sideways. The elements stay table, rows and cells, so screen readers and
// the header association keep working; only their display changes.
// The sticky columns cast a shadow over what scrolls beneath them, so it is plain there is more.
const leftSticky =
  "md:sticky md:left-0 md:z-[1] transition-shadow md:group-data-[scrolled]/scroller:shadow-[10px_0_12px_-8px_rgb(15_23_42/0.3)]";
const rightSticky =
  "md:sticky md:right-0 md:z-[1] transition-shadow md:group-data-[more]/scroller:shadow-[-10px_0_12px_-8px_rgb(15_23_42/0.3)]";
const roleClasses: Record<ColumnRole | "field" | "inline", string> = {
  media: "max-md:order-1 max-md:shrink-0",
  name: `max-md:order-2 max-md:min-w-0 max-md:flex-1 md:bg-inherit ${leftSticky}`,
  actions: `max-md:order-3 max-md:-mr-2 max-md:shrink-0 md:bg-inherit ${rightSticky}`,
  inline: "max-md:order-4 max-md:min-w-0",
  // The card's label is generated content from data-label: shown on a phone, absent from the cell's
  // text (what a test or a copy reads) and from the table, whose header cells name the columns.
  field:
    "max-md:order-5 max-md:flex max-md:min-w-0 max-md:basis-full max-md:items-baseline max-md:gap-3 max-md:text-left max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-medium max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)]",
};
const headerRoleClasses: Record<ColumnRole | "field", string> = {
  media: "",
  name: `md:bg-slate-50 ${leftSticky}`,
  actions: `text-right md:bg-slate-50 ${rightSticky}`,
  field: "",
};

/** One responsive table for every list screen: a table with sticky name and actions, or cards on a phone. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  emptyText,
  empty = { title: emptyText ?? "No records found" },
  emptyOverride,
  start,
}: TableProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const side = useTableScroll(scroller);
  return (
    <section
      ref={scroller}
      aria-label={caption}
      // A table wider than the screen must be scrollable by keyboard; one that fits is no tab stop.
      tabIndex={side.overflows ? 0 : undefined}
      className="group/scroller @container relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-admin-500"
      data-testid="table-scroll"
      data-scrolled={side.scrolled || undefined}
      data-more={side.more || undefined}
    >
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {start !== undefined && (
              <th scope="col" className="px-4 py-3">
                #
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                data-column={column.role}
                className={`px-4 py-3 whitespace-nowrap ${headerRoleClasses[column.role ?? "field"]} ${column.priority ? priorityClasses[column.priority] : ""} ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-md:block max-md:border-t max-md:border-slate-200">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
              // On a phone the ::after box ends the card's first line: name and actions have it to themselves.
              className="bg-white hover:bg-slate-50 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1.5 max-md:px-4 max-md:py-3 max-md:after:order-3 max-md:after:h-0 max-md:after:basis-full max-md:after:content-['']"
              data-testid="table-row"
            >
              {start !== undefined && (
                <td className="px-4 py-3 text-slate-500 tabular-nums max-md:hidden">{start + index + 1}</td>
              )}
              {columns.map((column) => (
                <Cell key={column.header} column={column} row={row} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {loading && rows.length === 0 && <Loader />}
      {!loading && rows.length === 0 && error && (
        <p role="alert" className="px-4 py-12 text-center text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      {!loading && rows.length === 0 && !error && (emptyOverride ?? <EmptyState {...empty} />)}
    </section>
  );
}

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  const role = column.role ?? (column.stacked === "inline" ? "inline" : "field");
  const wrap = wrapClasses[column.wrap ?? (role === "name" ? "words" : "none")];
  const priority = column.priority ? priorityClasses[column.priority] : "";
  const className = `align-middle text-slate-700 max-md:[overflow-wrap:anywhere] md:px-4 md:py-3 ${roleClasses[role]} ${wrap} ${priority} ${column.className ?? ""}`;
  if (role !== "field") {
    return (
      <td className={className} data-column={role}>
        {column.cell(row)}
      </td>
    );
  }
  return (
    <td className={className} data-label={column.header}>
      <span className="min-w-0 max-md:flex-1">{column.cell(row)}</span>
    </td>
  );
}

type PagedTableProps<T> = TableProps<T> & {
  search?: SearchBoxProps;
  toolbar?: ReactNode;
  /** A screen's own filter bar, the card's full width above the table (the audit log's). */
  filters?: ReactNode;
  paging: PagerProps;
};

/** The list screens' card: search (and filters) above, the table, the pager below. */
export function PagedTable<T>({ search, toolbar, filters, paging, ...table }: PagedTableProps<T>) {
  const query = search?.value.trim() ?? "";
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {filters && <div className="p-4">{filters}</div>}
      {(search || toolbar) && (
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          {search && <SearchBox {...search} />}
          {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
        </div>
      )}
      <DataTable
        {...table}
        emptyOverride={
          search && query
            ? (table.emptyOverride ?? (
                <NoMatches
                  title={table.empty?.title ?? table.emptyText ?? "No records found"}
                  query={query}
                  onClear={() => search.onChange("")}
                />
              ))
            : table.emptyOverride
        }
      />
      <Pager {...paging} />
    </div>
  );
}
