import {
  blocksField,
  pageCreateSchema,
  pageDefaults,
  pageDtoSchema,
  pageFieldNames,
  pageMessages,
} from "../../../../domain/pages.ts";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import type { PageDto, Publication } from "../../../lib/admin/types.ts";
import { contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { draftOver } from "../../../lib/admin/use-form-draft.ts";
import { DocumentEditor } from "../editor/document-editor.tsx";
import type { DocumentKind } from "../editor/document-kind.ts";
import type { DocumentEditorProps } from "../editor/document-route.tsx";

/** The page's own screen (issue 67): `/admin/pages/:id`, `/admin/pages/new`. */
export const pageDocument: DocumentKind<PageDto, "blocks"> = {
  path: "pages",
  noun: "page",
  plural: "Pages",
  list: "/admin/pages",
  notFound: pageMessages.notFound,
  read: (id) => adminApi.pages.read(id).then((answer) => answer.data),
  titlePlaceholder: "Page title",
  body: { at: "blocks", label: "Page content" },
};

const formSchema = pageCreateSchema.omit({ isActive: true }).extend({ seo: searchSettingsFieldsSchema });

const pageKind = contentFormKind({
  path: "pages",
  noun: "Page",
  schema: formSchema,
  shown: shownPage,
  parse: (record) => pageDtoSchema.parse(record),
  // Publish is its own step (issue 67): the editor never sends isActive with what is typed.
  keys: pageFieldNames.filter((key) => key !== "isActive"),
  updated: pageMessages.updated,
});

/** The page as the editor shows it: the published page with its draft's fields over it. */
function shownPage(page: PageDto | undefined, publication: Publication | undefined) {
  const draft = draftOver(publication);
  const was = page ?? pageDefaults;
  return {
    title: draft.text("title", was.title),
    slug: draft.text("slug", was.slug),
    blocks: draft.parsed("blocks", (value) => blocksField.safeParse(value), was.blocks),
    parentId: was.parentId ?? null,
    seo: draft.parsed("seo", (value) => searchSettingsFieldsSchema.safeParse(value), was.seo),
  };
}

/** A page written on its own screen: its title and blocks, its address and search and sharing (issue 54, 67). */
export function PageEditor(props: DocumentEditorProps<PageDto>) {
  const engine = useContentForm(pageKind, { ...props, record: props.record, alwaysDraft: true });
  return <DocumentEditor kind={pageDocument} engine={engine} {...props} />;
}
