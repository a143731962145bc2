import { DocumentRoute } from "../../components/admin/editor/document-route.tsx";
import { PageEditor, pageDocument } from "../../components/admin/pages/page-editor.tsx";
import type { Route } from "./+types/page-editor";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id === "new" ? "New page" : "Edit page"} · Back office` },
];

/** A page's full-page editor (issue 67): `/admin/pages/new`, `/admin/pages/:id`. */
export default function PageEditorScreen() {
  return <DocumentRoute kind={pageDocument} Editor={PageEditor} />;
}
