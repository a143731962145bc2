import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { serviceDtoSchema } from "../../../../domain/content.ts";
import { hexColorPattern, serviceLimits, serviceMessages } from "../../../../domain/services.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import type { CategoryDto, Publication, ServiceDto } from "../../../lib/admin/types.ts";
import { formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { type DraftFormProps, filledFields, useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import { useEditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { draftIconOf, draftOver, typedFields } from "../../../lib/admin/use-form-draft.ts";
import { useIconChoice } from "../../../lib/admin/use-icon-choice.ts";
import { CategorySelect } from "../categories/category-select.tsx";
import { FormDraftBar } from "../drafts/form-draft-bar.tsx";
import { SaveAsDraftOffer } from "../drafts/save-as-draft-offer.tsx";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { Button, IconButton } from "../ui/button.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { IconPicker } from "../ui/icon-picker.tsx";
import { UploadProgress } from "../ui/upload-progress.tsx";
import { serviceFormSchema as formSchema, type ServiceFormValues } from "./service-form-schema.ts";
import { TitledTextRows } from "./titled-text-rows.tsx";

const textFields = ["categoryId", "name", "description", "approach", "color", "workUrl", "benefits"] as const;
const rowLists = ["features", "topics", "benefitTiles"] as const;
/** The three long texts follow one rule: required, with the same limit and counter. */
const longTexts = [
  { name: "description", label: "Description" },
  { name: "approach", label: "Approach" },
  { name: "benefits", label: "Benefits" },
] as const;

/** With `DraftFormProps`: its draft, or the draft it was saved as on create, and `onSaved`. */
type Props = DraftFormProps & {
  service?: ServiceDto;
  categories: CategoryDto[];
  onClose: () => void;
  /** After an edit conflict: edit the service as a colleague saved it. */
  onReload?: (service: ServiceDto) => void;
};

/** What the conflict screen compares: the fields this form edits. */
const compared = ["name", "category", "description", "approach", "benefits", "color", "workUrl", "features"] as const;

/** The service as the form opens it: the published service with its draft's fields over it. */
function shownService(service: ServiceDto | undefined, publication: Publication | undefined): ServiceFormValues {
  const draft = draftOver(publication);
  return {
    categoryId: draft.text("categoryId", service?.categoryId ?? ""),
    name: draft.text("name", service?.name ?? ""),
    description: draft.text("description", service?.description ?? ""),
    approach: draft.text("approach", service?.approach ?? ""),
    color: draft.text("color", service?.color ?? "#4f46e5"),
    workUrl: draft.text("workUrl", service?.workUrl ?? ""),
    benefits: draft.text("benefits", service?.benefits ?? ""),
    features: draft.parsed(
      "features",
      (value) => formSchema.shape.features.safeParse(value),
      service?.features.map(({ name, description }) => ({ name, description })) ?? [{ name: "", description: "" }],
    ),
    topics: draft.parsed(
      "topics",
      (value) => formSchema.shape.topics.safeParse(value),
      service?.topics.map(({ title, text }) => ({ title, text })) ?? [],
    ),
    benefitTiles: draft.parsed(
      "benefitTiles",
      (value) => formSchema.shape.benefitTiles.safeParse(value),
      service?.benefitTiles.map(({ title, text }) => ({ title, text })) ?? [],
    ),
  };
}

/** The rows filled in full: "Save as draft" keeps those, as the draft takes only whole rows. */
const wholeRows = (rows: Record<string, string>[] | undefined) =>
  (rows ?? []).filter((row) => Object.values(row).every((value) => value.trim() !== ""));

/**
 * Add or edit a service. Editing saves the service's draft as you type, and a new icon into the
 * draft when chosen (ADR 0125); "Update Service" publishes at once. Adding can "Save as draft" (the
 * icon chosen is kept with it); the form then reopens on that draft, where an icon chosen replaces
 * the kept one (or gives it one), and Add publishes it.
 */
export function ServiceForm(props: Props) {
  const { service, publication, draftOnly, categories, onClose, onSaved, onReload } = props;
  const editing = service !== undefined;
  const edit = useEditConflict(service?.version, (record) => serviceDtoSchema.parse(record));
  const icon = useIconChoice(service?.icon);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    setValue,
    setError,
    trigger,
    formState: { errors, isValid, isDirty, isSubmitting, defaultValues },
  } = useAdminForm(formSchema, { defaultValues: shownService(service, publication ?? draftOnly) });
  const features = useFieldArray({ control, name: "features" });
  /** The list is one rule ("All feature fields are required"): a change in any row checks every row. */
  const checkFeatures = () => void trigger("features");
  const [description, approach, benefits, color] = watch(["description", "approach", "benefits", "color"]);
  const written = { description, approach, benefits };
  // What the draft is missing: the fields that differ from what the form opened on.
  const values = watch();
  const unsaved = typedFields(
    [...textFields, ...rowLists],
    (key) => JSON.stringify(values[key]) !== JSON.stringify(defaultValues?.[key]),
    (key) => values[key],
  );
  const { formDraft, draftCreate } = useFormDrafts(
    "services",
    service?._id,
    props,
    unsaved,
    uiMessages.service.addFailed,
    edit.version,
  );

  /** "Save as draft": the new service is kept as a draft (the fields and whole rows so far, the icon chosen). */
  function saveAsDraft() {
    const values = getValues();
    const filled = filledFields([...textFields, ...rowLists], (key) =>
      key === "features" || key === "topics" || key === "benefitTiles" ? wholeRows(values[key]) : values[key],
    );
    const form = new FormData();
    for (const [key, value] of Object.entries(filled))
      form.append(key === "features" ? "feature" : key, typeof value === "string" ? value : JSON.stringify(value));
    if (icon.file) form.append("icon", icon.file);
    form.append("draft", "true");
    return draftCreate
      .save(() => adminApi.services.createDraft(form, { onUploadProgress: setProgress }))
      .finally(() => setProgress(null));
  }

  const { current: draftIcon, picker: draftIconPicker } = draftIconOf(formDraft, service?.icon);

  async function save(values: z.output<typeof formSchema>, version = edit.version) {
    if (editing && draftIcon) {
      // The update takes no stored picture: the draft (with what is typed) is published instead,
      // guarded and answered as the update is.
      await saveForm(() => formDraft.publishAsUpdate(version, serviceMessages.updated), {
        setError,
        fields: textFields,
        failed: (error) => messageOf(error, uiMessages.service.updateFailed),
        onSaved,
        conflict: edit.caught,
      });
      return;
    }
    const form = new FormData();
    for (const key of textFields) form.append(key, values[key]);
    form.append("feature", JSON.stringify(values.features));
    form.append("topics", JSON.stringify(values.topics));
    form.append("benefitTiles", JSON.stringify(values.benefitTiles));
    if (icon.file) form.append("icon", icon.file);
    if (editing && version !== undefined) form.append("version", String(version));
    formDraft.settle();
    await saveForm(
      () =>
        editing
          ? adminApi.services.update(service._id, form, { onUploadProgress: setProgress })
          : adminApi.services.create(form, { onUploadProgress: setProgress }),
      {
        setError,
        fields: textFields,
        failed: (error) => messageOf(error, editing ? uiMessages.service.updateFailed : uiMessages.service.addFailed),
        onSaved: formDraft.saved(onSaved),
        conflict: edit.caught,
      },
    );
    setProgress(null);
  }

  /** The form's values in the record's shape, for the conflict screen. */
  const yours = (values: z.input<typeof formSchema>) => ({
    ...values,
    category: { name: categories.find((c) => c._id === values.categoryId)?.name ?? "" },
  });

  const featureErrors = errors.features;
  const featureMessage =
    featureErrors?.message ??
    featureErrors?.root?.message ??
    (Array.isArray(featureErrors) && featureErrors.some(Boolean) ? serviceMessages.featureFieldsRequired : undefined);
  // A draft's icon is the one its draft names (chosen when it was saved, or here since).
  const hasIcon = draftOnly ? draftIcon !== null : icon.chosen;
  const disabled =
    !isValid ||
    !hasIcon ||
    isSubmitting ||
    draftCreate.saving ||
    (editing && !isDirty && icon.file === null && !formDraft.hasDraft);

  return (
    <FormModal
      {...formModalTexts("Service", editing)}
      size="lg"
      form="service-form"
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
          yours={{ ...yours(getValues()), ...(draftIcon && { icon: draftIcon }) }}
          fields={draftIcon ? [...compared, "icon"] : compared}
          labels={{ workUrl: "Work URL" }}
          busy={isSubmitting}
          onReload={() => edit.conflict && onReload?.(edit.conflict.theirs)}
          onReapply={handleSubmit((values) => save(values, edit.reapply()))}
        />
      )}
      <form
        id="service-form"
        noValidate
        onSubmit={handleSubmit((values) => (draftOnly ? draftCreate.publish() : save(values)))}
        className="grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2 empty:hidden">
          <FormDraftBar
            formDraft={formDraft}
            name={service?.name ?? values.name ?? ""}
            canUnpublish={false}
            onPublished={onSaved}
          />
          <SaveAsDraftOffer draftCreate={draftCreate} onSave={saveAsDraft} disabled={isSubmitting} />
        </div>
        <CategorySelect
          categories={categories}
          required
          error={errors.categoryId?.message}
          {...register("categoryId")}
        />
        <TextField label="Name" required error={errors.name?.message} {...register("name")} />
        {longTexts.map(({ name, label }) => (
          <div key={name} className="sm:col-span-2">
            <TextAreaField
              label={label}
              required
              rows={3}
              limit={serviceLimits.textMax}
              length={written[name]?.length ?? 0}
              error={errors[name]?.message}
              {...register(name)}
            />
          </div>
        ))}
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label="Color"
              required
              placeholder="#1a2b3c"
              error={errors.color?.message}
              {...register("color")}
            />
          </div>
          <input
            type="color"
            aria-label="Pick a colour"
            value={hexColorPattern.test(color ?? "") && color.length === 7 ? color : "#000000"}
            onChange={(event) => setValue("color", event.target.value, { shouldDirty: true, shouldValidate: true })}
            className="mb-px h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </div>
        <TextField
          label="Work URL"
          type="url"
          placeholder="https://"
          required
          error={errors.workUrl?.message}
          {...register("workUrl")}
        />
        <div className="sm:col-span-2">
          <IconPicker
            label="Icon"
            square
            mode={editing || draftOnly ? "edit" : "create"}
            {...(editing || draftOnly ? draftIconPicker : icon.picker)}
            requiredMessage={serviceMessages.iconRequired}
            hint="A square image, PNG or JPG"
            disabled={isSubmitting}
          />
        </div>

        <fieldset className="flex flex-col gap-3 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Features{" "}
            <span aria-hidden className="text-red-600">
              *
            </span>
          </legend>
          {features.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto]"
            >
              <TextField
                label={`Feature ${index + 1} name`}
                {...register(`features.${index}.name`, { onChange: checkFeatures })}
              />
              <TextField
                label={`Feature ${index + 1} description`}
                {...register(`features.${index}.description`, { onChange: checkFeatures })}
              />
              <div className="flex items-end">
                <IconButton
                  label={`Remove feature ${index + 1}`}
                  tone="danger"
                  onClick={() => {
                    features.remove(index);
                    checkFeatures();
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                </IconButton>
              </div>
            </div>
          ))}
          {featureMessage && <p className="text-xs font-medium text-red-600">{featureMessage}</p>}
          <Button
            variant="secondary"
            className="w-fit"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => features.append({ name: "", description: "" })}
            disabled={features.fields.length >= serviceLimits.featuresMax}
          >
            Add feature
          </Button>
        </fieldset>
        <TitledTextRows
          name="topics"
          noun="Topic"
          legend="What this service covers"
          hint="The accordion on the service's page. Left empty, the five standard topics are shown."
          max={serviceLimits.topicsMax}
          control={control}
          register={register}
          errors={errors}
        />
        <TitledTextRows
          name="benefitTiles"
          noun="Benefit tile"
          legend="Benefit tiles"
          hint="The grid under Benefits on the service's page. Left empty, the eight standard tiles are shown."
          max={serviceLimits.benefitTilesMax}
          control={control}
          register={register}
          errors={errors}
        />
      </form>
    </FormModal>
  );
}
