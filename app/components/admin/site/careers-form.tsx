import { careersSchema } from "../../../../domain/site.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { AcknowledgementFields } from "./acknowledgement-fields.tsx";
import { CareersPreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function CareersForm(props: SitePartFormProps<"careers">) {
  const { record } = props;
  const form = useSitePartForm("careers", careersSchema, partFields(record), props);
  const { field } = form;

  return (
    <SitePartForm form={form} label="Careers" preview={<CareersPreview careers={form.watch()} />}>
      <TextField label="Headline" required {...field("headline")} />
      <TextAreaField label="Subline" required rows={3} {...field("subline")} />
      <TextAreaField
        label="Company overview"
        rows={6}
        hint="Shown on every job in place of the job's own overview. Leave empty to keep each job's own."
        {...field("companyOverview")}
      />
      <AcknowledgementFields who="applicant" job form={form} />
    </SitePartForm>
  );
}
