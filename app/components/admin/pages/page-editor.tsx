import { addressOf } from "../../../../domain/addresses.ts";
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
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import type { DocumentKind } from "../editor/document-kind.ts";
import type { DocumentEditorProps } from "../editor/document-route.tsx";
import { DocumentScreen } from "../editor/document-screen.tsx";
import { SettingsSection } from "../editor/settings-panel.tsx";
import { TitleField } from "../editor/title-field.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";

/** The page's own screen (issue 67): `/admin/pages/:id`, `/admin/pages/new`. */
export const pageDocument: DocumentKind<PageDto> = {
  path: "pages",
  noun: "page",
  plural: "Pages",
  list: "/admin/pages",
  notFound: pageMessages.notFound,
  read: (id) => adminApi.pages.read(id).then((answer) => answer.data),
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

/**
 * A page written on its own screen: its title and blocks in the middle, its address and search and
 * sharing beside them; every change goes into its draft as it is typed (issue 54, 67).
 */
export function PageEditor({
  record,
  publication,
  draftOnly,
  onDraftCreated,
  onSaved,
  onReload,
  onGone,
}: DocumentEditorProps<PageDto>) {
  const engine = useContentForm(pageKind, {
    record,
    publication,
    draftOnly,
    onDraftCreated,
    onSaved,
    alwaysDraft: true,
  });
  const { form, field, values } = engine;
  const address = addressOf.page({ slug: values.slug || "…" });
  const nameSlug = useSlugSuggestion(engine, "page", values.title);
  const slugCheck = useSlugCheck(engine, "page", nameSlug);

  return (
    <DocumentScreen
      kind={pageDocument}
      engine={engine}
      record={record}
      name={values.title ?? ""}
      api={adminApi.pages}
      onDraftCreated={onDraftCreated}
      onReload={onReload}
      onGone={onGone}
      conflict={{ yours: () => form.getValues(), fields: engine.changed() }}
      title={<TitleField placeholder="Page title" {...field("title")} />}
      document={(restored) => (
        <DocumentField
          key={restored}
          label="Page content"
          initial={form.getValues("blocks")}
          error={form.formState.errors.blocks?.message}
          onChange={(document) => form.setValue("blocks", document, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      settings={
        <>
          <SettingsSection title="Address">
            <SlugField
              path={address}
              current={record && addressOf.page(record)}
              suggestion={slugCheck}
              {...field("slug")}
            />
          </SettingsSection>
          <SearchSettingsFields
            at="seo"
            form={engine}
            own={values.seo}
            page={{ title: values.title ?? "", description: "", path: address }}
          />
        </>
      }
    />
  );
}
