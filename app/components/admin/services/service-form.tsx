import { useFieldArray } from "react-hook-form";
import { addressOf } from "../../../../domain/addresses.ts";
import {
  hexColorPattern,
  serviceDefaults,
  serviceDtoSchema,
  serviceFieldNames,
  serviceLimits,
  serviceMessages,
} from "../../../../domain/services.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { multipartOf } from "../../../lib/admin/multipart.ts";
import type { CategoryDto, ServiceDto } from "../../../lib/admin/types.ts";
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { type DraftFields, draftIconOf } from "../../../lib/admin/use-form-draft.ts";
import { useIconChoice } from "../../../lib/admin/use-icon-choice.ts";
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { CategorySelect } from "../categories/category-select.tsx";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { IconPicker } from "../media/icon-picker.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { RowList } from "../ui/row-list.tsx";
import { SlugField } from "../ui/slug-field.tsx";
import {
  serviceFormSchema as formSchema,
  type ServiceFormOutput,
  type ServiceFormValues,
} from "./service-form-schema.ts";
import { TitledTextRows } from "./titled-text-rows.tsx";

/** The three long texts follow one rule: required, with the same limit and counter. */
const longTexts = [
  { name: "description", label: "Description" },
  { name: "approach", label: "Approach" },
  { name: "benefits", label: "Benefits" },
] as const;

type Props = ContentFormProps<ServiceDto> & {
  service?: ServiceDto;
  categories: CategoryDto[];
};

/** What the conflict screen compares: the fields this form edits. */
const compared = [
  "name",
  "slug",
  "category",
  "description",
  "approach",
  "benefits",
  "color",
  "workUrl",
  "features",
] as const;

/** The service as the form opens it: the published service (or the defaults) with its draft's fields over it. */
function shownService(draft: DraftFields, was: ServiceDto | typeof newService): ServiceFormValues {
  return {
    categoryId: draft.text("categoryId", was.categoryId),
    name: draft.text("name", was.name),
    slug: draft.text("slug", was.slug),
    description: draft.text("description", was.description),
    approach: draft.text("approach", was.approach),
    color: draft.text("color", was.color),
    workUrl: draft.text("workUrl", was.workUrl),
    benefits: draft.text("benefits", was.benefits),
    features: draft.parsed(
      "features",
      formSchema.shape.features,
      was.features.map(({ name, description }) => ({ name, description })),
    ),
    topics: draft.parsed(
      "topics",
      formSchema.shape.topics,
      was.topics.map(({ title, text }) => ({ title, text })),
    ),
    benefitTiles: draft.parsed(
      "benefitTiles",
      formSchema.shape.benefitTiles,
      was.benefitTiles.map(({ title, text }) => ({ title, text })),
    ),
    seo: draft.parsed("seo", formSchema.shape.seo, was.seo),
  };
}

/** A new service opens with one empty feature row. */
const newService = { ...serviceDefaults, features: [{ name: "", description: "" }] };

/** The multipart form's name of the features: one `feature` field (the spec's). */
const multipartNames = { features: "feature" };

/** The rows filled in full: "Save as draft" keeps those, as the draft takes only whole rows. */
const wholeRows = (rows: Record<string, string>[] | undefined) =>
  (rows ?? []).filter((row) => Object.values(row).every((value) => value.trim() !== ""));

const serviceKind = contentFormKind({
  record: "service",
  schema: formSchema,
  dto: serviceDtoSchema,
  defaults: newService,
  shown: shownService,
  keys: serviceFieldNames,
  failed: { create: uiMessages.service.addFailed, update: uiMessages.service.updateFailed },
  updated: serviceMessages.updated,
});

/** The service page's own topics and benefit tiles, each optional. */
const titledRows = [
  {
    name: "topics",
    noun: "Topic",
    legend: "What this service covers",
    hint: "The accordion on the service's page. Left empty, the five standard topics are shown.",
    max: serviceLimits.topicsMax,
  },
  {
    name: "benefitTiles",
    noun: "Benefit tile",
    legend: "Benefit tiles",
    hint: "The grid under Benefits on the service's page. Left empty, the eight standard tiles are shown.",
    max: serviceLimits.benefitTilesMax,
  },
] as const;

/**
 * Add or edit a service. Editing saves the service's draft as you type, and a new icon into the
 * draft when chosen (ADR 0125); the draft bar's Publish puts them live (ADR 0130). Adding can "Save
 * as draft" (the icon chosen is kept with it); the form then reopens on that draft, where an icon
 * chosen replaces the kept one (or gives it one), and Publish adds it.
 */
