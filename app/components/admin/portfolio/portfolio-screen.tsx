import type { PortfolioType } from "../../../../domain/enums.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import type { ContentArea } from "../../../../domain/roles.ts";
import { useAddressFilters } from "../../../lib/admin/address-filters.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { useRights } from "../../../lib/admin/session.ts";
import { toastFailure } from "../../../lib/admin/toast-failure.ts";
import type { AdminPortfolioDto, PortfolioDto } from "../../../lib/admin/types.ts";
import { useCategoryList } from "../../../lib/admin/use-category-list.ts";
import { useListScreen } from "../../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../../lib/admin/use-server-pages.ts";
import { ContentListScreen } from "../drafts/content-list-screen.tsx";
import { useDraftOnlyRecords } from "../drafts/draft-only-list.tsx";
import { PublicationFilterSelect, publicationColumn } from "../drafts/publication-list.tsx";
import { ListTable } from "../list-table.tsx";
import { openingActionsColumn } from "../row-actions.tsx";
import { Badge } from "../ui/badge.tsx";
import type { Column } from "../ui/data-table.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import { HeaderCard } from "../ui/header-card.tsx";
import { PortfolioForm, typeNoun } from "./portfolio-form.tsx";

const areaOf: Record<PortfolioType, ContentArea> = { project: "projects", product: "product" };
const fetchFailed: Record<PortfolioType, string> = {
  project: uiMessages.fetchFailed.projects,
  product: uiMessages.fetchFailed.products,
};
const filterKeys = ["isActive", "publication"] as const;

/** Projects and products: the same screen for the two kinds of portfolio item. */
export function PortfolioScreen({ type }: { type: PortfolioType }) {
  const noun = typeNoun[type];
  const area = areaOf[type];
  const rights = useRights();
  const filters = useAddressFilters(filterKeys);
  const isActive = type === "product" ? filters.values.isActive : undefined;
  const { publication } = filters.values;
  // Paged, searched (name or code), filtered and sorted by the server, kept in the address (ADR 0120).
  const pages = useServerPages(
    (page) => toastFailure(adminApi.portfolio.page({ type, isActive, publication, ...page }), fetchFailed[type]),
    `${type}&${filters.signature}`,
  );
  const items = pages.rows;
  const categories = useCategoryList();
  const list = useListScreen(items, {
    table: pages.table,
    remove: (item) => adminApi.portfolio.delete(item._id),
    removeFailed: (error) => messageOf(error, uiMessages.portfolio.deleteFailed[type]),
  });
  const { open } = list;
  const drafts = useDraftOnlyRecords("project", rights.can(area, "update"), publication);

  const columns: Column<AdminPortfolioDto>[] = [
    {
      header: "Image",
      role: "media",
      cell: (item) =>
        item.image[0] ? (
          <img
            {...responsiveImage(item.image[0])}
            sizes="48px"
            alt=""
            className="size-12 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <span className="block size-12 rounded-lg bg-slate-100" />
        ),
    },
    {
      header: "Name",
      role: "name",
      cell: (item) => (
        <div className="max-w-xs">
          <p className="line-clamp-2 font-medium text-slate-900 md:line-clamp-none md:truncate">{item.name}</p>
          <p className="font-mono text-xs text-slate-500">{item.productCode ?? item.projectCode}</p>
        </div>
      ),
    },
    { header: "Category", cell: (item) => item.category.name },
    ...(type === "product"
      ? [
          {
            header: "Status",
            cell: (item: AdminPortfolioDto) =>
              item.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>,
          },
        ]
      : []),
    publicationColumn(),
    openingActionsColumn(list, (row) => row.name, { edit: rights.can(area, "update"), delete: rights.canDelete }),
  ];

  return (
    <ContentListScreen<PortfolioDto>
      path="project"
      list={list}
      drafts={drafts}
      canUpdate={rights.can(area, "update")}
      header={
        <HeaderCard
          title={noun}
          description="Start by stocking your store with products your customers will love"
          addLabel={`Add ${noun}`}
          onAdd={rights.can(area, "create") ? () => open({ kind: "add" }) : undefined}
        />
      }
      shownDrafts={drafts.records.filter((draft) => (draft.draft?.fields.type ?? "project") === type)}
      draftName={(draft) => String(draft.draft?.fields.name ?? "") || `Untitled ${noun.toLowerCase()}`}
      table={
        <ListTable
          list={list}
          caption={`${noun}s`}
          columns={columns}
          emptyText={`No ${noun.toLowerCase()}s found`}
          search={{ placeholder: "Search by Code/Name......", label: `Search ${noun.toLowerCase()}s by code or name` }}
          toolbar={
            <>
              {type === "product" && (
                <FilterSelect
                  label="Status"
                  value={filters.values.isActive ?? "all"}
                  onChange={(value) => filters.set("isActive", value === "all" ? "" : value)}
                >
                  <option value="all">All</option>
                  <option value="true">Active</option>
                  <option value="false">Inactive</option>
                </FilterSelect>
              )}
              <PublicationFilterSelect canEdit={rights.can(area, "update")} filters={filters} withDraftOnly />
              <FilterSelect label="Sort" value={pages.sort} onChange={pages.setSort}>
                <option value="">Newest first</option>
                <option value="createdAt">Oldest first</option>
                <option value="name">Name A–Z</option>
                <option value="-name">Name Z–A</option>
                <option value="-date">Latest date first</option>
              </FilterSelect>
            </>
          }
        />
      }
      details={{
        title: `${noun} details`,
        labels: { image: "Images", url: "URL", projectCode: "Project Code", productCode: "Product Code" },
      }}
      form={({ record, ...opened }) => (
        <PortfolioForm
          {...opened}
          type={type}
          categories={categories.data ?? []}
          item={record}
          canChangeStatus={rights.can(area, "statusChange")}
        />
      )}
      deleteWhat={(item) => `${noun.toLowerCase()} ${item.name}`}
      readOne={(id) => adminApi.portfolio.read(id).then((answer) => answer.data)}
    />
  );
}
