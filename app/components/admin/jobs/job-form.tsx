import { z } from "zod";
import { addressOf } from "../../../../domain/addresses.ts";
import { employmentTypeNames } from "../../../../domain/job-types.ts";
import {
  jobCreateSchema,
  jobDefaults,
  jobDtoSchema,
  jobFieldNames,
  jobLimits,
  jobMessages,
} from "../../../../domain/jobs.ts";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import type { JobDto } from "../../../lib/admin/types.ts";
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { Options } from "../ui/options.tsx";
import { SlugField } from "../ui/slug-field.tsx";

/** The lists are typed one entry per line; blank lines are dropped before the shared rules run. */
const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
const formSchema = jobCreateSchema.extend({
  jobRole: z.string().transform(lines).pipe(jobCreateSchema.shape.jobRole),
  requirements: z.string().transform(lines).pipe(jobCreateSchema.shape.requirements),
  seo: searchSettingsFieldsSchema,
});
/** The two long texts share one limit and counter; the two lists are typed one entry per line. */
const longTexts = [
  { name: "description", label: "Description" },
  { name: "companyOverview", label: "Company overview" },
] as const;
const lists = [
  { name: "jobRole", label: "Job role", hint: "One responsibility per line" },
  { name: "requirements", label: "Requirements", hint: "One requirement per line" },
] as const;

type Props = ContentFormProps<JobDto> & {
  job?: JobDto;
  canChangeStatus: boolean;
};

const jobKind = contentFormKind({
  record: "job",
  schema: formSchema,
  dto: jobDtoSchema,
  defaults: jobDefaults,
  // The published job (or the defaults) with its draft's fields over it.
  shown: (draft, was) => ({
    title: draft.text("title", was.title),
    slug: draft.text("slug", was.slug),
    description: draft.text("description", was.description),
    companyOverview: draft.text("companyOverview", was.companyOverview),
    jobRole: draft.list("jobRole", was.jobRole).join("\n"),
    requirements: draft.list("requirements", was.requirements).join("\n"),
    isActive: draft.flag("isActive", was.isActive),
    location: draft.text("location", was.location),
    employmentType: employmentTypeNames.find((name) => name === draft.text("employmentType", "")) ?? was.employmentType,
    salary: draft.text("salary", was.salary),
    seo: draft.parsed("seo", searchSettingsFieldsSchema, was.seo),
  }),
  keys: jobFieldNames,
  sent: (key, value) => (key === "jobRole" || key === "requirements" ? lines(String(value ?? "")) : value),
  updated: jobMessages.updated,
});

/** Add a job, or edit one: its draft is saved as you type, and can be previewed, shared, published or scheduled. */
export function JobForm(props: Props) {
  const { job, draftOnly, canChangeStatus, onClose, onReload } = props;
  const engine = useContentForm(jobKind, {
    ...props,
    record: job,
    mine: (key) => key !== "isActive" || canChangeStatus,
  });
  const { form, field, values } = engine;
  const address = addressOf.job({ slug: values.slug || "…" });
  const { isValid } = form.formState;
  const nameSlug = useSlugSuggestion(engine, "job", values.title);
  const slugCheck = useSlugCheck(engine, "job", nameSlug);

  return (
    <ContentFormModal
      engine={engine}
      size="lg"
      id="job-form"
      name={job?.title ?? values.title ?? ""}
      canUnpublish={canChangeStatus && !draftOnly}
      record={job}
      disabled={!isValid}
      {...engine.json(adminApi.jobs)}
      conflict={{
        // The form's values in the record's shape (lists as lists).
        yours: () => ({
          ...form.getValues(),
          jobRole: lines(values.jobRole ?? ""),
          requirements: lines(values.requirements ?? ""),
        }),
        fields: engine.changed(),
      }}
      onReload={onReload}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField label="Title" required {...field("title")} />
      <SlugField path={address} current={job && addressOf.job(job)} suggestion={slugCheck} {...field("slug")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Location" required {...field("location")} />
        <SelectField label="Employment type" {...field("employmentType")}>
          <Options values={employmentTypeNames} />
        </SelectField>
      </div>
      <TextField
        label="Salary"
        hint="Optional. Shown on the job page as written, e.g. PKR 150,000–200,000 a month"
        {...field("salary")}
      />
      {longTexts.map(({ name, label }) => (
        <TextAreaField
          key={name}
          label={label}
          required
          limit={jobLimits.textMax}
          length={values[name]?.length ?? 0}
          {...field(name)}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {lists.map(({ name, label, hint }) => (
          <TextAreaField key={name} label={label} required rows={5} hint={hint} {...field(name)} />
        ))}
      </div>
      {canChangeStatus && (
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-admin-600" {...form.register("isActive")} />
          Active (open for applications on the careers page)
        </label>
      )}
      <SearchSettingsFields
        at="seo"
        form={engine}
        own={values.seo}
        page={{ title: `${values.title ?? ""} — Lahore`, description: values.description, path: address }}
      />
    </ContentFormModal>
  );
}
