import { activeChoices, type ContentList } from "../../components/admin/content-list/content-list.ts";
import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { publicationColumn, withBadgeOf } from "../../components/admin/drafts/publication-list.tsx";
import { JobActiveToggle } from "../../components/admin/jobs/job-active-toggle.tsx";
import { JobForm } from "../../components/admin/jobs/job-form.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import type { JobDto } from "../../lib/admin/types.ts";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => [{ title: "Jobs · Back office" }];

const jobList: ContentList<JobDto, "isActive"> = {
  record: "job",
  area: "career",
  description: "Openings shown on the careers page; inactive ones are hidden there",
  actions: <CsvLink href={csvExports.jobs} what="jobs" />,
  caption: "Jobs",
  emptyText: "No jobs found",
  search: { placeholder: "Search by title...", label: "Search jobs" },
  filters: [{ key: "isActive", label: "Status", choices: activeChoices }],
  sorts: [
    { value: "", label: "Newest first" },
    { value: "createdAt", label: "Oldest first" },
    { value: "title", label: "Title A–Z" },
    { value: "-title", label: "Title Z–A" },
  ],
  load: (query) => adminApi.jobs.page(query),
  remove: (id) => adminApi.jobs.delete(id),
  removeFailed: uiMessages.generic.wrong,
  name: (job) => job.title,
  draftName: "title",
  columns: () => [
    { header: "Title", role: "name", cell: (job) => <span className="font-medium text-slate-900">{job.title}</span> },
    { header: "Status", cell: (job) => (job.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>) },
    publicationColumn(),
    { header: "Posted", cell: (job) => formatDate(job.createdAt) },
  ],
  rowActions: (job, { list, may }) =>
    may.statusChange && (
      <JobActiveToggle
        job={job}
        onToggled={(saved) =>
          list.rows.replace((rows) => (rows ?? []).map((row) => (row._id === job._id ? withBadgeOf(saved, row) : row)))
        }
      />
    ),
  form: {
    render: ({ record, ...opened }, { may }) => <JobForm {...opened} job={record} canChangeStatus={may.statusChange} />,
    readOne: (id) => adminApi.jobs.read(id).then((answer) => answer.data),
  },
};

export default function Jobs() {
  return <ContentListScreen kind={jobList} />;
}
