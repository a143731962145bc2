import { z } from "zod";
import { employmentTypeNames, JOB_EMPLOYMENT_TYPE, JOB_LOCATION, jobDtoSchema } from "../../../../domain/content.ts";
import { jobCreateSchema, jobLimits } from "../../../../domain/jobs.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import type { JobDto, Publication } from "../../../lib/admin/types.ts";
import { formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { type DraftFormProps, filledFields, useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import { useEditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { draftOver, typedFields } from "../../../lib/admin/use-form-draft.ts";
import { FormDraftBar } from "../drafts/form-draft-bar.tsx";
import { SaveAsDraftOffer } from "../drafts/save-as-draft-offer.tsx";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";

/** The lists are typed one entry per line; blank lines are dropped before the shared rules run. */
const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
const formSchema = jobCreateSchema.extend({
  jobRole: z.string().transform(lines).pipe(jobCreateSchema.shape.jobRole),
  requirements: z.string().transform(lines).pipe(jobCreateSchema.shape.requirements),
});
type Output = z.output<typeof formSchema>;
/** The two long texts share one limit and counter; the two lists are typed one entry per line. */
const longTexts = [
  { name: "description", label: "Description" },
  { name: "companyOverview", label: "Company overview" },
] as const;
const lists = [
  { name: "jobRole", label: "Job role", hint: "One responsibility per line" },
  { name: "requirements", label: "Requirements", hint: "One requirement per line" },
] as const;

/** With `DraftFormProps`: its draft, or the draft it was saved as on create, and `onSaved`. */
type Props = DraftFormProps & {
  job?: JobDto;
  canChangeStatus: boolean;
  onClose: () => void;
  /** After an edit conflict: edit the job as a colleague saved it. */
  onReload?: (job: JobDto) => void;
};

const keys = [
  "title",
  "location",
  "employmentType",
  "description",
  "companyOverview",
  "jobRole",
  "requirements",
  "isActive",
] as const;

/** The job as the form shows it: the published job with its draft's fields over it. */
function shownJob(job: JobDto | undefined, publication: Publication | undefined) {
  const draft = draftOver(publication);
  return {
    title: draft.text("title", job?.title ?? ""),
    description: draft.text("description", job?.description ?? ""),
    companyOverview: draft.text("companyOverview", job?.companyOverview ?? ""),
    jobRole: draft.list("jobRole", job?.jobRole ?? []).join("\n"),
    requirements: draft.list("requirements", job?.requirements ?? []).join("\n"),
    isActive: draft.flag("isActive", job?.isActive ?? true),
    location: draft.text("location", job?.location ?? JOB_LOCATION),
    employmentType:
      employmentTypeNames.find((name) => name === draft.text("employmentType", "")) ??
      job?.employmentType ??
      JOB_EMPLOYMENT_TYPE,
  };
}

/** Add a job, or edit one: its draft is saved as you type, and can be previewed, shared, published or scheduled. */
export function JobForm(props: Props) {
  const { job, publication, draftOnly, canChangeStatus, onClose, onSaved, onReload } = props;
  const editing = job !== undefined;
  const edit = useEditConflict(job?.version, (record) => jobDtoSchema.parse(record));
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting, dirtyFields },
  } = useAdminForm(formSchema, { defaultValues: shownJob(job, publication ?? draftOnly) });
  const values = watch();
  const written = { description: values.description, companyOverview: values.companyOverview };
  const mine = (key: (typeof keys)[number]) => key !== "isActive" || canChangeStatus;
  // What the draft is missing: the fields typed since the form opened, as the API takes them.
  const unsaved = typedFields(
    keys,
    (key) => mine(key) && dirtyFields[key] === true,
    (key) => (key === "jobRole" || key === "requirements" ? lines(values[key]) : values[key]),
  );
  const { formDraft, draftCreate } = useFormDrafts(
    "job",
    job?._id,
    props,
    unsaved,
    uiMessages.generic.wrong,
    edit.version,
  );
  // A field counts as changed when typed here or changed in the draft the form opened on.
  const changed = (key: (typeof keys)[number]) =>
    mine(key) && (!editing || dirtyFields[key] || key in formDraft.inDraft);

  /** The fields a save sends: all of them on add, those changed here or in the draft on edit. */
  const sent = () => keys.filter(changed);

  async function save(output: Output, version = edit.version) {
    const body = Object.fromEntries(sent().map((key) => [key, output[key]]));
    formDraft.settle();
    await saveForm(() => (editing ? adminApi.jobs.update(job._id, { ...body, version }) : adminApi.jobs.create(body)), {
      setError,
      fields: keys,
      failed: (error) => messageOf(error, uiMessages.generic.wrong),
      onSaved: formDraft.saved(onSaved),
      conflict: edit.caught,
    });
  }

  /** "Save as draft": the new job is kept as a draft (the fields filled so far), not created. */
  function saveAsDraft() {
    const values = getValues();
    const filled = filledFields(keys.filter(mine), (key) =>
      key === "jobRole" || key === "requirements" ? lines(values[key] ?? "") : values[key],
    );
    return draftCreate.save(() => adminApi.jobs.createDraft({ ...filled, draft: true }));
  }

  /** The form's values in the record's shape (lists as lists), for the conflict screen. */
  const yours = () => {
    const values = getValues();
    return { ...values, jobRole: lines(values.jobRole ?? ""), requirements: lines(values.requirements ?? "") };
  };

  return (
    <FormModal
      {...formModalTexts("Job", editing)}
      size="lg"
      form="job-form"
      onClose={onClose}
      submitting={isSubmitting}
      disabled={!isValid || isSubmitting || draftCreate.saving || (editing && !isDirty && !formDraft.hasDraft)}
    >
      {edit.conflict && (
        <ConflictPanel
          message={edit.conflict.message}
          theirs={edit.conflict.theirs}
          yours={yours()}
          fields={sent()}
          busy={isSubmitting}
          onReload={() => edit.conflict && onReload?.(edit.conflict.theirs)}
          onReapply={handleSubmit((values) => save(values, edit.reapply()))}
        />
      )}
      <form
        id="job-form"
        noValidate
        onSubmit={handleSubmit((values) => (draftOnly ? draftCreate.publish() : save(values)))}
        className="flex flex-col gap-4"
      >
        <FormDraftBar
          formDraft={formDraft}
          name={job?.title ?? values.title ?? ""}
          canUnpublish={canChangeStatus && !draftOnly}
          onPublished={onSaved}
        />
        <SaveAsDraftOffer draftCreate={draftCreate} onSave={saveAsDraft} disabled={isSubmitting} />
        <TextField label="Title" required error={errors.title?.message} {...register("title")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Location" required error={errors.location?.message} {...register("location")} />
          <SelectField label="Employment type" error={errors.employmentType?.message} {...register("employmentType")}>
            {employmentTypeNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        {longTexts.map(({ name, label }) => (
          <TextAreaField
            key={name}
            label={label}
            required
            limit={jobLimits.textMax}
            length={written[name]?.length ?? 0}
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          {lists.map(({ name, label, hint }) => (
            <TextAreaField
              key={name}
              label={label}
              required
              rows={5}
              hint={hint}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
        {canChangeStatus && (
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="size-4 accent-admin-600" {...register("isActive")} />
            Active (open for applications on the careers page)
          </label>
        )}
      </form>
    </FormModal>
  );
}
