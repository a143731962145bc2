import { addressOf } from "../../../domain/addresses.ts";
import { ContentListScreen } from "../../components/admin/drafts/content-list-screen.tsx";
import { useDraftOnlyRecords } from "../../components/admin/drafts/draft-only-list.tsx";
import { PublicationFilterSelect, publicationColumn } from "../../components/admin/drafts/publication-list.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { PageForm } from "../../components/admin/pages/page-form.tsx";
import { openingActionsColumn } from "../../components/admin/row-actions.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { AdminPageDto, PageDto } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = () => [{ title: "Pages · Back office" }];

const filterKeys = ["isActive", "publication"] as const;

/** Pages built from blocks (issue 54): each at its own address, with drafts, history and trash as other content. */
export default function Pages() {
  const rights = useRights();
  const canEdit = rights.can("site", "update");
  const filters = useAddressFilters(filterKeys);
  const pages = useServerPages((page) => adminApi.pages.page({ ...filters.values, ...page }), filters.signature);
  const list = useListScreen(pages.rows, {
    table: pages.table,
    remove: (page) => adminApi.pages.delete(page._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
  const drafts = useDraftOnlyRecords("pages", canEdit, filters.values.publication);

  const columns: Column<AdminPageDto>[] = [
    { header: "Title", role: "name", cell: (page) => <span className="font-medium text-slate-900">{page.title}</span> },
    { header: "Address", cell: (page) => <code className="text-xs text-slate-600">{addressOf.page(page)}</code> },
    {
      header: "Status",
      cell: (page) => (page.isActive ? <Badge tone="green">Published</Badge> : <Badge>Unpublished</Badge>),
    },
    publicationColumn(),
    { header: "Changed", cell: (page) => formatDate(page.updatedAt) },
    openingActionsColumn(list, (row) => row.title, { edit: canEdit, delete: rights.canDelete }),
  ];

  return (
    <ContentListScreen<PageDto>
      path="pages"
      list={list}
      drafts={drafts}
      canUpdate={canEdit}
      header={
        <HeaderCard
          title="Pages"
          description="Pages you build from blocks, each at its own address; add them to the menu in Site › Navigation"
          addLabel="Add Page"
          onAdd={canEdit ? () => list.open({ kind: "add" }) : undefined}
        />
      }
      draftName={(draft) => String(draft.draft?.fields.title ?? "") || "Untitled page"}
      table={
        <ListTable
          list={list}
          caption="Pages"
          columns={columns}
          emptyText="No pages yet"
          search={{ placeholder: "Search by title...", label: "Search pages" }}
          toolbar={
            <>
              <FilterSelect
                label="Status"
                value={filters.values.isActive ?? ""}
                onChange={(value) => filters.set("isActive", value)}
              >
                <option value="">All</option>
                <option value="true">Published</option>
                <option value="false">Unpublished</option>
              </FilterSelect>
              <PublicationFilterSelect canEdit={canEdit} filters={filters} withDraftOnly />
              <FilterSelect label="Sort" value={pages.sort} onChange={pages.setSort}>
                <option value="">Title A–Z</option>
                <option value="-title">Title Z–A</option>
                <option value="-updatedAt">Changed lately</option>
              </FilterSelect>
            </>
          }
        />
      }
      details={{ title: "Page details" }}
      form={({ record, ...opened }) => <PageForm {...opened} page={record} />}
      deleteWhat={(page) => `page ${page.title}`}
    />
  );
}
