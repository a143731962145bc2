import { EyeOff, MoveRight, SearchX } from "lucide-react";
import { useState } from "react";
import { NOT_FOUND_OTHER, type NotFoundRow } from "../../../../domain/redirects.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Badge } from "../ui/badge.tsx";
import { type Column, PagedTable } from "../ui/data-table.tsx";
import { DayAndTime } from "../ui/day-and-time.tsx";
import { pagerOf } from "../ui/pager.tsx";
import { RowButton, RowButtons } from "../ui/row-button.tsx";

const PAGE_SIZE = 20;

/**
 * The 404 log's tab: the public addresses that answered 404, most hit first, scanners' addresses
 * hidden unless asked for. "Create redirect" opens the form on the address; once saved the address
 * leaves the list (the server leaves out every address a redirect answers).
 */
export function NotFoundLog({ onCreate, version }: { onCreate: (path: string) => void; version: number }) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [scanners, setScanners] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const log = useResource(
    () =>
      adminApi.notFoundLog.page({
        page,
        limit: PAGE_SIZE,
        q: q.trim() || undefined,
        probes: scanners ? undefined : false,
      }),
    [page, q, scanners, version],
  );

  async function ignore(row: NotFoundRow) {
    setWorking(row.path);
    try {
      const answer = await adminApi.notFoundLog.ignore([row.path]);
      notify.success(answer.message);
      log.reload();
    } catch (error) {
      notify.error(messageOf(error, "The address could not be ignored"));
    } finally {
      setWorking(null);
    }
  }

  const columns: Column<NotFoundRow>[] = [
    {
      header: "Address",
      role: "name",
      wrap: "anywhere",
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-mono text-sm text-slate-900">{row.path}</span>
          {row.probe && <Badge tone="amber">Scanner</Badge>}
        </span>
      ),
    },
    { header: "Hits", stacked: "inline", cell: (row) => <span className="tabular-nums">{row.hits} hits</span> },
    { header: "Last seen", stacked: "inline", cell: (row) => <DayAndTime iso={row.lastSeen} /> },
    { header: "First seen", priority: "low", cell: (row) => <DayAndTime iso={row.firstSeen} /> },
    { header: "Referrer", priority: "lowest", cell: (row) => row.referrerHost ?? "—" },
    {
      header: "Actions",
      role: "actions",
      cell: (row) => (
        <RowButtons>
          {row.path !== NOT_FOUND_OTHER && (
            <RowButton
              label={`Create redirect from ${row.path}`}
              onClick={() => onCreate(row.path)}
              icon={<MoveRight aria-hidden className="size-4" />}
            >
              Create redirect
            </RowButton>
          )}
          <RowButton
            look="quiet"
            label={`Ignore ${row.path}`}
            onClick={() => ignore(row)}
            loading={working === row.path}
            icon={<EyeOff aria-hidden className="size-4" />}
          >
            Ignore
          </RowButton>
        </RowButtons>
      ),
    },
  ];

  return (
    <PagedTable
      caption="404 log"
      search={{
        value: q,
        onChange: (value) => {
          setQ(value);
          setPage(1);
        },
        placeholder: "Search addresses...",
        label: "Search the 404 log",
      }}
      toolbar={
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={scanners}
            onChange={(event) => {
              setScanners(event.target.checked);
              setPage(1);
            }}
          />
          Show scanners (/wp-admin, .php, .env …)
        </label>
      }
      columns={columns}
      rows={log.data?.data ?? []}
      rowKey={(row) => row.path}
      loading={log.loading && !log.data}
      error={log.error}
      empty={{
        title: "No missing addresses",
        description: "Addresses visitors asked for that do not exist show here, most asked first.",
        icon: SearchX,
      }}
      paging={pagerOf(log.data?.pagination, page, setPage)}
    />
  );
}