export function ServiceForm(props: Props) {
  const { service, draftOnly, categories, onClose, onReload } = props;
  const engine = useContentForm(serviceKind, { ...props, record: service });
  const { editing, form, field, values, formDraft, onUploadProgress } = engine;
  const { register, control, setValue, trigger } = form;
  const { errors, isValid, isSubmitting } = form.formState;
  const icon = useIconChoice(service?.icon);
  const features = useFieldArray({ control, name: "features" });
  /** The list is one rule ("All feature fields are required"): a change in any row checks every row. */
  const checkFeatures = () => void trigger("features");
  const color = values.color;
  const nameSlug = useSlugSuggestion(engine, "service", values.name);
  const slugCheck = useSlugCheck(engine, "service", nameSlug);
  /** The address the slug as typed gives, under the category chosen. */
  const categorySlug = categories.find((c) => c._id === values.categoryId)?.slug || "…";
  const path = addressOf.service({ slug: values.slug || "…", category: { slug: categorySlug } });

  /** "Save as draft": the new service is kept as a draft (the fields and whole rows so far, the icon chosen). */
  function saveAsDraft() {
    const typed = form.getValues();
    const filled = engine.filled((key) =>
      key === "features" || key === "topics" || key === "benefitTiles" ? wholeRows(typed[key]) : typed[key],
    );
    const sent = multipartOf(filled, multipartNames);
    icon.appendTo(sent, "icon");
    sent.append("draft", "true");
    return engine.saveAsDraft(() => adminApi.services.createDraft(sent, { onUploadProgress }));
  }

  const { current: draftIcon, picker: draftIconPicker } = draftIconOf(formDraft, service?.icon);

  /** Adding: the new service goes live at once (editing, every change goes into its draft). */
  function create(output: ServiceFormOutput) {
    const sent = multipartOf(output, multipartNames);
    icon.appendTo(sent, "icon");
    return engine.send(() => adminApi.services.create(sent, { onUploadProgress }));
  }

  const featureErrors = errors.features;
  const featureMessage =
    featureErrors?.message ??
    featureErrors?.root?.message ??
    (Array.isArray(featureErrors) && featureErrors.some(Boolean) ? serviceMessages.featureFieldsRequired : undefined);
  // A draft's icon is the one its draft names (chosen when it was saved, or here since).
  const hasIcon = draftOnly ? draftIcon !== null : icon.chosen;

  return (
    <ContentFormModal
      engine={engine}
      size="lg"
      id="service-form"
      name={service?.name ?? values.name ?? ""}
      canUnpublish={false}
      record={service}
      disabled={!isValid || !hasIcon}
      onSubmit={engine.submit(create)}
      onSaveAsDraft={saveAsDraft}
      conflict={{
        // The form's values in the record's shape; the icon the draft would publish is part of "your changes".
        yours: () => {
          const typed = form.getValues();
          const category = { name: categories.find((c) => c._id === typed.categoryId)?.name ?? "" };
          return { ...typed, category, ...(draftIcon && { icon: draftIcon }) };
        },
        fields: draftIcon ? [...compared, "icon"] : compared,
        labels: { workUrl: "Work URL" },
      }}
      onReload={onReload}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      <CategorySelect categories={categories} required {...field("categoryId")} />
      <TextField label="Name" required {...field("name")} />
      <div className="sm:col-span-2">
        <SlugField
          path={path}
          current={service && addressOf.service(service)}
          suggestion={slugCheck}
          {...field("slug")}
        />
      </div>
      {longTexts.map(({ name, label }) => (
        <div key={name} className="sm:col-span-2">
          <TextAreaField
            label={label}
            required
            rows={3}
            limit={serviceLimits.textMax}
            length={values[name]?.length ?? 0}
            {...field(name)}
          />
        </div>
      ))}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField label="Color" required placeholder="#1a2b3c" {...field("color")} />
        </div>
        <input
          type="color"
          aria-label="Pick a colour"
          value={hexColorPattern.test(color ?? "") && color.length === 7 ? color : "#000000"}
          onChange={(event) => setValue("color", event.target.value, { shouldDirty: true, shouldValidate: true })}
          className="mb-px h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
      </div>
      <TextField label="Work URL" type="url" placeholder="https://" required {...field("workUrl")} />
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

      <RowList
        legend="Features"
        required
        keys={features.fields.map((field) => field.id)}
        noun="Feature"
        onRemove={(index) => {
          features.remove(index);
          checkFeatures();
        }}
        onAdd={() => features.append({ name: "", description: "" })}
        max={serviceLimits.featuresMax}
        message={featureMessage}
        row={(index) => (
          <>
            <TextField
              label={`Feature ${index + 1} name`}
              {...register(`features.${index}.name`, { onChange: checkFeatures })}
            />
            <TextField
              label={`Feature ${index + 1} description`}
              {...register(`features.${index}.description`, { onChange: checkFeatures })}
            />
          </>
        )}
      />
      {titledRows.map((rows) => (
        <TitledTextRows key={rows.name} {...rows} control={control} register={register} errors={errors} />
      ))}
      <SearchSettingsFields
        className="sm:col-span-2"
        at="seo"
        form={{ field }}
        own={values.seo}
        page={{ title: values.name, description: values.description, path }}
      />
    </ContentFormModal>
  );
}
