import { useState } from "react";
import {
  type CategoryCreateInput,
  categoryCreateSchema,
  categoryLimits,
  categoryMessages,
} from "../../../../domain/categories.ts";
import { categoryDtoSchema } from "../../../../domain/content.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import type { CategoryDto } from "../../../lib/admin/types.ts";
import { formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { type DraftFormProps, filledFields, useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import { useEditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { draftIconOf, draftOver, typedFields } from "../../../lib/admin/use-form-draft.ts";
import { useIconChoice } from "../../../lib/admin/use-icon-choice.ts";
import { FormDraftBar } from "../drafts/form-draft-bar.tsx";
import { SaveAsDraftOffer } from "../drafts/save-as-draft-offer.tsx";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { IconPicker } from "../ui/icon-picker.tsx";
import { UploadProgress } from "../ui/upload-progress.tsx";

/** With `DraftFormProps`: its draft, or the draft it was saved as on create, and `onSaved`. */
type Props = DraftFormProps & {
  category?: CategoryDto;
  onClose: () => void;
  /** After an edit conflict: edit the category as a colleague saved it. */
  onReload?: (category: CategoryDto) => void;
};

const keys = ["name", "description"] as const;

/**
 * Add (name, description, logo) or edit (any of them). Editing saves the name and description to the
 * category's draft as you type, and a new icon into the draft when chosen (ADR 0125); "Update
 * Category" publishes at once. Adding can "Save as draft" (the logo chosen is kept with it); the
 * form then reopens on that draft, where an icon chosen replaces the kept one (or gives it one), and
 * Add publishes it.
 */
export function CategoryForm(props: Props) {
  const { category, publication, draftOnly, onClose, onSaved, onReload } = props;
  const editing = category !== undefined;
  const edit = useEditConflict(category?.version, (record) => categoryDtoSchema.parse(record));
  const icon = useIconChoice(category?.icon);
  const [progress, setProgress] = useState<number | null>(null);
  const draft = draftOver(publication ?? draftOnly);
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting, dirtyFields },
  } = useAdminForm(categoryCreateSchema, {
    defaultValues: {
      name: draft.text("name", category?.name ?? ""),
      description: draft.text("description", category?.description ?? ""),
    },
  });
  const [name = "", description = ""] = watch(keys);
  const typed = { name, description };
  const unsaved = typedFields(
    keys,
    (key) => dirtyFields[key] === true,
    (key) => typed[key],
  );
  const { formDraft, draftCreate } = useFormDrafts(
    "category",
    category?._id,
    props,
    unsaved,
    uiMessages.category.createFailed,
    edit.version,
  );
  // Sent: every field on add; on edit those typed here or changed in the draft the form opened on.
  const sent = (key: (typeof keys)[number]) => !editing || dirtyFields[key] || key in formDraft.inDraft;

  const { current: draftIcon, picker: draftIconPicker } = draftIconOf(formDraft, category?.icon);

  async function save(values: CategoryCreateInput, version = edit.version) {
    if (editing && draftIcon) {
      // The update takes no stored picture: the draft (with what is typed) is published instead,
      // guarded and answered as the update is.
      await saveForm(() => formDraft.publishAsUpdate(version, categoryMessages.updated), {
        setError,
        fields: keys,
        failed: (error) => messageOf(error, uiMessages.category.updateFailed),
        onSaved,
        conflict: edit.caught,
      });
      return;
    }
    const form = new FormData();
    for (const key of keys) if (sent(key)) form.append(key, values[key]);
    if (icon.file) form.append(editing ? "icon" : "logo", icon.file);
    if (editing && version !== undefined) form.append("version", String(version));
    formDraft.settle();
    await saveForm(
      () =>
        editing
          ? adminApi.categories.update(category._id, form, { onUploadProgress: setProgress })
          : adminApi.categories.create(form, { onUploadProgress: setProgress }),
      {
        setError,
        fields: keys,
        failed: (error) =>
          messageOf(error, editing ? uiMessages.category.updateFailed : uiMessages.category.createFailed),
        onSaved: formDraft.saved(onSaved),
        conflict: edit.caught,
      },
    );
    setProgress(null);
  }

  /** "Save as draft": the new category is kept as a draft (the fields filled so far and the logo chosen). */
  function saveAsDraft() {
    const form = new FormData();
    for (const [key, value] of Object.entries(filledFields(keys, (key) => typed[key]))) form.append(key, String(value));
    if (icon.file) form.append("logo", icon.file);
    form.append("draft", "true");
    return draftCreate
      .save(() => adminApi.categories.createDraft(form, { onUploadProgress: setProgress }))
      .finally(() => setProgress(null));
  }

  const changed = isDirty || icon.file !== null || formDraft.hasDraft;
  // A draft's icon is the one its draft names (chosen when it was saved, or here since).
  const hasIcon = draftOnly ? draftIcon !== null : icon.chosen;
  const disabled = !isValid || !hasIcon || isSubmitting || draftCreate.saving || (editing && !changed);

  return (
    <FormModal
      {...formModalTexts("Category", editing)}
      form="category-form"
      onClose={onClose}
      submitting={isSubmitting}
      disabled={disabled}
      progress={<UploadProgress value={progress} label="Uploading" />}
    >
      {edit.conflict && (
        <ConflictPanel
          message={edit.conflict.message}
          theirs={edit.conflict.theirs}
          // The icon the draft would publish is part of "your changes".
          yours={{ ...getValues(), ...(draftIcon && { icon: draftIcon }) }}
          fields={draftIcon ? [...keys, "icon"] : keys}
          busy={isSubmitting}
          onReload={() => edit.conflict && onReload?.(edit.conflict.theirs)}
          onReapply={handleSubmit((values) => save(values, edit.reapply()))}
        />
      )}
      <form
        id="category-form"
        noValidate
        onSubmit={handleSubmit((values) => (draftOnly ? draftCreate.publish() : save(values)))}
        className="flex flex-col gap-4"
      >
        <FormDraftBar formDraft={formDraft} name={category?.name ?? name} canUnpublish={false} onPublished={onSaved} />
        <SaveAsDraftOffer draftCreate={draftCreate} onSave={saveAsDraft} disabled={isSubmitting} />
        <TextField label="Name" required error={errors.name?.message} {...register("name")} />
        <TextAreaField
          label="Description"
          required
          rows={3}
          limit={categoryLimits.descriptionMax}
          length={description.length}
          error={errors.description?.message}
          {...register("description")}
        />
        <IconPicker
          label="Icon"
          mode={editing || draftOnly ? "edit" : "create"}
          {...(editing || draftOnly ? draftIconPicker : icon.picker)}
          requiredMessage={categoryMessages.iconRequired}
          hint="PNG or JPG, recommended 400 x 200 px"
          disabled={isSubmitting}
        />
      </form>
    </FormModal>
  );
}
