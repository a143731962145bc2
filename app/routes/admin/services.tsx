import type { ContentList } from "../../components/admin/content-list/content-list.ts";
import { nameSorts } from "../../components/admin/content-list/content-list.ts";
import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { publicationColumn } from "../../components/admin/drafts/publication-list.tsx";
import { ServiceForm } from "../../components/admin/services/service-form.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import type { CategoryDto, ServiceDto } from "../../lib/admin/types.ts";
import { useCategoryList } from "../../lib/admin/use-category-list.ts";
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

/** The services' list, filtered and its form filled with `categories`. */
const serviceList = (categories: CategoryDto[]): ContentList<ServiceDto, "categoryId"> => ({
  record: "service",
  area: "services",
  description: "What each category offers, with its approach, benefits and features",
  caption: "Services",
  emptyText: "No services found",
  search: { placeholder: "Search by name or category...", label: "Search services" },
  filters: [
    {
      key: "categoryId",
      label: "Category",
      choices: categories.map((category) => ({ value: category._id, label: category.name })),
    },
  ],
  sorts: nameSorts,
  load: (query) => adminApi.services.page(query),
  loadFailed: uiMessages.fetchFailed.services,
  remove: (id) => adminApi.services.delete(id),
  removeFailed: uiMessages.service.deleteFailed,
  name: (service) => service.name,
  draftName: "name",
  showsDraft: (draft, filters) => !filters.categoryId || draft.draft?.fields.categoryId === filters.categoryId,
  detailLabels: { workUrl: "Work URL" },
  columns: ({ list: { table } }) => [
    {
      header: "Icon",
      role: "media",
      cell: (service) => {
        // The tiles' colours run on across pages, as they do down one long list.
        const index = table.start + table.pageRows.indexOf(service);
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
  ],
  form: {
    render: ({ record, ...opened }) => <ServiceForm {...opened} service={record} categories={categories} />,
    readOne: (id) => adminApi.services.read(id).then((answer) => answer.data),
  },
});

export default function Services() {
  const categories = useCategoryList();
  return <ContentListScreen kind={serviceList(categories.data ?? [])} />;
}
