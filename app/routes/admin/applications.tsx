import { Download } from "lucide-react";
import { useState } from "react";
import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import type { Application } from "../../lib/admin/types.ts";
import { useInbox } from "../../lib/admin/use-inbox.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Back office" }];

const fullName = (application: Application) => `${application.firstName} ${application.lastName}`;
const matchApplication = textMatcher<Application>((row) => [fullName(row), row.email, row.city, row.job.title]);
const columns: Column<Application>[] = [
  {
    header: "Applicant",
    role: "name",
    cell: (row) => <span className="font-medium text-slate-900">{fullName(row)}</span>,
  },
  { header: "Email", wrap: "anywhere", cell: (row) => row.email },
  { header: "Phone", priority: "low", cell: (row) => row.phoneNumber },
  { header: "City", priority: "low", cell: (row) => row.city },
  { header: "Job", wrap: "words", cell: (row) => row.job.title },
  { header: "Received", cell: (row) => formatDate(row.createdAt) },
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

export default function Applications() {
  const [jobId, setJobId] = useState("");
  const jobs = useResource(() => adminApi.jobs.list().then((answer) => answer.data));
  const list = useInbox(() => adminApi.applications.list(jobId || undefined), [jobId], {
    matches: matchApplication,
    remove: (application) => adminApi.applications.delete(application._id),
  });
  return (
    <InboxScreen
      list={list}
      title="Application"
      caption="Applications"
      description="Who applied for which job, with their resumes"
      csv={{ href: csvExports.applications(jobId || undefined), what: "applications" }}
      columns={columns}
      emptyText="No applications found"
      search={{ placeholder: "Search by name, email or city...", label: "Search applications" }}
      toolbar={
        <FilterSelect label="Job" value={jobId} onChange={setJobId}>
          <option value="">All jobs</option>
          {(jobs.data ?? []).map((job) => (
            <option key={job._id} value={job._id}>
              {job.title}
            </option>
          ))}
        </FilterSelect>
      }
      rowName={fullName}
      rowActions={(row) => <ResumeLink application={row} />}
      details={{ title: "Application details", labels: { phoneNumber: "Phone", createdAt: "Received" } }}
      deleteWhat={(application) => `the application of ${fullName(application)}`}
    />
  );
}
