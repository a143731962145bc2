import { CategoryForm } from "../../components/admin/categories/category-form.tsx";
import type { ContentList } from "../../components/admin/content-list/content-list.ts";
import { nameSorts } from "../../components/admin/content-list/content-list.ts";
import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { publicationColumn } from "../../components/admin/drafts/publication-list.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import type { CategoryDto } from "../../lib/admin/types.ts";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [{ title: "Categories · Back office" }];

const categoryList: ContentList<CategoryDto> = {
  record: "category",
  area: "category",
  description: "The groups your services and portfolio are filed under",
  caption: "Categories",
  emptyText: "No categories found",
  search: { placeholder: "Search by name...", label: "Search categories" },
  sorts: nameSorts,
  load: (query) => adminApi.categories.page(query),
  loadFailed: uiMessages.fetchFailed.categories,
  remove: (id) => adminApi.categories.delete(id),
  removeFailed: uiMessages.category.deleteFailed,
  name: (category) => category.name,
  draftName: "name",
  columns: () => [
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
  ],
  form: {
    render: ({ record, ...opened }) => <CategoryForm {...opened} category={record} />,
    readOne: (id) => adminApi.categories.read(id).then((answer) => answer.data),
  },
};

export default function Categories() {
  return <ContentListScreen kind={categoryList} />;
}
