import { SHARE_IMAGE_SIZE, seoSchema } from "../../../../domain/site.ts";
import { DEFAULT_ORGANISATION_LOGO, DEFAULT_SHARE_IMAGE } from "../../../../domain/site-defaults.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
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
  const { register, errors } = form;

  return (
    <div className="flex flex-col gap-5">
      <SitePartForm form={form} label="Search and sharing" preview={<SeoPreview seo={form.watch()} site={site} />}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Site name" required error={errors.siteName?.message} {...register("siteName")} />
          <TextField
            label="Title template"
            required
            hint="%s is the page's own title."
            error={errors.titleTemplate?.message}
            {...register("titleTemplate")}
          />
        </div>
        <TextAreaField
          label="Default description"
          required
          rows={3}
          error={errors.description?.message}
          {...register("description")}
        />
        <TextField
          label="Organisation name"
          required
          hint="For search engines' knowledge panel (JSON-LD)."
          error={errors.organisationName?.message}
          {...register("organisationName")}
        />
        <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-admin-600" {...register("noindex")} />
          <span>
            <span className="font-medium text-slate-900">Hide from search engines</span>
            <span className="block text-slate-600">
              For a staging copy: every page asks search engines not to index it.
            </span>
          </span>
        </label>
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
