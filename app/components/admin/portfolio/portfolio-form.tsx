import { useState } from "react";
import type { z } from "zod";
import { portfolioDtoSchema } from "../../../../domain/content.ts";
import type { PortfolioType } from "../../../../domain/enums.ts";
import {
  portfolioCreateSchema,
  portfolioLimits,
  portfolioTypeMessages,
  portfolioUpdateSchema,
} from "../../../../domain/portfolio.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import type { CategoryDto, PortfolioDto, Publication } from "../../../lib/admin/types.ts";
import { formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { type DraftFormProps, useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import { useEditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { draftOver, typedFields } from "../../../lib/admin/use-form-draft.ts";
import { CategorySelect } from "../categories/category-select.tsx";
import { FormDraftBar } from "../drafts/form-draft-bar.tsx";
import { SaveAsDraftOffer } from "../drafts/save-as-draft-offer.tsx";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { UploadProgress } from "../ui/upload-progress.tsx";
import { DraftImagesEditor } from "./draft-images-editor.tsx";
import { NewImagesPicker } from "./new-images-picker.tsx";

/** The edit form needs the same fields filled as the add form, with the longer description. */
const editSchema = portfolioUpdateSchema.required({
  category: true,
  name: true,
  client: true,
  technology: true,
  url: true,
  date: true,
  description: true,
});

/** Both forms edit the same fields; only the description's limit and what is required differ. */
type Output = z.output<typeof portfolioCreateSchema> | z.output<typeof editSchema>;
const formSchema = (editing: boolean): z.ZodType<Output, z.input<typeof portfolioCreateSchema>> =>
  editing ? editSchema : portfolioCreateSchema;
const fieldNames = [
  "category",
  "name",
  "client",
  "technology",
  "url",
  "date",
  "description",
  "approach",
  "isActive",
] as const;

export const typeNoun: Record<PortfolioType, string> = { project: "Project", product: "Product" };

/** With `DraftFormProps`: its draft, or the draft it was saved as on create, and `onSaved`. */
type Props = DraftFormProps & {
  type: PortfolioType;
  categories: CategoryDto[];
  /** Absent: the add form. */
  item?: PortfolioDto;
  canChangeStatus: boolean;
  onClose: () => void;
  /** After an edit conflict: edit the item as a colleague saved it. */
  onReload?: (item: PortfolioDto) => void;
};

/** An item in the form's shape, for the conflict screen to compare like with like. */
const asForm = (item: PortfolioDto) => ({ ...item, date: item.date.slice(0, 10) });

/** The item as the form opens it: the published item with its draft's fields over it. */
function shownItem(type: PortfolioType, item: PortfolioDto | undefined, publication: Publication | undefined) {
  const draft = draftOver(publication);
  return {
    type,
    category: draft.text("category", item?.category._id ?? ""),
    name: draft.text("name", item?.name ?? ""),
    client: draft.text("client", item?.client ?? ""),
    technology: draft.text("technology", item?.technology ?? ""),
    url: draft.text("url", item?.url ?? ""),
    date: draft.text("date", item?.date.slice(0, 10) ?? ""),
    description: draft.text("description", item?.description ?? ""),
    approach: draft.text("approach", item?.approach ?? ""),
    isActive: draft.flag("isActive", item?.isActive ?? true),
  };
}

export function PortfolioForm(props: Props) {
  const { type, categories, item, publication, draftOnly, canChangeStatus, onClose, onSaved, onReload } = props;
  const noun = typeNoun[type];
  const editing = item !== undefined;
  const edit = useEditConflict(item?.version, (record) => portfolioDtoSchema.parse(record));
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting, dirtyFields },
  } = useAdminForm(formSchema(editing), { defaultValues: shownItem(type, item, publication ?? draftOnly) });
  const descriptionMax = editing ? portfolioLimits.descriptionOnUpdateMax : portfolioLimits.descriptionOnCreateMax;
  const values = watch();
  const { description = "", approach = "" } = values;
  const mine = (key: (typeof fieldNames)[number]) => key !== "isActive" || canChangeStatus;
  // What the draft is missing: the fields typed since the form opened, as the API takes them.
  const unsaved = typedFields(
    fieldNames,
    (key) => mine(key) && dirtyFields[key] === true,
    (key) => values[key],
  );
  const { formDraft, draftCreate } = useFormDrafts(
    "project",
    item?._id,
    props,
    unsaved,
    uiMessages.portfolio.addFailed,
    edit.version,
  );
  // The pictures the item's draft names (ADR 0125): changed there, live only once published.
  const drafted = formDraft.fields.image;
  const draftImages = Array.isArray(drafted) ? drafted.map(String) : null;

  /** The add form's fields and files as the create takes them. */
  function createForm(values: Partial<Record<(typeof fieldNames)[number], unknown>>) {
    const form = new FormData();
    for (const key of fieldNames) {
      const value = values[key];
      if (value === undefined || value === "" || (key === "isActive" && !canChangeStatus)) continue;
      form.append(key, String(value));
    }
    form.append("type", type);
    for (const file of files) form.append("image", file);
    return form;
  }

  /** "Save as draft": the new item is kept as a draft (any fields filled so far), not created. */
  function saveAsDraft() {
    const form = createForm(getValues());
    form.append("draft", "true");
    return draftCreate
      .save(() => adminApi.portfolio.createDraft(form, { onUploadProgress: setProgress }))
      .finally(() => setProgress(null));
  }

  async function create(values: Output) {
    const form = createForm(values);
    setProgress(0);
    await saveForm(() => adminApi.portfolio.create(form, { onUploadProgress: setProgress }), {
      setError,
      fields: fieldNames,
      failed: (error) => messageOf(error, uiMessages.portfolio.addFailed),
      onSaved: () => {
        setFiles([]);
        onSaved();
      },
    });
    setProgress(null);
  }

  /**
   * The fields this admin changed, here or in the draft the form opened on: all a save sends, so
   * re-applying replaces only those.
   */
  const changedFields = () => fieldNames.filter((key) => mine(key) && (dirtyFields[key] || key in formDraft.inDraft));

  async function update(values: Output, version = edit.version) {
    if (!item) return;
    const saving = {
      setError,
      fields: fieldNames,
      failed: (error: unknown) => messageOf(error, uiMessages.portfolio.updateFailed[type]),
      conflict: edit.caught,
    };
    if (draftImages) {
      // The draft names pictures, which the update cannot take: the draft (with what is typed) is
      // published instead, guarded and answered as the update is.
      await saveForm(() => formDraft.publishAsUpdate(version, portfolioTypeMessages[type].updated), {
        ...saving,
        onSaved,
      });
      return;
    }
    const changed = Object.fromEntries(changedFields().map((key) => [key, values[key]]));
    formDraft.settle();
    await saveForm(() => adminApi.portfolio.update(item._id, { ...changed, version }), {
      ...saving,
      onSaved: formDraft.saved(onSaved),
    });
  }

  /** The form's values in the record's shape, for the conflict screen. */
  const yours = () => {
    const values = getValues();
    const category = { name: categories.find((c) => c._id === values.category)?.name ?? "" };
    // The pictures the draft would publish are part of "your changes".
    return { ...values, category, ...(draftImages && { image: draftImages }) };
  };

  const submitDisabled =
    !isValid ||
    isSubmitting ||
    draftCreate.saving ||
    (editing ? !isDirty && !formDraft.hasDraft : !draftOnly && files.length === 0);
  const formId = `portfolio-form-${editing ? "edit" : "add"}`;

  return (
    <FormModal
      {...formModalTexts(noun, editing)}
      size="xl"
      form={formId}
      onClose={onClose}
      submitting={isSubmitting}
      disabled={submitDisabled}
      progress={<UploadProgress value={progress} label="Uploading images" />}
    >
      {edit.conflict && (
        <ConflictPanel
          message={edit.conflict.message}
          theirs={asForm(edit.conflict.theirs)}
          yours={yours()}
          fields={draftImages ? [...changedFields(), "image"] : changedFields()}
          labels={{ name: `${noun} Name`, url: "URL" }}
          busy={isSubmitting}
          onReload={() => edit.conflict && onReload?.(edit.conflict.theirs)}
          onReapply={handleSubmit((values) => update(values, edit.reapply()))}
        />
      )}
      <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
        <aside className="md:border-r md:border-slate-200 md:pr-6">
          {draftOnly ? (
            <p className="text-sm text-slate-600">
              {draftOnly.draft?.fields &&
                "The pictures chosen are kept with the draft and go live when it is published."}
            </p>
          ) : editing && item ? (
            <DraftImagesEditor
              images={draftImages ?? item.image}
              changed={draftImages !== null}
              onAdd={(file) => {
                const form = new FormData();
                form.append("image", file);
                return formDraft.saveNow(form);
              }}
              onRemove={(url) => formDraft.saveNow({ image: (draftImages ?? item.image).filter((u) => u !== url) })}
            />
          ) : (
            <NewImagesPicker files={files} onChange={setFiles} disabled={isSubmitting} />
          )}
        </aside>
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit((values) =>
            editing ? update(values) : draftOnly ? draftCreate.publish() : create(values),
          )}
          className="grid content-start gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2 empty:hidden">
            <FormDraftBar
              formDraft={formDraft}
              name={item?.name ?? values.name ?? ""}
              canUnpublish={canChangeStatus && !draftOnly}
              onPublished={onSaved}
            />
            <SaveAsDraftOffer draftCreate={draftCreate} onSave={saveAsDraft} disabled={isSubmitting} />
          </div>
          <CategorySelect
            categories={categories}
            required
            data-autofocus
            error={errors.category?.message}
            {...register("category")}
          />
          <TextField label={`${noun} Name`} required error={errors.name?.message} {...register("name")} />
          <TextField label="Client" required error={errors.client?.message} {...register("client")} />
          <TextField label="Technology" required error={errors.technology?.message} {...register("technology")} />
          <TextField
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            error={errors.url?.message}
            {...register("url")}
          />
          <TextField label="Date" type="date" required error={errors.date?.message} {...register("date")} />
          <div className="sm:col-span-2">
            <TextAreaField
              label="Description"
              required
              rows={5}
              limit={descriptionMax}
              length={description.length}
              error={errors.description?.message}
              {...register("description")}
            />
          </div>
          {type === "project" && (
            <div className="sm:col-span-2">
              <TextAreaField
                label="Approach"
                rows={4}
                limit={portfolioLimits.approachMax}
                length={approach.length}
                hint="Shown under “Our approach” on the project's page; left empty, the standard text is shown."
                error={errors.approach?.message}
                {...register("approach")}
              />
            </div>
          )}
          {type === "product" && canChangeStatus && (
            <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-admin-600"
                {...register("isActive")}
              />
              Active (shown on the public site)
            </label>
          )}
        </form>
      </div>
    </FormModal>
  );
}
