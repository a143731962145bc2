import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Pager } from "./pager.tsx";
import { Loader } from "./spinner.tsx";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

type TableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** A failed load: its message is shown where the rows would be. */
  error?: Error | null;
  emptyText?: string;
  /** The first row number on this page (for the # column). */
  start?: number;
};

/** A table that scrolls sideways inside its own box on narrow screens, never the page. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  emptyText = "No records found",
  start,
}: TableProps<T>) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must be scrollable by keyboard
      tabIndex={0}
      className="relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-admin-500"
      data-testid="table-scroll"
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {start !== undefined && (
              <th scope="col" className="px-4 py-3">
                #
              </th>
            )}
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 ${column.className ?? ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50/70">
              {start !== undefined && <td className="px-4 py-3 text-slate-500 tabular-nums">{start + index + 1}</td>}
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-3 align-middle text-slate-700 ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
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
      {!loading && rows.length === 0 && !error && (
        <p className="px-4 py-12 text-center text-sm text-slate-500">{emptyText}</p>
      )}
    </section>
  );
}

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
      />
    </div>
  );
}

type PagedTableProps<T> = TableProps<T> & {
  search?: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  toolbar?: ReactNode;
  paging: { page: number; pageCount: number; total: number; previous: () => void; next: () => void };
};

/** The list screens' card: search (and filters) above, the table, the pager below. */
export function PagedTable<T>({ search, toolbar, paging, ...table }: PagedTableProps<T>) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      {(search || toolbar) && (
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          {search && <SearchBox {...search} />}
          {toolbar && <div className="flex flex-wrap items-center gap-2">{toolbar}</div>}
        </div>
      )}
      <DataTable {...table} />
      <Pager {...paging} />
    </div>
  );
}
