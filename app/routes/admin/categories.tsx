import { useState } from "react";
import { CategoryForm } from "../../components/admin/categories/category-form.tsx";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { CategoryDto } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [{ title: "Categories · Back office" }];

type Open = { kind: "add" } | { kind: "edit" | "view" | "delete"; category: CategoryDto } | null;
const matchCategory = textMatcher<CategoryDto>((category) => [category.name, category.description]);

export default function Categories() {
  const rights = useRights();
  const [open, setOpen] = useState<Open>(null);
  const categories = useResource(() =>
    adminApi.categories
      .list()
      .then((answer) => answer.data)
      .catch((error) => {
        notify.error(uiMessages.fetchFailed.categories);
        throw error;
      }),
  );
  const table = usePagedSearch(categories.data ?? [], matchCategory);
  const close = () => setOpen(null);

  async function remove(category: CategoryDto) {
    try {
      const answer = await adminApi.categories.delete(category._id);
      notify.success(answer.message);
      categories.replace((rows) => (rows ?? []).filter((row) => row._id !== category._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.category.deleteFailed));
    }
  }

  const columns: Column<CategoryDto>[] = [
    {
      header: "Icon",
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
    { header: "Name", cell: (category) => <span className="font-medium text-slate-900">{category.name}</span> },
    {
      header: "Description",
      cell: (category) => <span className="block max-w-md truncate">{category.description}</span>,
    },
    { header: "Created", cell: (category) => formatDate(category.createdAt) },
    {
      header: "Actions",
      className: "text-right",
      cell: (category) => (
        <RowActions
          name={category.name}
          onView={() => setOpen({ kind: "view", category })}
          onEdit={rights.can("category", "update") ? () => setOpen({ kind: "edit", category }) : undefined}
          onDelete={rights.canDelete ? () => setOpen({ kind: "delete", category }) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Categories"
        description="The groups your services and portfolio are filed under"
        addLabel="Add Category"
        onAdd={rights.can("category", "create") ? () => setOpen({ kind: "add" }) : undefined}
      />
      <PagedTable
        caption="Categories"
        columns={columns}
        rows={table.pageRows}
        rowKey={(category) => category._id}
        loading={categories.loading}
        error={categories.error}
        emptyText="No categories found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by name...",
          label: "Search categories",
        }}
        paging={table}
      />
      {open?.kind === "view" && <DetailsModal title="Category details" record={open.category} onClose={close} />}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <CategoryForm
          category={open.kind === "edit" ? open.category : undefined}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            categories.reload();
          }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete
          what={`category ${open.category.name}`}
          onClose={close}
          onConfirm={() => remove(open.category)}
        />
      )}
    </>
  );
}
