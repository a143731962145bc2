import { MoveRight, Upload } from "lucide-react";
import { useState } from "react";
import type { RedirectDto } from "../../../domain/redirects.ts";
import { EditDeleteButtons } from "../../components/admin/content-list/edit-delete-buttons.tsx";
import { useConfirmedDelete } from "../../components/admin/content-list/use-confirmed-delete.tsx";
import { usePagedQuery } from "../../components/admin/content-list/use-paged-query.ts";
import { NotForYourRole } from "../../components/admin/not-for-your-role.tsx";
import { ImportDialog } from "../../components/admin/redirects/import-dialog.tsx";
import { NotFoundLog } from "../../components/admin/redirects/not-found-log.tsx";
import { RedirectForm, statusLabels } from "../../components/admin/redirects/redirect-form.tsx";
import { ChainFlag, RedirectOrigin } from "../../components/admin/redirects/redirect-origin.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { type Column, PagedTable, pageRowsOf } from "../../components/admin/ui/data-table.tsx";
import { DayAndTime } from "../../components/admin/ui/day-and-time.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { TabBar } from "../../components/admin/ui/tab-bar.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { counted } from "../../lib/admin/format.ts";
import { useRights } from "../../lib/admin/session.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/redirects";

export const meta: Route.MetaFunction = () => [{ title: "Redirects · Back office" }];

const PAGE_SIZE = 20;
const tabs = [
  { id: "redirects", label: "Redirects" },
  { id: "log", label: "404 log" },
] as const;
type Tab = (typeof tabs)[number]["id"];

const statusTone = { 301: "green", 302: "indigo", 410: "red" } as const;

function RedirectsScreen() {
  const [tab, setTab] = useState<Tab>("redirects");
  const { page, q, search, paging } = usePagedQuery();
  const [editing, setEditing] = useState<RedirectDto | { from: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [version, setVersion] = useState(0);
  const list = useResource(() => adminApi.redirects.page({ page, limit: PAGE_SIZE, q }), [page, q, version]);
  const changed = () => setVersion((v) => v + 1);

  const deleting = useConfirmedDelete({
    what: (row: RedirectDto) => `the redirect from ${row.from}`,
    remove: (row) => adminApi.redirects.delete(row._id),
    failed: "The redirect could not be deleted",
    onDeleted: changed,
  });

  const columns: Column<RedirectDto>[] = [
    {
      header: "From",
      role: "name",
      wrap: "anywhere",
      cell: (row) => (
        <>
          <span className="font-mono text-sm text-slate-900">{row.from}</span>
          <RedirectOrigin row={row} />
        </>
      ),
    },
    {
      header: "To",
      wrap: "anywhere",
      cell: (row) =>
        row.status === 410 ? (
          <span className="text-slate-500">Gone</span>
        ) : (
          <>
            <span className="font-mono text-sm">
              {row.location ?? "(record gone)"}
              {row.toRecord && (
                <span className="ml-2 font-sans text-xs text-slate-500">follows the {row.toRecord.kind}</span>
              )}
            </span>
            <ChainFlag row={row} />
          </>
        ),
    },
    {
      header: "Status",
      stacked: "inline",
      cell: (row) => <Badge tone={statusTone[row.status]}>{statusLabels[row.status]}</Badge>,
    },
    {
      header: "Hits",
      stacked: "inline",
      cell: (row) => <span className="tabular-nums">{counted(row.hits, "hit")}</span>,
    },
    {
      header: "Last hit",
      priority: "low",
      cell: (row) => (row.lastHitAt ? <DayAndTime iso={row.lastHitAt} /> : "Never"),
    },
    { header: "Note", priority: "lowest", wrap: "words", cell: (row) => row.note || "—" },
    {
      header: "Actions",
      role: "actions",
      cell: (row) => (
        <EditDeleteButtons
          name={`redirect from ${row.from}`}
          onEdit={() => setEditing(row)}
          onDelete={() => deleting.ask(row)}
        />
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Redirect"
        description="Old addresses sent on to new ones (301 for good, 302 for now) or answered as gone (410), before any page is shown; and the addresses visitors asked for that do not exist."
        add={{ label: "Add redirect", onAdd: () => setEditing({ from: "" }) }}
        actions={
          <>
            <CsvLink href={csvExports.redirects(q)} what="redirects" />
            <Button
              variant="secondary"
              onClick={() => setImporting(true)}
              icon={<Upload aria-hidden className="size-4" />}
            >
              Import CSV
            </Button>
          </>
        }
      />
      <TabBar label="Redirects and 404 log" tabs={tabs} current={tab} onChange={setTab} />
      {tab === "redirects" ? (
        <PagedTable
          caption="Redirects"
          search={search("Search from or to...", "Search redirects")}
          columns={columns}
          {...pageRowsOf(list)}
          empty={{
            title: "No redirects yet",
            description: "Add one, import a CSV of an old site's addresses, or create one from the 404 log.",
            icon: MoveRight,
          }}
          paging={paging(list.data?.pagination)}
        />
      ) : (
        <NotFoundLog version={version} onCreate={(path) => setEditing({ from: path })} />
      )}
      {editing && (
        <RedirectForm
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      {deleting.question}
      {importing && <ImportDialog onClose={() => setImporting(false)} onImported={changed} />}
    </>
  );
}

export default function Redirects() {
  const { can } = useRights();
  if (can("redirects", "update")) return <RedirectsScreen />;
  return <NotForYourRole>Your role may not manage the site's redirects.</NotForYourRole>;
}
