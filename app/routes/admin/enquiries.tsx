import { CheckCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { EnquiryStatus } from "../../../domain/enums.ts";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { IconButton } from "../../components/admin/ui/button.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Enquiry } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · Back office" }];

type Open = { kind: "view" | "delete"; enquiry: Enquiry } | null;
type StatusFilter = "all" | EnquiryStatus;
const matchEnquiry = textMatcher<Enquiry>((row) => [row.fullname, row.email, row.phone, row.source]);

export default function Enquiries() {
  const rights = useRights();
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [open, setOpen] = useState<Open>(null);
  const [updating, setUpdating] = useState<string | null>(null);
  const enquiries = useResource(() => adminApi.enquiries.list().then((answer) => answer.data));
  const shown = (enquiries.data ?? []).filter((row) => filter === "all" || row.status === filter);
  const table = usePagedSearch(shown, matchEnquiry);
  const close = () => setOpen(null);

  async function setStatus(enquiry: Enquiry, status: EnquiryStatus) {
    setUpdating(enquiry._id);
    try {
      const answer = await adminApi.enquiries.setStatus(enquiry._id, status);
      notify.success(answer.message ?? "");
      enquiries.replace((rows) => (rows ?? []).map((row) => (row._id === enquiry._id ? { ...row, status } : row)));
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setUpdating(null);
    }
  }

  async function remove(enquiry: Enquiry) {
    try {
      const answer = await adminApi.enquiries.delete(enquiry._id);
      notify.success(answer.message);
      enquiries.replace((rows) => (rows ?? []).filter((row) => row._id !== enquiry._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  const columns: Column<Enquiry>[] = [
    { header: "Name", cell: (row) => <span className="font-medium text-slate-900">{row.fullname}</span> },
    { header: "Email", cell: (row) => row.email },
    { header: "Phone", cell: (row) => row.phone },
    { header: "Source", cell: (row) => <span className="capitalize">{row.source}</span> },
    {
      header: "Status",
      cell: (row) =>
        row.status === "completed" ? <Badge tone="green">Completed</Badge> : <Badge tone="amber">Pending</Badge>,
    },
    { header: "Received", cell: (row) => formatDate(row.createdAt) },
    {
      header: "Actions",
      className: "text-right",
      cell: (row) => (
        <RowActions
          name={row.fullname}
          onView={() => setOpen({ kind: "view", enquiry: row })}
          onDelete={rights.canDelete ? () => setOpen({ kind: "delete", enquiry: row }) : undefined}
        >
          {row.status === "pending" ? (
            <IconButton
              label={`Mark ${row.fullname} completed`}
              tone="edit"
              disabled={updating === row._id}
              onClick={() => setStatus(row, "completed")}
            >
              <CheckCheck aria-hidden className="size-4" />
            </IconButton>
          ) : (
            <IconButton
              label={`Mark ${row.fullname} pending`}
              disabled={updating === row._id}
              onClick={() => setStatus(row, "pending")}
            >
              <RotateCcw aria-hidden className="size-4" />
            </IconButton>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Enquiries"
        description="Messages from the contact, quotation and catalogue forms"
        actions={<CsvLink href={csvExports.enquiries} what="enquiries" />}
      />
      <PagedTable
        caption="Enquiries"
        columns={columns}
        rows={table.pageRows}
        rowKey={(row) => row._id}
        loading={enquiries.loading}
        error={enquiries.error}
        emptyText="No enquiries found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by name, email or phone...",
          label: "Search enquiries",
        }}
        toolbar={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="font-medium">Status</span>
            <select
              value={filter}
              onChange={(event) => setFilter(event.target.value as StatusFilter)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
            >
              <option value="all">All</option>
              <option value="pending">Pending</option>
              <option value="completed">Completed</option>
            </select>
          </label>
        }
        paging={table}
      />
      {open?.kind === "view" && (
        <DetailsModal
          title="Enquiry details"
          record={open.enquiry}
          onClose={close}
          labels={{ fullname: "Full Name", createdAt: "Received" }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete
          what={`the enquiry from ${open.enquiry.fullname}`}
          onClose={close}
          onConfirm={() => remove(open.enquiry)}
        />
      )}
    </>
  );
}
