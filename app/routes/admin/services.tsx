import { ContentListScreen } from "../../components/admin/drafts/content-list-screen.tsx";
import { useDraftOnlyRecords } from "../../components/admin/drafts/draft-only-list.tsx";
import { PublicationFilterSelect, publicationColumn } from "../../components/admin/drafts/publication-list.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { openingActionsColumn } from "../../components/admin/row-actions.tsx";
import { ServiceForm } from "../../components/admin/services/service-form.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { NameSortSelect } from "../../components/admin/ui/name-sort-select.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import { toastFailure } from "../../lib/admin/toast-failure.ts";
import type { AdminServiceDto, ServiceDto } from "../../lib/admin/types.ts";
import { useCategoryList } from "../../lib/admin/use-category-list.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => [{ title: "Services · Back office" }];

/** Service cards cycle through eight colour styles (spec); here they tint the icon tiles. */
const tileStyles = [
  "bg-sky-50 ring-sky-200",
  "bg-violet-50 ring-violet-200",
  "bg-emerald-50 ring-emerald-200",
  "bg-amber-50 ring-amber-200",
  "bg-rose-50 ring-rose-200",
  "bg-indigo-50 ring-indigo-200",
  "bg-teal-50 ring-teal-200",
  "bg-orange-50 ring-orange-200",
];

const filterKeys = ["categoryId", "publication"] as const;

export default function Services() {
  const rights = useRights();
  const filters = useAddressFilters(filterKeys);
  // Paged, searched, filtered and sorted by the server, kept in the address (ADR 0120).
  const pages = useServerPages(
    (page) => toastFailure(adminApi.services.page({ ...filters.values, ...page }), uiMessages.fetchFailed.services),
    filters.signature,
  );
  const categories = useCategoryList();
  const list = useListScreen(pages.rows, {
    table: pages.table,
    remove: (service) => adminApi.services.delete(service._id),
    removeFailed: (error) => messageOf(error, uiMessages.service.deleteFailed),
  });
  const { open } = list;
  const drafts = useDraftOnlyRecords("services", rights.can("services", "update"), filters.values.publication);

  const columns: Column<AdminServiceDto>[] = [
    {
      header: "Icon",
      role: "media",
      cell: (service) => {
        // The tiles' colours run on across pages, as they do down one long list.
        const index = pages.table.start + pages.table.pageRows.indexOf(service);
        return (
          <span
            className={`flex size-11 items-center justify-center rounded-xl ring-1 ring-inset ${tileStyles[index % tileStyles.length]}`}
          >
            {service.icon && <img src={service.icon} alt="" className="size-7 object-contain" />}
          </span>
        );
      },
    },
    {
      header: "Name",
      role: "name",
      cell: (service) => <span className="font-medium text-slate-900">{service.name}</span>,
    },
    { header: "Category", cell: (service) => service.category.name },
    {
      header: "Color",
      cell: (service) => (
        <span className="inline-flex items-center gap-2 font-mono text-xs">
          <span
            aria-hidden
            className="size-4 rounded border border-slate-300"
            style={{ backgroundColor: service.color }}
          />
          {service.color}
        </span>
      ),
    },
    publicationColumn(),
    openingActionsColumn(list, (row) => row.name, { edit: rights.can("services", "update"), delete: rights.canDelete }),
  ];

  return (
    <ContentListScreen<ServiceDto>
      path="services"
      list={list}
      drafts={drafts}
      canUpdate={rights.can("services", "update")}
      header={
        <HeaderCard
          title="Service"
          description="What each category offers, with its approach, benefits and features"
          addLabel="Add Service"
          onAdd={rights.can("services", "create") ? () => open({ kind: "add" }) : undefined}
        />
      }
      shownDrafts={drafts.records.filter(
        (draft) => !filters.values.categoryId || draft.draft?.fields.categoryId === filters.values.categoryId,
      )}
      draftName={(draft) => String(draft.draft?.fields.name ?? "") || "Untitled service"}
      table={
        <ListTable
          list={list}
          caption="Services"
          columns={columns}
          emptyText="No services found"
          search={{ placeholder: "Search by name or category...", label: "Search services" }}
          toolbar={
            <>
              <FilterSelect
                label="Category"
                value={filters.values.categoryId ?? ""}
                onChange={(value) => filters.set("categoryId", value)}
              >
                <option value="">All</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </FilterSelect>
              <PublicationFilterSelect canEdit={rights.can("services", "update")} filters={filters} withDraftOnly />
              <NameSortSelect value={pages.sort} onChange={pages.setSort} />
            </>
          }
        />
      }
      details={{ title: "Service details", labels: { workUrl: "Work URL" } }}
      form={({ record, ...opened }) => <ServiceForm {...opened} service={record} categories={categories.data ?? []} />}
      deleteWhat={(service) => `service ${service.name}`}
      readOne={(id) => adminApi.services.read(id).then((answer) => answer.data)}
    />
  );
}
