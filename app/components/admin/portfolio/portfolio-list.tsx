import type { PortfolioType } from "../../../../domain/enums.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import type { ContentArea } from "../../../../domain/roles.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import type { AdminPortfolioDto, CategoryDto, PortfolioDto } from "../../../lib/admin/types.ts";
import { activeChoices, type ContentList } from "../content-list/content-list.ts";
import { publicationColumn } from "../drafts/publication-list.tsx";
import { Badge } from "../ui/badge.tsx";
import type { Column } from "../ui/data-table.tsx";
import { PortfolioForm, typeNoun } from "./portfolio-form.tsx";

const areaOf: Record<PortfolioType, ContentArea> = { project: "projects", product: "product" };
const fetchFailed: Record<PortfolioType, string> = {
  project: uiMessages.fetchFailed.projects,
  product: uiMessages.fetchFailed.products,
};

/** Products are switched on and off; projects are not. */
const statusColumn: Column<AdminPortfolioDto> = {
  header: "Status",
  cell: (item) => (item.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>),
};

/** Projects and products: one list for the two kinds of portfolio item, filled with `categories`. */
export function portfolioList(type: PortfolioType, categories: CategoryDto[]): ContentList<PortfolioDto, "isActive"> {
  const noun = typeNoun[type];
  return {
    record: type,
    area: areaOf[type],
    description: "Start by stocking your store with products your customers will love",
    caption: `${noun}s`,
    emptyText: `No ${noun.toLowerCase()}s found`,
    search: { placeholder: "Search by Code/Name......", label: `Search ${noun.toLowerCase()}s by code or name` },
    filters: type === "product" ? [{ key: "isActive", label: "Status", choices: activeChoices }] : [],
    sorts: [
      { value: "", label: "Newest first" },
      { value: "createdAt", label: "Oldest first" },
      { value: "name", label: "Name A–Z" },
      { value: "-name", label: "Name Z–A" },
      { value: "-date", label: "Latest date first" },
    ],
    // Searched by name or code.
    load: (query) => adminApi.portfolio.page({ ...query, type }),
    loadFailed: fetchFailed[type],
    remove: (id) => adminApi.portfolio.delete(id),
    removeFailed: uiMessages.portfolio.deleteFailed[type],
    name: (item) => item.name,
    draftName: "name",
    showsDraft: (draft) => (draft.draft?.fields.type ?? "project") === type,
    detailLabels: { image: "Images", url: "URL", projectCode: "Project Code", productCode: "Product Code" },
    columns: () => [
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
      ...(type === "product" ? [statusColumn] : []),
      publicationColumn(),
    ],
    form: {
      render: ({ record, ...opened }, { may }) => (
        <PortfolioForm
          {...opened}
          type={type}
          categories={categories}
          item={record}
          canChangeStatus={may.statusChange}
        />
      ),
      readOne: (id) => adminApi.portfolio.read(id).then((answer) => answer.data),
    },
  };
}
