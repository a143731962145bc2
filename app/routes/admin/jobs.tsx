import { Power, PowerOff } from "lucide-react";
import { useState } from "react";
import { ContentListScreen } from "../../components/admin/drafts/content-list-screen.tsx";
import { useDraftOnlyRecords } from "../../components/admin/drafts/draft-only-list.tsx";
import {
  PublicationFilterSelect,
  publicationColumn,
  withBadgeOf,
} from "../../components/admin/drafts/publication-list.tsx";
import { JobForm } from "../../components/admin/jobs/job-form.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { openingActionsColumn } from "../../components/admin/row-actions.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { IconButton } from "../../components/admin/ui/button.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { act } from "../../lib/admin/act.ts";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { AdminJobDto, JobDto } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => [{ title: "Jobs · Back office" }];

const filterKeys = ["isActive", "publication"] as const;

export default function Jobs() {
  const rights = useRights();
  const [toggling, setToggling] = useState<string | null>(null);
  const filters = useAddressFilters(filterKeys);
  // Paged, searched, filtered and sorted by the server, all of it kept in the address (ADR 0120).
  const pages = useServerPages((page) => adminApi.jobs.page({ ...filters.values, ...page }), filters.signature);
  const jobs = pages.rows;
  const list = useListScreen(jobs, {
    table: pages.table,
    remove: (job) => adminApi.jobs.delete(job._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
  const { open } = list;
  const drafts = useDraftOnlyRecords("job", rights.can("career", "update"), filters.values.publication);

  async function toggle(job: AdminJobDto) {
    setToggling(job._id);
    await act(() => adminApi.jobs.update(job._id, { isActive: !job.isActive }), {
      failed: uiMessages.generic.wrong,
      onDone: (answer) =>
        jobs.replace((rows) => (rows ?? []).map((row) => (row._id === job._id ? withBadgeOf(answer.data, row) : row))),
    });
    setToggling(null);
  }

  const columns: Column<AdminJobDto>[] = [
    { header: "Title", role: "name", cell: (job) => <span className="font-medium text-slate-900">{job.title}</span> },
    { header: "Status", cell: (job) => (job.isActive ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>) },
    publicationColumn(),
    { header: "Posted", cell: (job) => formatDate(job.createdAt) },
    openingActionsColumn(
      list,
      (row) => row.title,
      { edit: rights.can("career", "update"), delete: rights.canDelete },
      (row) =>
        rights.can("career", "statusChange") && (
          <IconButton
            label={`${row.isActive ? "Deactivate" : "Activate"} ${row.title}`}
            tone={row.isActive ? "neutral" : "edit"}
            disabled={toggling === row._id}
            onClick={() => toggle(row)}
          >
            {row.isActive ? <PowerOff aria-hidden className="size-4" /> : <Power aria-hidden className="size-4" />}
          </IconButton>
        ),
    ),
  ];

  return (
    <ContentListScreen<JobDto>
      path="job"
      list={list}
      drafts={drafts}
      canUpdate={rights.can("career", "update")}
      header={
        <HeaderCard
          title="Job"
          description="Openings shown on the careers page; inactive ones are hidden there"
          addLabel="Add Job"
          onAdd={rights.can("career", "create") ? () => open({ kind: "add" }) : undefined}
          actions={<CsvLink href={csvExports.jobs} what="jobs" />}
        />
      }
      draftName={(draft) => String(draft.draft?.fields.title ?? "") || "Untitled job"}
      table={
        <ListTable
          list={list}
          caption="Jobs"
          columns={columns}
          emptyText="No jobs found"
          search={{ placeholder: "Search by title...", label: "Search jobs" }}
          toolbar={
            <>
              <FilterSelect
                label="Status"
                value={filters.values.isActive ?? ""}
                onChange={(value) => filters.set("isActive", value)}
              >
                <option value="">All</option>
                <option value="true">Active</option>
                <option value="false">Inactive</option>
              </FilterSelect>
              <PublicationFilterSelect canEdit={rights.can("career", "update")} filters={filters} withDraftOnly />
              <FilterSelect label="Sort" value={pages.sort} onChange={pages.setSort}>
                <option value="">Newest first</option>
                <option value="createdAt">Oldest first</option>
                <option value="title">Title A–Z</option>
                <option value="-title">Title Z–A</option>
              </FilterSelect>
            </>
          }
        />
      }
      details={{ title: "Job details" }}
      form={({ record, ...opened }) => (
        <JobForm {...opened} job={record} canChangeStatus={rights.can("career", "statusChange")} />
      )}
      deleteWhat={(job) => `job ${job.title}`}
      readOne={(id) => adminApi.jobs.read(id).then((answer) => answer.data)}
    />
  );
}
