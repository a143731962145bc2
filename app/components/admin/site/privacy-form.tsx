import { privacySchema, SITE_LIMITS } from "../../../../domain/site.ts";
import { RETENTION_PLACEHOLDER } from "../../../../domain/site-defaults.ts";
import { TextAreaField } from "../ui/fields.tsx";
import { PrivacyPreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function PrivacyForm(props: SitePartFormProps<"privacy">) {
  const { site, record } = props;
  const form = useSitePartForm("privacy", privacySchema, { markdown: record.markdown }, props);
  const { field, watch } = form;

  return (
    <SitePartForm
      form={form}
      label="Privacy page"
      preview={<PrivacyPreview markdown={watch("markdown") ?? ""} site={site} />}
    >
      <TextAreaField
        label="Privacy page (Markdown)"
        required
        rows={18}
        className="font-mono text-xs"
        limit={SITE_LIMITS.markdown}
        length={(watch("markdown") ?? "").length}
        hint={`## starts a section, - a list item, *text* emphasis, [text](https://…) a link. HTML is shown as text. ${RETENTION_PLACEHOLDER} is replaced by how long applications are kept.`}
        {...field("markdown")}
      />
    </SitePartForm>
  );
}
