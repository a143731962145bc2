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
  const { register, errors } = form;

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
        preview={<HomePreview home={form.watch()} site={site} />}
      >
        <FieldGroup title="Hero">
          <TextField label="Headline" required error={errors.headline?.message} {...register("headline")} />
          <TextAreaField label="Subline" required rows={2} error={errors.subline?.message} {...register("subline")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First button"
              required
              error={errors.primaryButton?.message}
              {...register("primaryButton")}
            />
            <TextField
              label="Second button"
              required
              error={errors.secondaryButton?.message}
              {...register("secondaryButton")}
            />
          </div>
        </FieldGroup>
        <FieldGroup title="Offerings">
          <div className="grid gap-4 lg:grid-cols-2">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
                <TextField
                  label={`Offering ${index + 1}`}
                  required
                  error={errors.offerings?.[index]?.title?.message}
                  {...register(`offerings.${index}.title`)}
                />
                <TextAreaField
                  label={`Offering ${index + 1} text`}
                  required
                  rows={3}
                  error={errors.offerings?.[index]?.text?.message}
                  {...register(`offerings.${index}.text`)}
                />
              </div>
            ))}
          </div>
        </FieldGroup>
        <FieldGroup title="Unique ideas block">
          <TextField label="Title" required error={errors.ideas?.title?.message} {...register("ideas.title")} />
          <TextAreaField
            label="Text"
            required
            rows={3}
            error={errors.ideas?.text?.message}
            {...register("ideas.text")}
          />
        </FieldGroup>
        <FieldGroup title="Closing call to action (home and About)">
          <TextField
            label="Title"
            required
            error={errors.callToAction?.title?.message}
            {...register("callToAction.title")}
          />
          <TextAreaField
            label="Text"
            required
            rows={3}
            error={errors.callToAction?.text?.message}
            {...register("callToAction.text")}
          />
          <TextField
            label="Button"
            required
            error={errors.callToAction?.button?.message}
            {...register("callToAction.button")}
          />
        </FieldGroup>
      </SitePartForm>
    </div>
  );
}
