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
import { useEditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { useIconChoice } from "../../../lib/admin/use-icon-choice.ts";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { IconPicker } from "../ui/icon-picker.tsx";
import { UploadProgress } from "../ui/upload-progress.tsx";

type Props = {
  category?: CategoryDto;
  onClose: () => void;
  onSaved: () => void;
  /** After an edit conflict: edit the category as a colleague saved it. */
  onReload?: (category: CategoryDto) => void;
};

/** Add (name, description, logo) or edit (any of them; the new file is sent as `icon`). */
export function CategoryForm({ category, onClose, onSaved, onReload }: Props) {
  const editing = category !== undefined;
  const edit = useEditConflict(category?.version, (record) => categoryDtoSchema.parse(record));
  const icon = useIconChoice(category?.icon);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting, dirtyFields },
  } = useAdminForm(categoryCreateSchema, {
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "" },
  });
  const description = watch("description") ?? "";

  async function save(values: CategoryCreateInput, version = edit.version) {
    const form = new FormData();
    if (!editing || dirtyFields.name) form.append("name", values.name);
    if (!editing || dirtyFields.description) form.append("description", values.description);
    if (icon.file) form.append(editing ? "icon" : "logo", icon.file);
    if (editing && version !== undefined) form.append("version", String(version));
    await saveForm(
      () =>
        editing
          ? adminApi.categories.update(category._id, form, { onUploadProgress: setProgress })
          : adminApi.categories.create(form, { onUploadProgress: setProgress }),
      {
        setError,
        fields: ["name", "description"],
        failed: (error) =>
          messageOf(error, editing ? uiMessages.category.updateFailed : uiMessages.category.createFailed),
        onSaved,
        conflict: edit.caught,
      },
    );
    setProgress(null);
  }

  const changed = isDirty || icon.file !== null;
  const disabled = !isValid || !icon.chosen || isSubmitting || (editing && !changed);

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
          yours={getValues()}
          fields={["name", "description"]}
          busy={isSubmitting}
          onReload={() => edit.conflict && onReload?.(edit.conflict.theirs)}
          onReapply={handleSubmit((values) => save(values, edit.reapply()))}
        />
      )}
      <form
        id="category-form"
        noValidate
        onSubmit={handleSubmit((values) => save(values))}
        className="flex flex-col gap-4"
      >
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
          mode={editing ? "edit" : "create"}
          {...icon.picker}
          requiredMessage={categoryMessages.iconRequired}
          hint="PNG or JPG, recommended 400 x 200 px"
          disabled={isSubmitting}
        />
      </form>
    </FormModal>
  );
}
