import { Power, PowerOff } from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { JobForm } from "../../components/admin/jobs/job-form.tsx";
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
import type { JobDto } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => [{ title: "Jobs · Back office" }];

type Open = { kind: "add" } | { kind: "edit" | "view" | "delete"; job: JobDto } | null;
const matchJob = textMatcher<JobDto>((job) => [job.title]);

export default function Jobs() {
  const rights = useRights();
  const [open, setOpen] = useState<Open>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const jobs = useResource(() => adminApi.jobs.list().then((answer) => answer.data));
  const table = usePagedSearch(jobs.data ?? [], matchJob);
  const close = () => setOpen(null);

  async function toggle(job: JobDto) {
    setToggling(job._id);
    try {
      const answer = await adminApi.jobs.update(job._id, { isActive: !job.isActive });
      notify.success(answer.message ?? "");
      jobs.replace((rows) => (rows ?? []).map((row) => (row._id === job._id ? answer.data : row)));
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setToggling(null);
    }
  }

  async function remove(job: JobDto) {
    try {
      const answer = await adminApi.jobs.delete(job._id);
      notify.success(answer.message);
      jobs.replace((rows) => (rows ?? []).filter((row) => row._id !== job._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  const columns: Column<JobDto>[] = [
    { header: "Title", cell: (job) => <span className="font-medium text-slate-900">{job.title}</span> },
    { header: "Status", cell: (job) => (job.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>) },
    { header: "Posted", cell: (job) => formatDate(job.createdAt) },
    {
      header: "Actions",
      className: "text-right",
      cell: (job) => (
        <RowActions
          name={job.title}
          onView={() => setOpen({ kind: "view", job })}
          onEdit={rights.can("career", "update") ? () => setOpen({ kind: "edit", job }) : undefined}
          onDelete={rights.canDelete ? () => setOpen({ kind: "delete", job }) : undefined}
        >
          {rights.can("career", "statusChange") && (
            <IconButton
              label={`${job.isActive ? "Deactivate" : "Activate"} ${job.title}`}
              tone={job.isActive ? "neutral" : "edit"}
              disabled={toggling === job._id}
              onClick={() => toggle(job)}
            >
              {job.isActive ? <PowerOff aria-hidden className="size-4" /> : <Power aria-hidden className="size-4" />}
            </IconButton>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Jobs"
        description="Openings shown on the careers page; inactive ones are hidden there"
        addLabel="Add Job"
        onAdd={rights.can("career", "create") ? () => setOpen({ kind: "add" }) : undefined}
        actions={<CsvLink href={csvExports.jobs} what="jobs" />}
      />
      <PagedTable
        caption="Jobs"
        columns={columns}
        rows={table.pageRows}
        rowKey={(job) => job._id}
        loading={jobs.loading}
        error={jobs.error}
        emptyText="No jobs found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by title...",
          label: "Search jobs",
        }}
        paging={table}
      />
      {open?.kind === "view" && <DetailsModal title="Job details" record={open.job} onClose={close} />}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <JobForm
          job={open.kind === "edit" ? open.job : undefined}
          canChangeStatus={rights.can("career", "statusChange")}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            jobs.reload();
          }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what={`job ${open.job.title}`} onClose={close} onConfirm={() => remove(open.job)} />
      )}
    </>
  );
}
