import { EyeOff, MoveRight, SearchX } from "lucide-react";
import { useState } from "react";
import { NOT_FOUND_OTHER, type NotFoundRow } from "../../../../domain/redirects.ts";
import { act } from "../../../lib/admin/act.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { counted } from "../../../lib/admin/format.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { usePagedQuery } from "../content-list/use-paged-query.ts";
import { rowButtonsColumn } from "../row-buttons-column.tsx";
import { Badge } from "../ui/badge.tsx";
import { CheckLine } from "../ui/check-line.tsx";
import { type Column, type EmptyText, keyedRowsOf, PagedTable } from "../ui/data-table.tsx";
import { DayAndTime } from "../ui/day-and-time.tsx";

const PAGE_SIZE = 20;
/** Query strings or linking pages shown in a row; the rest are counted. */
const SHOWN_SEEN = 3;

const noneMissing: EmptyText = {
  title: "No missing addresses",
  description: "Addresses visitors asked for that do not exist show here, most asked first.",
  icon: SearchX,
};

/** A row's query strings or linking pages, most seen first, each with its hits. */
function SeenList({ label, items }: { label?: string; items: { text: string; hits: number; href?: string }[] }) {
  if (items.length === 0) return null;
  const shown = items.slice(0, SHOWN_SEEN);
  return (
    <span className="flex flex-col gap-0.5 text-xs text-slate-600">
      {label && <span className="font-medium text-slate-700">{label}</span>}
      {shown.map((item) => (
        <span key={item.text} className="font-mono [overflow-wrap:anywhere]">
          {item.href ? (
            <a href={item.href} target="_blank" rel="noreferrer noopener" className="text-admin-700 hover:underline">
              {item.text}
            </a>
          ) : (
            item.text
          )}{" "}
          <span className="font-sans text-slate-500">({counted(item.hits, "hit")})</span>
        </span>
      ))}
      {items.length > shown.length && <span>and {items.length - shown.length} more</span>}
    </span>
  );
}

/**
 * The 404 log's tab: the public addresses that answered 404, most hit first, scanners' addresses
 * hidden unless asked for. "Create redirect" opens the form on the address; once saved the address
 * leaves the list (the server leaves out every address a redirect answers).
 */
export function NotFoundLog({ onCreate, version }: { onCreate: (path: string) => void; version: number }) {
  const { page, q, search, refilter, paging } = usePagedQuery();
  const [scanners, setScanners] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const log = useResource(
    () =>
      adminApi.notFoundLog.page({
        page,
        limit: PAGE_SIZE,
        q,
        probes: scanners ? undefined : false,
      }),
    [page, q, scanners, version],
  );

  const showScanners = refilter(setScanners);

  async function ignore(row: NotFoundRow) {
    setWorking(row.path);
    await act(() => adminApi.notFoundLog.ignore([row.path]), {
      failed: "The address could not be ignored",
      onDone: () => log.reload(),
    });
    setWorking(null);
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
          <SeenList label="Asked with" items={row.queries.map(({ query, hits }) => ({ text: `?${query}`, hits }))} />
        </span>
      ),
    },
    {
      header: "Hits",
      stacked: "inline",
      cell: (row) => <span className="tabular-nums">{counted(row.hits, "hit")}</span>,
    },
    { header: "Last seen", stacked: "inline", cell: (row) => <DayAndTime iso={row.lastSeen} /> },
    { header: "First seen", priority: "low", cell: (row) => <DayAndTime iso={row.firstSeen} /> },
    {
      header: "Linked from",
      priority: "low",
      wrap: "anywhere",
      cell: (row) =>
        row.referrers.length === 0 ? (
          <span className="text-slate-500">No referrer</span>
        ) : (
          <SeenList items={row.referrers.map(({ referrer, hits }) => ({ text: referrer, hits, href: referrer }))} />
        ),
    },
    rowButtonsColumn((row) => [
      row.path !== NOT_FOUND_OTHER && {
        text: "Create redirect",
        label: `Create redirect from ${row.path}`,
        icon: MoveRight,
        onClick: () => onCreate(row.path),
      },
      {
        text: "Ignore",
        label: `Ignore ${row.path}`,
        icon: EyeOff,
        look: "quiet",
        loading: working === row.path,
        onClick: () => ignore(row),
      },
    ]),
  ];

  return (
    <PagedTable
      caption="404 log"
      search={search("Search addresses...", "Search the 404 log")}
      toolbar={
        <CheckLine checked={scanners} onChange={showScanners}>
          Show scanners (/wp-admin, .php, .env …)
        </CheckLine>
      }
      columns={columns}
      {...keyedRowsOf(log, (row) => row.path)}
      empty={noneMissing}
      paging={paging(log.data?.pagination)}
    />
  );
}
