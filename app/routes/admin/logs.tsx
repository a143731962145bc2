import { useState } from "react";
import { LOG_PAGE_SIZE } from "../../../domain/request-logs.ts";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { type Column, DataTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { Pager } from "../../components/admin/ui/pager.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../lib/admin/format.ts";
import type { LogEntry } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/logs";

export const meta: Route.MetaFunction = () => [{ title: "Logs · Back office" }];

function statusTone(code: number) {
  if (code >= 500) return "red";
  if (code >= 400) return "amber";
  return "green";
}

const columns: Column<LogEntry>[] = [
  { header: "Time", cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.timestamp)}</span> },
  { header: "Method", cell: (row) => <span className="font-mono text-xs font-semibold">{row.method}</span> },
  { header: "Route", cell: (row) => <span className="block max-w-xs truncate font-mono text-xs">{row.route}</span> },
  { header: "Status", cell: (row) => <Badge tone={statusTone(row.statusCode)}>{row.statusCode}</Badge> },
  { header: "Username", cell: (row) => row.username ?? "—" },
  { header: "IP", cell: (row) => <span className="font-mono text-xs">{row.ip ?? "—"}</span> },
  { header: "Duration", cell: (row) => `${row.durationMs} ms`, className: "tabular-nums" },
  {
    header: "User agent",
    cell: (row) => <span className="block max-w-xs truncate text-xs text-slate-500">{row.user ?? "—"}</span>,
  },
];

function LogsTable() {
  const [page, setPage] = useState(1);
  const logs = useResource(() => adminApi.logs.page(page, LOG_PAGE_SIZE), [page]);
  const pagination = logs.data?.pagination;
  const pageCount = Math.max(1, pagination?.totalPages ?? 1);

  return (
    <>
      <HeaderCard
        title="Logs"
        description={
          pagination ? `${pagination.total} requests recorded, newest first` : "Every API request, newest first"
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <DataTable
          caption="Request log"
          columns={columns}
          rows={logs.data?.data ?? []}
          rowKey={(row) => row._id}
          loading={logs.loading}
          error={logs.error}
          emptyText="No requests recorded"
          start={(page - 1) * LOG_PAGE_SIZE}
        />
        <Pager
          page={page}
          pageCount={pageCount}
          total={pagination?.total ?? 0}
          previous={() => setPage((current) => Math.max(1, current - 1))}
          next={() => setPage((current) => Math.min(pageCount, current + 1))}
        />
      </div>
    </>
  );
}

export default function Logs() {
  return (
    <SuperAdminOnly>
      <LogsTable />
    </SuperAdminOnly>
  );
}
