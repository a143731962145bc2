import { useCallback, useState } from "react";
import type { PortfolioType } from "../../../../domain/enums.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import type { ContentArea } from "../../../../domain/roles.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useRights } from "../../../lib/admin/session.ts";
import type { PortfolioDto } from "../../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../../lib/admin/use-paged-search.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";
import { DetailsModal } from "../details-modal.tsx";
import { RowActions } from "../row-actions.tsx";
import { Badge } from "../ui/badge.tsx";
import { type Column, PagedTable } from "../ui/data-table.tsx";
import { HeaderCard } from "../ui/header-card.tsx";
import { PortfolioForm, typeNoun } from "./portfolio-form.tsx";

const areaOf: Record<PortfolioType, ContentArea> = { project: "projects", product: "product" };
const fetchFailed: Record<PortfolioType, string> = {
  project: uiMessages.fetchFailed.projects,
  product: uiMessages.fetchFailed.products,
};
type ActiveFilter = "all" | "true" | "false";
type Open = { kind: "add" } | { kind: "edit" | "view" | "delete"; item: PortfolioDto } | null;

const matchItem = textMatcher<PortfolioDto>((item) => [item.name, item.projectCode, item.productCode]);

/** Projects and products: the same screen for the two kinds of portfolio item. */
export function PortfolioScreen({ type }: { type: PortfolioType }) {
  const noun = typeNoun[type];
  const area = areaOf[type];
  const rights = useRights();
  const [filter, setFilter] = useState<ActiveFilter>("all");
  const [open, setOpen] = useState<Open>(null);

  const items = useResource(
    () =>
      adminApi.portfolio
        .list(type, type === "product" && filter !== "all" ? filter : undefined)
        .then((answer) => answer.portfolios)
        .catch((error) => {
          notify.error(fetchFailed[type]);
          throw error;
        }),
    [type, filter],
  );
  const categories = useResource(() =>
    adminApi.categories
      .list()
      .then((answer) => answer.data)
      .catch((error) => {
        notify.error(uiMessages.fetchFailed.categories);
        throw error;
      }),
  );
  const table = usePagedSearch(items.data ?? [], matchItem);
  const close = useCallback(() => setOpen(null), []);

  async function remove(item: PortfolioDto) {
    try {
      const answer = await adminApi.portfolio.delete(item._id);
      notify.success(answer.message);
      items.replace((rows) => (rows ?? []).filter((row) => row._id !== item._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.portfolio.deleteFailed[type]));
    }
  }

  const columns: Column<PortfolioDto>[] = [
    {
      header: "Image",
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
      cell: (item) => (
        <div className="max-w-[11rem] sm:max-w-xs">
          <p className="truncate font-medium text-slate-900">{item.name}</p>
          <p className="font-mono text-xs text-slate-500">{item.productCode ?? item.projectCode}</p>
        </div>
      ),
    },
    { header: "Category", cell: (item) => item.category.name },
    ...(type === "product"
      ? [
          {
            header: "Status",
            cell: (item: PortfolioDto) =>
              item.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>,
          },
        ]
      : []),
    {
      header: "Actions",
      className: "text-right",
      cell: (item) => (
        <RowActions
          name={item.name}
          onView={() => setOpen({ kind: "view", item })}
          onEdit={rights.can(area, "update") ? () => setOpen({ kind: "edit", item }) : undefined}
          onDelete={rights.canDelete ? () => setOpen({ kind: "delete", item }) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <HeaderCard
        title={noun}
        description="Start by stocking your store with products your customers will love"
        addLabel={`Add ${noun}`}
        onAdd={rights.can(area, "create") ? () => setOpen({ kind: "add" }) : undefined}
      />
      <PagedTable
        caption={`${noun}s`}
        columns={columns}
        rows={table.pageRows}
        rowKey={(item) => item._id}
        loading={items.loading}
        error={items.error}
        emptyText={`No ${noun.toLowerCase()}s found`}
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by Code/Name......",
          label: `Search ${noun.toLowerCase()}s by code or name`,
        }}
        toolbar={
          type === "product" && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <span className="font-medium">Status</span>
              <select
                value={filter}
                onChange={(event) => setFilter(event.target.value as ActiveFilter)}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
              >
                <option value="all">All</option>
                <option value="true">Active</option>
                <option value="false">Inactive</option>
              </select>
            </label>
          )
        }
        paging={table}
      />

      {open?.kind === "view" && (
        <DetailsModal
          title={`${noun} details`}
          record={open.item}
          onClose={close}
          labels={{ image: "Images", url: "URL", projectCode: "Project Code", productCode: "Product Code" }}
        />
      )}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <PortfolioForm
          type={type}
          categories={categories.data ?? []}
          item={open.kind === "edit" ? open.item : undefined}
          canChangeStatus={rights.can(area, "statusChange")}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            items.reload();
          }}
          onImagesChanged={(image) =>
            items.replace((rows) =>
              (rows ?? []).map((row) => (open.kind === "edit" && row._id === open.item._id ? { ...row, image } : row)),
            )
          }
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete
          what={`${noun.toLowerCase()} ${open.item.name}`}
          onClose={close}
          onConfirm={() => remove(open.item)}
        />
      )}
    </>
  );
}
