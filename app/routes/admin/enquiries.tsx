import { CheckCheck, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { EnquiryStatus } from "../../../domain/enums.ts";
import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { IconButton } from "../../components/admin/ui/button.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import type { Enquiry } from "../../lib/admin/types.ts";
import { useInbox } from "../../lib/admin/use-inbox.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · Back office" }];

type StatusFilter = "all" | EnquiryStatus;
const matchEnquiry = textMatcher<Enquiry>((row) => [row.fullname, row.email, row.phone, row.source]);
const columns: Column<Enquiry>[] = [
  { header: "Name", role: "name", cell: (row) => <span className="font-medium text-slate-900">{row.fullname}</span> },
  { header: "Email", wrap: "anywhere", cell: (row) => row.email },
  { header: "Phone", priority: "low", cell: (row) => row.phone },
  { header: "Source", priority: "low", cell: (row) => <span className="capitalize">{row.source}</span> },
  {
    header: "Status",
    cell: (row) =>
      row.status === "completed" ? <Badge tone="green">Completed</Badge> : <Badge tone="amber">Pending</Badge>,
  },
  { header: "Received", cell: (row) => formatDate(row.createdAt) },
];

export default function Enquiries() {
  const [filter, setFilter] = useState<StatusFilter>("all");
  const [updating, setUpdating] = useState<string | null>(null);
  const list = useInbox(() => adminApi.enquiries.list(), [], {
    matches: matchEnquiry,
    shown: (rows) => rows.filter((row) => filter === "all" || row.status === filter),
    remove: (enquiry) => adminApi.enquiries.delete(enquiry._id),
  });

  async function setStatus(enquiry: Enquiry, status: EnquiryStatus) {
    setUpdating(enquiry._id);
    try {
      const answer = await adminApi.enquiries.setStatus(enquiry._id, status);
      notify.success(answer.message ?? "");
      list.rows.replace((rows) => (rows ?? []).map((row) => (row._id === enquiry._id ? { ...row, status } : row)));
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setUpdating(null);
    }
  }

  return (
    <InboxScreen
      list={list}
      title="Enquiry"
      caption="Enquiries"
      description="Messages from the contact, quotation and catalogue forms"
      csv={{ href: csvExports.enquiries, what: "enquiries" }}
      columns={columns}
      emptyText="No enquiries found"
      search={{ placeholder: "Search by name, email or phone...", label: "Search enquiries" }}
      toolbar={
        <FilterSelect label="Status" value={filter} onChange={(value) => setFilter(value as StatusFilter)}>
          <option value="all">All</option>
          <option value="pending">Pending</option>
          <option value="completed">Completed</option>
        </FilterSelect>
      }
      rowName={(row) => row.fullname}
      rowActions={(row) =>
        row.status === "pending" ? (
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
        )
      }
      details={{ title: "Enquiry details", labels: { fullname: "Full Name", createdAt: "Received" } }}
      deleteWhat={(enquiry) => `the enquiry from ${enquiry.fullname}`}
    />
  );
}
