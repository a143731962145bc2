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
import type { PageDto } from "../../../lib/admin/types.ts";
import { contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { DocumentEditor } from "../editor/document-editor.tsx";
import { documentKind } from "../editor/document-kind.ts";
import type { DocumentEditorProps } from "../editor/document-route.tsx";

/** The page's own screen (issue 67): `/admin/pages/:id`, `/admin/pages/new`. */
export const pageDocument = documentKind<PageDto, "blocks">({
  noun: "page",
  plural: "Pages",
  notFound: pageMessages.notFound,
  read: (id) => adminApi.pages.read(id).then((answer) => answer.data),
  titlePlaceholder: "Page title",
  body: { at: "blocks", label: "Page content" },
});

const formSchema = pageCreateSchema.omit({ isActive: true }).extend({ seo: searchSettingsFieldsSchema });

const pageKind = contentFormKind({
  record: "page",
  schema: formSchema,
  dto: pageDtoSchema,
  defaults: pageDefaults,
  // The published page (or the defaults) with its draft's fields over it.
  shown: (draft, was) => ({
    title: draft.text("title", was.title),
    slug: draft.text("slug", was.slug),
    blocks: draft.parsed("blocks", blocksField, was.blocks),
    parentId: was.parentId ?? null,
    seo: draft.parsed("seo", searchSettingsFieldsSchema, was.seo),
  }),
  // Publish is its own step (issue 67): the editor never sends isActive with what is typed.
  keys: pageFieldNames.filter((key) => key !== "isActive"),
  updated: pageMessages.updated,
});

/** A page written on its own screen: its title and blocks, its address and search and sharing (issue 54, 67). */
export function PageEditor(props: DocumentEditorProps<PageDto>) {
  const engine = useContentForm(pageKind, { ...props, record: props.record, alwaysDraft: true });
  return <DocumentEditor kind={pageDocument} engine={engine} {...props} />;
}
