import { ContentListScreen } from "../../components/admin/content-list/content-list-screen.tsx";
import { writtenList } from "../../components/admin/content-list/written-list.tsx";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import type { ArticleDto } from "../../lib/admin/types.ts";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => [{ title: "Articles · Back office" }];

/** The blog's articles (issue 54): written in the block editor, with drafts, schedules, history and trash. */
const articleList = writtenList<ArticleDto>({
  record: "article",
  caption: "Articles",
  description: "The blog: news, insights and case studies, at /blog and in its feeds",
  load: (query) => adminApi.articles.page(query),
  remove: (id) => adminApi.articles.delete(id),
  columns: [
    { header: "Tags", cell: (article) => article.tags.join(", ") },
    { header: "Published", cell: (article) => (article.publishedAt ? formatDate(article.publishedAt) : "—") },
  ],
  sorts: [
    { value: "", label: "Newest first" },
    { value: "-publishedAt", label: "Published lately" },
    { value: "title", label: "Title A–Z" },
  ],
});

export default function Articles() {
  return <ContentListScreen kind={articleList} />;
}
