import { useFieldArray } from "react-hook-form";
import { aboutSchema, SITE_LIMITS } from "../../../../domain/site.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FieldGroup } from "./field-group.tsx";
import { AboutPreview } from "./preview/part-previews.tsx";
import { AddRowButton, RowMoves } from "./row-moves.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

export function AboutForm(props: SitePartFormProps<"about">) {
  const { site, record } = props;
  const form = useSitePartForm("about", aboutSchema, partFields(record), props);
  const { field, control, errors } = form;
  const values = useFieldArray({ control, name: "values" });

  return (
    <SitePartForm form={form} label="About" grouped preview={<AboutPreview about={form.watch()} site={site} />}>
      <FieldGroup title="Welcome, vision and mission">
        <TextAreaField
          label="Welcome text"
          required
          rows={6}
          hint="An empty line starts a new paragraph."
          {...field("welcome")}
        />
        <TextAreaField label="Vision" required rows={3} {...field("vision")} />
        <TextAreaField label="Mission" required rows={3} {...field("mission")} />
      </FieldGroup>
      <FieldGroup title="Our values">
        {errors.values?.message && <p className="text-sm text-red-600">{errors.values.message}</p>}
        <ol className="flex flex-col gap-3">
          {values.fields.map((row, index) => (
            <li
              key={row.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
              data-testid="value-row"
            >
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-52 flex-1">
                  <TextField label={`Value ${index + 1}`} required {...field(`values.${index}.title`)} />
                </div>
                <RowMoves name={`value ${index + 1}`} index={index} list={values} keepOne />
              </div>
              <TextAreaField
                label={`Value ${index + 1} description`}
                required
                rows={2}
                {...field(`values.${index}.description`)}
              />
            </li>
          ))}
        </ol>
        <div>
          <AddRowButton
            full={values.fields.length >= SITE_LIMITS.values}
            onAdd={() => values.append({ title: "", description: "" })}
          >
            Add a value
          </AddRowButton>
        </div>
      </FieldGroup>
    </SitePartForm>
  );
}
