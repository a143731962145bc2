import { useState } from "react";
import { type FixedPage, fixedPageNames, fixedPages } from "../../../../domain/fixed-pages.ts";
import { SHARE_IMAGE_SIZE, seoSchema } from "../../../../domain/site.ts";
import { DEFAULT_ORGANISATION_LOGO, DEFAULT_SHARE_IMAGE } from "../../../../domain/site-defaults.ts";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { OptionField } from "../ui/option-field.tsx";
import { Options } from "../ui/options.tsx";
import { FieldGroup } from "./field-group.tsx";
import { SeoPreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { SitePictures } from "./site-pictures.tsx";
import { type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function SeoForm(props: SitePartFormProps<"seo">) {
  const { site, record, onSaved, onPublished } = props;
  const { siteName, titleTemplate, description, organisationName, noindex, pages } = record;
  const form = useSitePartForm(
    "seo",
    seoSchema,
    { siteName, titleTemplate, description, organisationName, noindex, pages },
    props,
  );
  const { field, register } = form;
  const [chosen, setChosen] = useState<FixedPage>("home");
  const page = fixedPages[chosen];
  const imageError = form.getFieldState(`pages.${chosen}.image`, form.formState).error?.message;

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
        <FieldGroup title="Each page">
          <SelectField
            label="Page"
            hint="A fixed page's own search settings; a service's, project's or job's are on it."
            value={chosen}
            onChange={(event) => setChosen(fixedPageNames.find((name) => name === event.target.value) ?? "home")}
          >
            <Options values={fixedPageNames} label={(name) => `${fixedPages[name].label} (${fixedPages[name].path})`} />
          </SelectField>
          <SearchSettingsFields<`pages.${FixedPage}`>
            key={chosen}
            at={`pages.${chosen}`}
            form={form}
            own={form.watch(`pages.${chosen}`)}
            page={{ title: chosen === "home" ? site.home.headline : page.label, path: page.path }}
            summary={`${page.label}: search and sharing`}
            libraryPicture={{
              value: form.watch(`pages.${chosen}.image`) ?? "",
              error: imageError,
              onChange: (url) =>
                form.setValue(`pages.${chosen}.image`, url, { shouldDirty: true, shouldValidate: true }),
            }}
          />
        </FieldGroup>
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
