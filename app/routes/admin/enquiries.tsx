import { enquiryStages } from "../../../domain/pipeline-rules.ts";
import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import { NotesThread, OwnerName, PipelineForm, StageBadge } from "../../components/admin/pipeline/lead-pipeline.tsx";
import { PipelineFilters } from "../../components/admin/pipeline/pipeline-filters.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { useAdminSession } from "../../lib/admin/session.ts";
import type { Enquiry } from "../../lib/admin/types.ts";
import { useLeadPipeline } from "../../lib/admin/use-lead-pipeline.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { useServerInbox } from "../../lib/admin/use-server-inbox.ts";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · Back office" }];

const columns: Column<Enquiry>[] = [
  { header: "Name", role: "name", cell: (row) => <span className="font-medium text-slate-900">{row.fullname}</span> },
  { header: "Email", wrap: "anywhere", cell: (row) => row.email },
  { header: "Phone", priority: "lowest", cell: (row) => row.phone },
  { header: "Source", priority: "low", cell: (row) => <span className="capitalize">{row.source}</span> },
  { header: "Stage", stacked: "inline", cell: (row) => <StageBadge stage={row.stage} /> },
  { header: "Owner", cell: (row) => <OwnerName owner={row.owner} /> },
  { header: "Received", priority: "low", cell: (row) => formatDate(row.createdAt) },
];

const filterKeys = ["status", "stage", "owner"] as const;

export default function Enquiries() {
  const { user } = useAdminSession();
  const filters = useAddressFilters(filterKeys);
  const staff = useResource(() => adminApi.staff.list().then((answer) => answer.data));
  // Paged, searched and filtered by the server, all of it kept in the address (ADR 0092).
  const list = useServerInbox(
    (page) => adminApi.enquiries.list(filters.values, page),
    filters.signature,
    (enquiry) => adminApi.enquiries.delete(enquiry._id),
  );
  const pipeline = useLeadPipeline(list, adminApi.enquiries);

  return (
    <InboxScreen
      list={list}
      title="Enquiry"
      caption="Enquiries"
      description="Messages from the contact, quotation and catalogue forms"
      csv={{
        href: csvExports.enquiries({ ...filters.values, q: list.table.query.trim() || undefined }),
        what: "enquiries",
      }}
      columns={columns}
      emptyText="No enquiries found"
      search={{ placeholder: "Search by name, email or phone...", label: "Search enquiries" }}
      toolbar={
        <>
          <FilterSelect
            label="Status"
            value={filters.values.status ?? ""}
            onChange={(value) => filters.set("status", value)}
          >
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="completed">Completed</option>
          </FilterSelect>
          <PipelineFilters
            stages={enquiryStages}
            stage={filters.values.stage ?? ""}
            owner={filters.values.owner ?? ""}
            staff={staff.data ?? []}
            me={user._id}
            onChange={filters.set}
          />
        </>
      }
      rowName={(row) => row.fullname}
      details={{
        title: "Enquiry details",
        labels: { fullname: "Full Name", createdAt: "Received" },
        hidden: ["stage", "status", "owner", "notes"],
        before: (row) => (
          <PipelineForm
            key={row._id}
            what="enquiry"
            stages={enquiryStages}
            stage={row.stage}
            owner={row.owner}
            staff={staff.data ?? []}
            me={user._id}
            canEdit
            onSave={(change) => pipeline.save(row, change)}
          />
        ),
        after: (row) => <NotesThread notes={row.notes} canAdd onAdd={(text) => pipeline.addNote(row, text)} />,
      }}
      deleteWhat={(enquiry) => `the enquiry from ${enquiry.fullname}`}
    />
  );
}
