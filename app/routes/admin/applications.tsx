import { Download } from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Application } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [{ title: "Applications · Back office" }];

type Open = { kind: "view" | "delete"; application: Application } | null;
const fullName = (application: Application) => `${application.firstName} ${application.lastName}`;
const matchApplication = textMatcher<Application>((row) => [fullName(row), row.email, row.city, row.job.title]);

export default function Applications() {
  const rights = useRights();
  const [jobId, setJobId] = useState("");
  const [open, setOpen] = useState<Open>(null);
  const jobs = useResource(() => adminApi.jobs.list().then((answer) => answer.data));
  const applications = useResource(
    () => adminApi.applications.list(jobId || undefined).then((answer) => answer.data),
    [jobId],
  );
  const table = usePagedSearch(applications.data ?? [], matchApplication);
  const close = () => setOpen(null);

  async function remove(application: Application) {
    try {
      const answer = await adminApi.applications.delete(application._id);
      notify.success(answer.message);
      applications.replace((rows) => (rows ?? []).filter((row) => row._id !== application._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  const columns: Column<Application>[] = [
    { header: "Applicant", cell: (row) => <span className="font-medium text-slate-900">{fullName(row)}</span> },
    { header: "Email", cell: (row) => row.email },
    { header: "Phone", cell: (row) => row.phoneNumber },
    { header: "City", cell: (row) => row.city },
    { header: "Job", cell: (row) => row.job.title },
    { header: "Received", cell: (row) => formatDate(row.createdAt) },
    {
      header: "Actions",
      className: "text-right",
      cell: (row) => (
        <RowActions
          name={fullName(row)}
          onView={() => setOpen({ kind: "view", application: row })}
          onDelete={rights.canDelete ? () => setOpen({ kind: "delete", application: row }) : undefined}
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
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Applications"
        description="Who applied for which job, with their resumes"
        actions={<CsvLink href={csvExports.applications(jobId || undefined)} what="applications" />}
      />
      <PagedTable
        caption="Applications"
        columns={columns}
        rows={table.pageRows}
        rowKey={(row) => row._id}
        loading={applications.loading}
        error={applications.error}
        emptyText="No applications found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by name, email or city...",
          label: "Search applications",
        }}
        toolbar={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="font-medium">Job</span>
            <select
              value={jobId}
              onChange={(event) => setJobId(event.target.value)}
              className="h-10 max-w-56 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
            >
              <option value="">All jobs</option>
              {(jobs.data ?? []).map((job) => (
                <option key={job._id} value={job._id}>
                  {job.title}
                </option>
              ))}
            </select>
          </label>
        }
        paging={table}
      />
      {open?.kind === "view" && (
        <DetailsModal
          title="Application details"
          record={open.application}
          onClose={close}
          labels={{ phoneNumber: "Phone", createdAt: "Received" }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete
          what={`the application of ${fullName(open.application)}`}
          onClose={close}
          onConfirm={() => remove(open.application)}
        />
      )}
    </>
  );
}
