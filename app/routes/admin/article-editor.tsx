import { ArticleEditor, articleDocument } from "../../components/admin/articles/article-editor.tsx";
import { DocumentRoute } from "../../components/admin/editor/document-route.tsx";
import type { Route } from "./+types/article-editor";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id === "new" ? "New article" : "Edit article"} · Back office` },
];

/** An article's full-page editor (issue 67): `/admin/articles/new`, `/admin/articles/:id`. */
export default function ArticleEditorScreen() {
  return <DocumentRoute kind={articleDocument} Editor={ArticleEditor} />;
}
