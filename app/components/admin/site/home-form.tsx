import { homeSchema } from "../../../../domain/site.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FieldGroup } from "./field-group.tsx";
import { HomePreview } from "./preview/part-previews.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { SitePictures } from "./site-pictures.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function HomeForm(props: SitePartFormProps<"home">) {
  const { site, record, onSaved, onPublished } = props;
  const form = useSitePartForm("home", homeSchema, partFields(record), props);
  const { field } = form;

  return (
    <div className="flex flex-col gap-8">
      <SitePictures
        site={site}
        pictures={[
          {
            name: "heroPoster",
            label: "Hero picture",
            hint: "A picture shown in place of the hero's video (wide, at least 1600 px).",
            fallback: null,
            fallbackText: "The hero video",
          },
        ]}
        onSaved={onSaved}
        onPublished={onPublished}
      />
      {/* Named apart from the pictures above: each has its own draft and draft bar. */}
      <SitePartForm
        form={form}
        label="Home"
        grouped
        heading="Texts"
        preview={
          <HomePreview home={{ ...form.watch(), latestArticles: form.watch("latestArticles") ?? 3 }} site={site} />
        }
      >
        <FieldGroup title="Hero">
          <TextField label="Headline" required {...field("headline")} />
          <TextAreaField label="Subline" required rows={2} {...field("subline")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First button" required {...field("primaryButton")} />
            <TextField label="Second button" required {...field("secondaryButton")} />
          </div>
        </FieldGroup>
        <FieldGroup title="Offerings">
          <div className="grid gap-4 lg:grid-cols-2">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
                <TextField label={`Offering ${index + 1}`} required {...field(`offerings.${index}.title`)} />
                <TextAreaField
                  label={`Offering ${index + 1} text`}
                  required
                  rows={3}
                  {...field(`offerings.${index}.text`)}
                />
              </div>
            ))}
          </div>
        </FieldGroup>
        <FieldGroup title="Unique ideas block">
          <TextField label="Title" required {...field("ideas.title")} />
          <TextAreaField label="Text" required rows={3} {...field("ideas.text")} />
        </FieldGroup>
        <FieldGroup title="Latest articles">
          <TextField
            label="Articles shown on the home page"
            type="number"
            min={0}
            max={6}
            hint="The blog's newest articles, above the closing call to action; 0 hides the section."
            {...form.register("latestArticles", { valueAsNumber: true })}
            error={form.formState.errors.latestArticles?.message}
          />
        </FieldGroup>
        <FieldGroup title="Closing call to action (home and About)">
          <TextField label="Title" required {...field("callToAction.title")} />
          <TextAreaField label="Text" required rows={3} {...field("callToAction.text")} />
          <TextField label="Button" required {...field("callToAction.button")} />
        </FieldGroup>
      </SitePartForm>
    </div>
  );
}
