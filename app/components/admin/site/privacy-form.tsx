import { privacySchema, SITE_LIMITS } from "../../../../domain/site.ts";
import { RETENTION_PLACEHOLDER } from "../../../../domain/site-defaults.ts";
import { TextAreaField } from "../ui/fields.tsx";
import { SitePartBars } from "./part-bars.tsx";
import { PrivacyPreview } from "./preview/part-previews.tsx";
import { SaveBar } from "./save-bar.tsx";
import { type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function PrivacyForm(props: SitePartFormProps<"privacy">) {
  const { site, record } = props;
  const {
    register,
    save,
    bars,
    watch,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = useSitePartForm("privacy", privacySchema, { markdown: record.markdown }, props);

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5" aria-label="Privacy page">
      <SitePartBars {...bars} />
      <TextAreaField
        label="Privacy page (Markdown)"
        required
        rows={18}
        className="font-mono text-xs"
        limit={SITE_LIMITS.markdown}
        length={(watch("markdown") ?? "").length}
        hint={`## starts a section, - a list item, *text* emphasis, [text](https://…) a link. HTML is shown as text. ${RETENTION_PLACEHOLDER} is replaced by how long applications are kept.`}
        error={errors.markdown?.message}
        {...register("markdown")}
      />
      <PrivacyPreview markdown={watch("markdown") ?? ""} site={site} />
      <SaveBar dirty={isDirty} valid={isValid} submitting={isSubmitting} />
    </form>
  );
}
