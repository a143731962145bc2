import { Download } from "lucide-react";
import { applicationStages } from "../../../domain/pipeline-rules.ts";
import { PersonalDataOnly } from "../../components/admin/personal-data-only.tsx";
import { type LeadList, LeadListScreen } from "../../components/admin/pipeline/lead-list-screen.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import type { Application } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Back office" }];

const fullName = (application: Application) => `${application.firstName} ${application.lastName}`;

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

function JobFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const jobs = useResource(() => adminApi.jobs.list().then((answer) => answer.data));
  return (
    <FilterSelect label="Job" value={value} onChange={onChange}>
      <option value="">All jobs</option>
      {(jobs.data ?? []).map((job) => (
        <option key={job._id} value={job._id}>
          {job.title}
        </option>
      ))}
    </FilterSelect>
  );
}

const applications: LeadList<Application, "jobId", Application["stage"]> = {
  area: "applications",
  kind: "application",
  calls: adminApi.applications,
  csv: csvExports.applications,
  stages: applicationStages,
  title: "Application",
  caption: "Applications",
  description: "Who applied for which job, with their resumes",
  what: "application",
  name: { header: "Applicant", of: fullName },
  phone: (row) => row.phoneNumber,
  columns: [
    { header: "City", priority: "lowest", cell: (row) => row.city },
    { header: "Job", wrap: "words", cell: (row) => row.job.title },
  ],
  filter: { key: "jobId", show: JobFilter },
  details: { labels: { phoneNumber: "Phone" }, hidden: ["personId", "repeatOf"] },
  person: (row) => ({ id: row.personId, repeat: row.repeatOf !== null }),
  rowActions: (row) => <ResumeLink application={row} />,
  deleteWhat: (application) => `the application of ${fullName(application)}`,
};

export default function Applications() {
  return (
    <PersonalDataOnly area="applications">
      <LeadListScreen lead={applications} />
    </PersonalDataOnly>
  );
}
