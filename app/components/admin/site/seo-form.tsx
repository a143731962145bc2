import { SHARE_IMAGE_SIZE, seoSchema } from "../../../../domain/site.ts";
import { DEFAULT_ORGANISATION_LOGO, DEFAULT_SHARE_IMAGE } from "../../../../domain/site-defaults.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { OptionField } from "../ui/option-field.tsx";
import { SeoPreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { SitePictures } from "./site-pictures.tsx";
import { type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function SeoForm(props: SitePartFormProps<"seo">) {
  const { site, record, onSaved, onPublished } = props;
  const { siteName, titleTemplate, description, organisationName, noindex } = record;
  const form = useSitePartForm(
    "seo",
    seoSchema,
    { siteName, titleTemplate, description, organisationName, noindex },
    props,
  );
  const { field, register } = form;

  return (
    <div className="flex flex-col gap-5">
      <SitePartForm form={form} label="Search and sharing" preview={<SeoPreview seo={form.watch()} site={site} />}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Site name" required {...field("siteName")} />
          <TextField label="Title template" required hint="%s is the page's own title." {...field("titleTemplate")} />
        </div>
        <TextAreaField label="Default description" required rows={3} {...field("description")} />
        <TextField
          label="Organisation name"
          required
          hint="For search engines' knowledge panel (JSON-LD)."
          {...field("organisationName")}
        />
        <OptionField label="Hide from search engines" {...register("noindex")}>
          For a staging copy: every page asks search engines not to index it.
        </OptionField>
      </SitePartForm>
      <SitePictures
        site={site}
        pictures={[
          {
            name: "shareImage",
            label: "Share picture",
            hint: `Shown when a page is shared (og:image); cropped to ${SHARE_IMAGE_SIZE.width}×${SHARE_IMAGE_SIZE.height}.`,
            fallback: DEFAULT_SHARE_IMAGE,
            fallbackText: "The default share picture",
          },
          {
            name: "organisationLogo",
            label: "Organisation logo",
            hint: "For search engines' knowledge panel (JSON-LD); square, at least 112 px.",
            fallback: DEFAULT_ORGANISATION_LOGO,
            fallbackText: "The default logo",
          },
        ]}
        onSaved={onSaved}
        onPublished={onPublished}
      />
    </div>
  );
}
