import { addressOf } from "../../../domain/addresses.ts";
import { pageMessages } from "../../../domain/pages.ts";
import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { writtenList } from "../../components/admin/content-list/written-list.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import type { PageDto } from "../../lib/admin/types.ts";
import type { Route } from "./+types/pages";

export const meta: Route.MetaFunction = () => [{ title: "Pages · Back office" }];

/** Pages built from blocks (issue 54): each at its own address, with drafts, history and trash as other content. */
const pageList = writtenList<PageDto>({
  record: "page",
  caption: "Pages",
  description: "Pages you build from blocks, each at its own address; add them to the menu in Site › Navigation",
  load: (query) => adminApi.pages.page(query),
  remove: (id) => adminApi.pages.delete(id),
  columns: [
    { header: "Address", cell: (page) => <code className="text-xs text-slate-600">{addressOf.page(page)}</code> },
    { header: "Changed", cell: (page) => formatDate(page.updatedAt) },
  ],
  sorts: [
    { value: "", label: "Title A–Z" },
    { value: "-title", label: "Title Z–A" },
    { value: "-updatedAt", label: "Changed lately" },
  ],
  // Said before any side effect (issue 67): the menu's links to it and the redirects to it.
  deleteWarnings: async (page) => {
    const { menuLinks, redirects } = (await adminApi.pages.ties(page._id)).data;
    return [
      ...(menuLinks > 0 ? [pageMessages.inMenu(menuLinks)] : []),
      ...(redirects > 0 ? [pageMessages.redirectTarget(redirects)] : []),
    ];
  },
});

export default function Pages() {
  return <ContentListScreen kind={pageList} />;
}
