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
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { draftOver } from "../../../lib/admin/use-form-draft.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { TextField } from "../ui/fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";

const formSchema = pageCreateSchema.extend({ seo: searchSettingsFieldsSchema });

type Props = ContentFormProps<PageDto> & {
  page?: PageDto;
};

const pageKind = contentFormKind({
  path: "pages",
  noun: "Page",
  schema: formSchema,
  shown: shownPage,
  parse: (record) => pageDtoSchema.parse(record),
  keys: pageFieldNames,
  updated: pageMessages.updated,
});

/** The page as the form shows it: the published page with its draft's fields over it. */
function shownPage(page: PageDto | undefined, publication: Publication | undefined) {
  const draft = draftOver(publication);
  const was = page ?? pageDefaults;
  return {
    title: draft.text("title", was.title),
    slug: draft.text("slug", was.slug),
    blocks: draft.parsed("blocks", (value) => blocksField.safeParse(value), was.blocks),
    isActive: draft.flag("isActive", was.isActive),
    parentId: was.parentId ?? null,
    seo: draft.parsed("seo", (value) => searchSettingsFieldsSchema.safeParse(value), was.seo),
  };
}

/**
 * Add a page, or edit one: a title, its address and its blocks in the editor; editing, every change
 * goes into the page's draft as you type, to preview, share, publish or schedule (issue 54).
 */
export function PageForm(props: Props) {
  const { page, onClose, onReload } = props;
  const engine = useContentForm(pageKind, { ...props, record: page });
  const { form, field, values } = engine;
  const address = addressOf.page({ slug: values.slug || "…" });
  useSlugSuggestion(engine, "page", values.title);

  return (
    <ContentFormModal
      engine={engine}
      size="xl"
      id="page-form"
      name={page?.title ?? values.title ?? ""}
      canUnpublish={!props.draftOnly}
      record={page}
      disabled={!form.formState.isValid}
      {...engine.json(adminApi.pages)}
      conflict={{ yours: () => form.getValues(), fields: engine.changed() }}
      onReload={onReload}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField label="Title" required {...field("title")} />
      <SlugField path={address} current={page && addressOf.page(page)} {...field("slug")} />
      <DocumentField
        label="Page content"
        initial={form.getValues("blocks")}
        error={form.formState.errors.blocks?.message}
        onChange={(document) => form.setValue("blocks", document, { shouldDirty: true, shouldValidate: true })}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-admin-600" {...form.register("isActive")} />
        Published (shown on the site at its address)
      </label>
      <SearchSettingsFields
        at="seo"
        form={engine}
        own={values.seo}
        page={{ title: values.title ?? "", description: "", path: address }}
      />
    </ContentFormModal>
  );
}
