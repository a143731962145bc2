import { ScrollText } from "lucide-react";
import { useSearchParams } from "react-router";
import { LOG_PAGE_SIZE } from "../../../domain/request-logs.ts";
import { LogFilters } from "../../components/admin/logs/log-filters.tsx";
import { superAdminRoute } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { type Column, DataTable, pageRowsOf } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { Pager, pagerOf } from "../../components/admin/ui/pager.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../lib/admin/format.ts";
import {
  activeFilterCount,
  filtersFromParams,
  type LogFilterValues,
  logQueryOf,
  pageFromParams,
  paramsOf,
} from "../../lib/admin/log-query.ts";
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
  {
    header: "Time",
    stacked: "inline",
    cell: (row) => <span className="text-xs md:text-sm md:whitespace-nowrap">{formatDateTime(row.timestamp)}</span>,
  },
  {
    header: "Method",
    stacked: "inline",
    cell: (row) => <span className="font-mono text-xs font-semibold">{row.method}</span>,
  },
  {
    header: "Route",
    role: "name",
    cell: (row) => (
      <span className="block max-w-xs">
        <span className="block truncate font-mono text-xs text-slate-900" title={row.route}>
          {row.route}
        </span>
        {row.level === "debug" && <span className="text-xs text-slate-500">Back-office read</span>}
      </span>
    ),
  },
  {
    header: "Status",
    stacked: "inline",
    cell: (row) => <Badge tone={statusTone(row.statusCode)}>{row.statusCode}</Badge>,
  },
  { header: "Username", cell: (row) => row.username ?? "—" },
  { header: "IP", priority: "low", cell: (row) => <span className="font-mono text-xs">{row.ip ?? "—"}</span> },
  {
    header: "Duration",
    stacked: "inline",
    cell: (row) => `${row.durationMs} ms`,
    className: "tabular-nums whitespace-nowrap max-md:text-xs max-md:text-slate-500",
  },
  {
    header: "User agent",
    priority: "low",
    cell: (row) => (
      <span className="block truncate text-xs text-slate-500 md:max-w-48" title={row.user ?? undefined}>
        {row.user ?? "—"}
      </span>
    ),
  },
];

const count = (value: number) => value.toLocaleString("en-US");

function LogsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);
  const query = logQueryOf(filters, page, LOG_PAGE_SIZE);
  const logs = useResource(() => adminApi.logs.page(query), [JSON.stringify(query)]);
  const usernames = useResource(() => adminApi.users.list().then((answer) => answer.data.map((user) => user.username)));
  const pagination = logs.data?.pagination;
  const filtered = activeFilterCount(filters) > 0;

  const show = (values: LogFilterValues, to: number) => setParams(paramsOf(values, to), { preventScrollReset: true });
  const description = pagination
    ? `${count(pagination.total)} ${filtered ? "requests match the filters" : "requests recorded"}, newest first${
        filters.showReads ? "" : " (back-office reads hidden)"
      }`
    : "Every API request, newest first";

  return (
    <>
      <HeaderCard title="Log entry" description={description} />
      <LogFilters applied={filters} onApply={(values) => show(values, 1)} usernames={usernames.data ?? []} />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {logs.error && logs.data && (
          <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
            {logs.error.message}
          </p>
        )}
        <DataTable
          caption="Request log"
          columns={columns}
          {...pageRowsOf(logs)}
          empty={
            filtered
              ? { title: "No requests match these filters", description: "Clear a filter or widen the dates." }
              : { title: "No requests recorded", icon: ScrollText }
          }
          start={(page - 1) * LOG_PAGE_SIZE}
        />
        <Pager {...pagerOf(pagination, page, (to) => show(filters, to))} jump={(to) => show(filters, to)} />
      </div>
    </>
  );
}

export default superAdminRoute(LogsScreen);
