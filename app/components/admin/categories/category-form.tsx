import type { z } from "zod";
import { addressOf } from "../../../../domain/addresses.ts";
import {
  categoryCreateSchema,
  categoryDefaults,
  categoryDtoSchema,
  categoryFieldNames,
  categoryLimits,
  categoryMessages,
} from "../../../../domain/categories.ts";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { multipartOf } from "../../../lib/admin/multipart.ts";
import type { CategoryDto } from "../../../lib/admin/types.ts";
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { draftIconOf } from "../../../lib/admin/use-form-draft.ts";
import { useIconChoice } from "../../../lib/admin/use-icon-choice.ts";
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { IconPicker } from "../media/icon-picker.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";

type Props = ContentFormProps<CategoryDto> & {
  category?: CategoryDto;
};

/** The create's fields, the search settings as the form edits them (an object). */
const formSchema = categoryCreateSchema.extend({ seo: searchSettingsFieldsSchema });
type FormOutput = z.output<typeof formSchema>;

const categoryKind = contentFormKind({
  record: "category",
  schema: formSchema,
  dto: categoryDtoSchema,
  defaults: categoryDefaults,
  shown: (draft, was) => ({
    name: draft.text("name", was.name),
    slug: draft.text("slug", was.slug),
    description: draft.text("description", was.description),
    seo: draft.parsed("seo", searchSettingsFieldsSchema, was.seo),
  }),
  keys: categoryFieldNames,
  failed: { create: uiMessages.category.createFailed, update: uiMessages.category.updateFailed },
  updated: categoryMessages.updated,
});

/**
 * Add (name, description, logo) or edit (any of them). Editing saves the name and description to the
 * category's draft as you type, and a new icon into the draft when chosen (ADR 0125); the draft
 * bar's Publish puts them live (ADR 0130). Adding can "Save as draft" (the logo chosen is kept with
 * it); the form then reopens on that draft, where an icon chosen replaces the kept one (or gives it
 * one), and Publish adds it.
 */
export function CategoryForm(props: Props) {
  const { category, draftOnly, onClose, onReload } = props;
  const engine = useContentForm(categoryKind, { ...props, record: category });
  const { editing, form, field, values, formDraft } = engine;
  const address = addressOf.category({ slug: values.slug || "…" });
  const icon = useIconChoice(category?.icon);
  const { current: draftIcon, picker: draftIconPicker } = draftIconOf(formDraft, category?.icon);
  const onUploadProgress = engine.onUploadProgress;
  const nameSlug = useSlugSuggestion(engine, "category", values.name);
  const slugCheck = useSlugCheck(engine, "category", nameSlug);

  /** Adding: the new category goes live at once (editing, every change goes into its draft). */
  function create(output: FormOutput) {
    // An empty slug is made from the name by the server.
    const sent = multipartOf(output);
    icon.appendTo(sent, "logo");
    return engine.send(() => adminApi.categories.create(sent, { onUploadProgress }));
  }

  /** "Save as draft": the new category is kept as a draft (the fields filled so far and the logo chosen). */
  function saveAsDraft() {
    const sent = multipartOf(engine.filled());
    icon.appendTo(sent, "logo");
    sent.append("draft", "true");
    return engine.saveAsDraft(() => adminApi.categories.createDraft(sent, { onUploadProgress }));
  }

  // A draft's icon is the one its draft names (chosen when it was saved, or here since).
  const hasIcon = draftOnly ? draftIcon !== null : icon.chosen;

  return (
    <ContentFormModal
      engine={engine}
      id="category-form"
      name={category?.name ?? values.name ?? ""}
      canUnpublish={false}
      record={category}
      disabled={!form.formState.isValid || !hasIcon}
      onSubmit={engine.submit(create)}
      onSaveAsDraft={saveAsDraft}
      conflict={{
        // The icon the draft would publish is part of "your changes".
        yours: () => ({ ...form.getValues(), ...(draftIcon && { icon: draftIcon }) }),
        fields: draftIcon ? [...categoryKind.keys, "icon"] : categoryKind.keys,
      }}
      onReload={onReload}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField label="Name" required {...field("name")} />
      <SlugField
        path={address}
        current={category && addressOf.category(category)}
        suggestion={slugCheck}
        {...field("slug")}
      />
      <TextAreaField
        label="Description"
        required
        rows={3}
        limit={categoryLimits.descriptionMax}
        length={values.description?.length ?? 0}
        {...field("description")}
      />
      <IconPicker
        label="Icon"
        mode={editing || draftOnly ? "edit" : "create"}
        {...(editing || draftOnly ? draftIconPicker : icon.picker)}
        requiredMessage={categoryMessages.iconRequired}
        hint="PNG or JPG, recommended 400 x 200 px"
        disabled={form.formState.isSubmitting}
      />
      <SearchSettingsFields
        at="seo"
        form={engine}
        own={values.seo}
        page={{ title: `${values.name ?? ""} services`, description: values.description, path: address }}
      />
    </ContentFormModal>
  );
}
