import { History } from "lucide-react";
import type { ImportDto } from "../../../../domain/wordpress-import.ts";
import { formatInZone } from "../../../lib/admin/time-zone.ts";
import { type Column, DataTable } from "../ui/data-table.tsx";
import { ImportStatusBadge } from "./import-report.tsx";

type ImportHistoryProps = {
  imports: ImportDto[] | undefined;
  loading: boolean;
  error: Error | null;
  timeZone: string;
  shown: string | null;
  onShow: (id: string) => void;
};

/** The latest imports and dry runs, newest first: choosing one shows its report again. */
export function ImportHistory({ imports, loading, error, timeZone, shown, onShow }: ImportHistoryProps) {
  const columns: Column<ImportDto>[] = [
    {
      header: "Started",
      role: "name",
      cell: (row) => (
        <button
          type="button"
          onClick={() => onShow(row._id)}
          aria-current={row._id === shown ? "true" : undefined}
          className="flex flex-col items-start gap-1 rounded text-left focus-visible:outline-2 focus-visible:outline-admin-500"
        >
          <span className="font-medium text-admin-700 hover:underline">{formatInZone(row.createdAt, timeZone)}</span>
          <span className="text-xs text-slate-500">
            {row.dryRun ? "Dry run" : "Import"} of {row.fileName}
            {row.createdBy ? ` by ${row.createdBy}` : ""}
          </span>
        </button>
      ),
    },
    { header: "Status", stacked: "inline", cell: (row) => <ImportStatusBadge report={row} /> },
    {
      header: "Made",
      stacked: "inline",
      className: "tabular-nums",
      cell: (row) =>
        `${row.dryRun ? "Would make " : ""}${(row.counts.articles + row.counts.pages).toLocaleString("en-US")} posts and pages, ${row.counts.media.toLocaleString("en-US")} pictures`,
    },
    {
      header: "To look at",
      stacked: "inline",
      className: "tabular-nums",
      cell: (row) => row.problemsTotal.toLocaleString("en-US"),
    },
  ];
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <DataTable
        caption="Latest imports"
        columns={columns}
        rows={imports ?? []}
        rowKey={(row) => row._id}
        loading={loading && !imports}
        error={error}
        empty={{
          title: "No imports yet",
          description: "Check an export first: nothing is changed by a dry run.",
          icon: History,
        }}
      />
    </div>
  );
}
