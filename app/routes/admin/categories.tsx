import { CategoryForm } from "../../components/admin/categories/category-form.tsx";
import { ContentListScreen } from "../../components/admin/drafts/content-list-screen.tsx";
import { useDraftOnlyRecords } from "../../components/admin/drafts/draft-only-list.tsx";
import { PublicationFilterSelect, publicationColumn } from "../../components/admin/drafts/publication-list.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { openingActionsColumn } from "../../components/admin/row-actions.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { NameSortSelect } from "../../components/admin/ui/name-sort-select.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import { toastFailure } from "../../lib/admin/toast-failure.ts";
import type { AdminCategoryDto, CategoryDto } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [{ title: "Categories · Back office" }];

const filterKeys = ["publication"] as const;

export default function Categories() {
  const rights = useRights();
  const filters = useAddressFilters(filterKeys);
  // Paged, searched, filtered and sorted by the server, kept in the address (ADR 0120).
  const pages = useServerPages(
    (page) => toastFailure(adminApi.categories.page({ ...filters.values, ...page }), uiMessages.fetchFailed.categories),
    filters.signature,
  );
  const list = useListScreen(pages.rows, {
    table: pages.table,
    remove: (category) => adminApi.categories.delete(category._id),
    removeFailed: (error) => messageOf(error, uiMessages.category.deleteFailed),
  });
  const { open } = list;
  const drafts = useDraftOnlyRecords("category", rights.can("category", "update"), filters.values.publication);

  const columns: Column<AdminCategoryDto>[] = [
    {
      header: "Icon",
      role: "media",
      cell: (category) =>
        category.icon ? (
          <img
            src={category.icon}
            alt=""
            className="h-10 w-16 rounded-md border border-slate-200 bg-white object-contain p-0.5"
          />
        ) : (
          <span className="block h-10 w-16 rounded-md bg-slate-100" />
        ),
    },
    {
      header: "Name",
      role: "name",
      cell: (category) => <span className="font-medium text-slate-900">{category.name}</span>,
    },
    {
      header: "Description",
      wrap: "words",
      cell: (category) => <span className="line-clamp-2 max-w-md md:block md:truncate">{category.description}</span>,
    },
    publicationColumn(),
    { header: "Created", priority: "low", cell: (category) => formatDate(category.createdAt) },
    openingActionsColumn(list, (row) => row.name, { edit: rights.can("category", "update"), delete: rights.canDelete }),
  ];

  return (
    <ContentListScreen<CategoryDto>
      path="category"
      list={list}
      drafts={drafts}
      canUpdate={rights.can("category", "update")}
      header={
        <HeaderCard
          title="Category"
          description="The groups your services and portfolio are filed under"
          addLabel="Add Category"
          onAdd={rights.can("category", "create") ? () => open({ kind: "add" }) : undefined}
        />
      }
      draftName={(draft) => String(draft.draft?.fields.name ?? "") || "Untitled category"}
      table={
        <ListTable
          list={list}
          caption="Categories"
          columns={columns}
          emptyText="No categories found"
          search={{ placeholder: "Search by name...", label: "Search categories" }}
          toolbar={
            <>
              <PublicationFilterSelect canEdit={rights.can("category", "update")} filters={filters} withDraftOnly />
              <NameSortSelect value={pages.sort} onChange={pages.setSort} />
            </>
          }
        />
      }
      details={{ title: "Category details" }}
      form={({ record, ...opened }) => <CategoryForm {...opened} category={record} />}
      deleteWhat={(category) => `category ${category.name}`}
      readOne={(id) => adminApi.categories.read(id).then((answer) => answer.data)}
    />
  );
}
