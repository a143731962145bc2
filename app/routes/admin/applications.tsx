import { Download } from "lucide-react";
import { useState } from "react";
import { ConfirmRowDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { actionsColumn, RowActions } from "../../components/admin/row-actions.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Application } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Back office" }];

const fullName = (application: Application) => `${application.firstName} ${application.lastName}`;
const matchApplication = textMatcher<Application>((row) => [fullName(row), row.email, row.city, row.job.title]);

export default function Applications() {
  const rights = useRights();
  const [jobId, setJobId] = useState("");
  const jobs = useResource(() => adminApi.jobs.list().then((answer) => answer.data));
  const applications = useResource(
    () => adminApi.applications.list(jobId || undefined).then((answer) => answer.data),
    [jobId],
  );
  const list = useListScreen<Application, "view" | "delete">(applications, {
    matches: matchApplication,
    remove: (application) => adminApi.applications.delete(application._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
  const { opened, open } = list;

  const columns: Column<Application>[] = [
    { header: "Applicant", cell: (row) => <span className="font-medium text-slate-900">{fullName(row)}</span> },
    { header: "Email", cell: (row) => row.email },
    { header: "Phone", cell: (row) => row.phoneNumber },
    { header: "City", cell: (row) => row.city },
    { header: "Job", cell: (row) => row.job.title },
    { header: "Received", cell: (row) => formatDate(row.createdAt) },
    actionsColumn((row) => (
      <RowActions
        name={fullName(row)}
        onView={() => open({ kind: "view", row })}
        onDelete={rights.canDelete ? () => open({ kind: "delete", row }) : undefined}
      >
        <a
          href={row.resume.url}
          download
          aria-label={`Download resume of ${fullName(row)}`}
          title="Download resume"
          className="inline-flex size-9 items-center justify-center rounded-lg text-admin-600 hover:bg-admin-50 focus-visible:outline-2 focus-visible:outline-admin-500"
        >
          <Download aria-hidden className="size-4" />
        </a>
      </RowActions>
    )),
  ];

  return (
    <>
      <HeaderCard
        title="Applications"
        description="Who applied for which job, with their resumes"
        actions={<CsvLink href={csvExports.applications(jobId || undefined)} what="applications" />}
      />
      <ListTable
        list={list}
        caption="Applications"
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
      />
      {opened?.kind === "view" && (
        <DetailsModal
          title="Application details"
          record={opened.row}
          onClose={list.close}
          labels={{ phoneNumber: "Phone", createdAt: "Received" }}
        />
      )}
      <ConfirmRowDelete list={list} what={(application) => `the application of ${fullName(application)}`} />
    </>
  );
}
