import { Download } from "lucide-react";
import { applicationStages } from "../../../domain/pipeline-rules.ts";
import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import { NotesThread, OwnerName, PipelineForm, StageBadge } from "../../components/admin/pipeline/lead-pipeline.tsx";
import { PipelineFilters } from "../../components/admin/pipeline/pipeline-filters.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { useAdminSession, useRights } from "../../lib/admin/session.ts";
import type { Application } from "../../lib/admin/types.ts";
import { useLeadPipeline } from "../../lib/admin/use-lead-pipeline.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { useServerInbox } from "../../lib/admin/use-server-inbox.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Back office" }];

const fullName = (application: Application) => `${application.firstName} ${application.lastName}`;
const columns: Column<Application>[] = [
  {
    header: "Applicant",
    role: "name",
    cell: (row) => <span className="font-medium text-slate-900">{fullName(row)}</span>,
  },
  { header: "Email", wrap: "anywhere", cell: (row) => row.email },
  { header: "Phone", priority: "lowest", cell: (row) => row.phoneNumber },
  { header: "City", priority: "lowest", cell: (row) => row.city },
  { header: "Job", wrap: "words", cell: (row) => row.job.title },
  { header: "Stage", stacked: "inline", cell: (row) => <StageBadge stage={row.stage} /> },
  { header: "Owner", cell: (row) => <OwnerName owner={row.owner} /> },
  { header: "Received", priority: "low", cell: (row) => formatDate(row.createdAt) },
];

function ResumeLink({ application }: { application: Application }) {
  return (
    <a
      href={application.resume.url}
      download
      aria-label={`Download resume of ${fullName(application)}`}
      title="Download resume"
      className="inline-flex size-9 items-center justify-center rounded-lg text-admin-600 hover:bg-admin-50 focus-visible:outline-2 focus-visible:outline-admin-500"
    >
      <Download aria-hidden className="size-4" />
    </a>
  );
}

const filterKeys = ["jobId", "stage", "owner"] as const;

export default function Applications() {
  const { user } = useAdminSession();
  const rights = useRights();
  // Moving an application along, owning it and noting on it are career work (docs/api.md).
  const canWork = rights.can("career", "update");
  const filters = useAddressFilters(filterKeys);
  const jobs = useResource(() => adminApi.jobs.list().then((answer) => answer.data));
  const staff = useResource(() => adminApi.staff.list().then((answer) => answer.data));
  // Paged, searched and filtered by the server, all of it kept in the address (ADR 0092).
  const list = useServerInbox(
    (page) => adminApi.applications.list(filters.values, page),
    filters.signature,
    (application) => adminApi.applications.delete(application._id),
  );
  const pipeline = useLeadPipeline(list, adminApi.applications);
  return (
    <InboxScreen
      list={list}
      title="Application"
      caption="Applications"
      description="Who applied for which job, with their resumes"
      csv={{
        href: csvExports.applications({ ...filters.values, q: list.table.query.trim() || undefined }),
        what: "applications",
      }}
      columns={columns}
      emptyText="No applications found"
      search={{ placeholder: "Search by name, email or phone...", label: "Search applications" }}
      toolbar={
        <>
          <FilterSelect
            label="Job"
            value={filters.values.jobId ?? ""}
            onChange={(value) => filters.set("jobId", value)}
          >
            <option value="">All jobs</option>
            {(jobs.data ?? []).map((job) => (
              <option key={job._id} value={job._id}>
                {job.title}
              </option>
            ))}
          </FilterSelect>
          <PipelineFilters
            stages={applicationStages}
            stage={filters.values.stage ?? ""}
            owner={filters.values.owner ?? ""}
            staff={staff.data ?? []}
            me={user._id}
            onChange={filters.set}
          />
        </>
      }
      rowName={fullName}
      rowActions={(row) => <ResumeLink application={row} />}
      details={{
        title: "Application details",
        labels: { phoneNumber: "Phone", createdAt: "Received" },
        hidden: ["stage", "owner", "notes"],
        before: (row) => (
          <PipelineForm
            key={row._id}
            what="application"
            stages={applicationStages}
            stage={row.stage}
            owner={row.owner}
            staff={staff.data ?? []}
            me={user._id}
            canEdit={canWork}
            onSave={(change) => pipeline.save(row, change)}
          />
        ),
        after: (row) => (
          <NotesThread notes={row.notes} canAdd={canWork} onAdd={(text) => pipeline.addNote(row, text)} />
        ),
      }}
      deleteWhat={(application) => `the application of ${fullName(application)}`}
    />
  );
}
