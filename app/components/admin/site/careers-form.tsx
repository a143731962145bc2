import { careersSchema } from "../../../../domain/site.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { AcknowledgementFields } from "./acknowledgement-fields.tsx";
import { SitePartBars } from "./part-bars.tsx";
import { CareersPreview } from "./preview/part-previews.tsx";
import { SaveBar } from "./save-bar.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function CareersForm(props: SitePartFormProps<"careers">) {
  const { record } = props;
  const {
    register,
    save,
    bars,
    watch,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = useSitePartForm("careers", careersSchema, partFields(record), props);

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5" aria-label="Careers">
      <SitePartBars {...bars} />
      <TextField label="Headline" required error={errors.headline?.message} {...register("headline")} />
      <TextAreaField label="Subline" required rows={3} error={errors.subline?.message} {...register("subline")} />
      <TextAreaField
        label="Company overview"
        rows={6}
        hint="Shown on every job in place of the job's own overview. Leave empty to keep each job's own."
        error={errors.companyOverview?.message}
        {...register("companyOverview")}
      />
      <AcknowledgementFields
        who="applicant"
        job
        fields={{
          send: register("acknowledgement.send"),
          subject: register("acknowledgement.subject"),
          text: register("acknowledgement.text"),
        }}
        errors={errors.acknowledgement}
      />
      <CareersPreview careers={watch()} />
      <SaveBar dirty={isDirty} valid={isValid} submitting={isSubmitting} />
    </form>
  );
}
