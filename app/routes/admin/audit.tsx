import { Eye } from "lucide-react";
import { useState } from "react";
import { AUDIT_PAGE_SIZE, auditActionLabels, auditEntityLabel } from "../../../domain/audit.ts";
import {
  AuditFilters,
  type AuditFilterValues,
  auditQueryOf,
  noAuditFilters,
} from "../../components/admin/audit/audit-filters.tsx";
import { ChangesModal } from "../../components/admin/audit/changes-modal.tsx";
import { superAdminRoute } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { IconButton } from "../../components/admin/ui/button.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { type Column, PagedTable, pageRowsOf } from "../../components/admin/ui/data-table.tsx";
import { DayAndTime } from "../../components/admin/ui/day-and-time.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { pagerOf } from "../../components/admin/ui/pager.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import type { AuditAction, AuditEntry } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Back office" }];

function actionTone(action: AuditAction) {
  if (action === "delete" || action === "loginFailed" || action === "erase" || action === "purge") return "red";
  if (action === "create" || action === "login") return "green";
  if (action === "export" || action === "logout") return "slate";
  return "indigo";
}

function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilterValues>(noAuditFilters);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const query = auditQueryOf(filters);
  const log = useResource(
    () => adminApi.audit.page({ ...query, page, limit: AUDIT_PAGE_SIZE }),
    [page, ...Object.values(query)],
  );
  const users = useResource(() => adminApi.users.list().then((answer) => answer.data.map((user) => user.username)));
  const pagination = log.data?.pagination;

  const columns: Column<AuditEntry>[] = [
    {
      header: "When",
      cell: (row) => <DayAndTime iso={row.at} />,
    },
    {
      header: "Who",
      cell: (row) => (
        <div>
          {row.actor ? (
            <p className="font-medium text-slate-900">{row.actor.username}</p>
          ) : (
            <p className="text-slate-500">{row.action === "purge" ? "System" : "Not signed in"}</p>
          )}
          <p className="font-mono text-xs text-slate-500">{row.ip ?? "—"}</p>
        </div>
      ),
    },
    {
      header: "Action",
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <Badge tone={actionTone(row.action)}>{auditActionLabels[row.action]}</Badge>
          <span className="text-xs text-slate-500">{auditEntityLabel(row.entity)}</span>
        </div>
      ),
    },
    {
      header: "Summary",
      role: "name",
      cell: (row) => (
        <span className="block max-w-xs truncate" title={row.summary}>
          {row.summary}
        </span>
      ),
    },
    {
      header: "Changes",
      role: "actions",
      cell: (row) => (
        <IconButton label={`View changes: ${row.summary}`} onClick={() => setOpened(row)}>
          <Eye aria-hidden className="size-4" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Audit entry"
        description={
          pagination
            ? `${pagination.total} ${pagination.total === 1 ? "entry" : "entries"}, newest first`
            : "Every staff action, newest first"
        }
        actions={<CsvLink href={csvExports.audit(query)} what="the audit log" />}
      />
      <PagedTable
        filters={
          <AuditFilters
            values={filters}
            usernames={users.data ?? []}
            onChange={(values) => {
              setFilters(values);
              setPage(1);
            }}
          />
        }
        caption="Audit log"
        columns={columns}
        {...pageRowsOf(log)}
        empty={{ title: "No entries match these filters" }}
        paging={pagerOf(pagination, page, setPage)}
      />
      {opened && <ChangesModal entry={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

export default superAdminRoute(AuditScreen);
