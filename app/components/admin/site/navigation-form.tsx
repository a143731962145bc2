import { useFieldArray } from "react-hook-form";
import { NAVIGATION_LIMITS, navigationSchema } from "../../../../domain/navigation.ts";
import { TextField } from "../ui/fields.tsx";
import { FieldGroup } from "./field-group.tsx";
import { NavigationPreview } from "./preview/part-previews.tsx";
import { AddRowButton, RowMoves } from "./row-moves.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { partFields, type SitePartFormProps, useSitePartForm } from "./use-site-part-form.ts";

const newLink = { label: "", to: "/", external: false };
const newItem = { kind: "link" as const, ...newLink, children: [] };

/** A link's fields: its label, where it goes, and whether that is outside the site. */
function LinkFields({ name, register, field }: LinkFieldsProps) {
  return (
    <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
      <TextField label={`${name} label`} required {...field.label} />
      <TextField
        label={`${name} address`}
        required
        hint="A path on this site (/pricing), or a full address when external."
        autoCapitalize="none"
        spellCheck={false}
        {...field.to}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-admin-600" {...register} />
        External: another site, opened in a new tab
      </label>
    </div>
  );
}

type Registered = ReturnType<ReturnType<typeof useSitePartForm>["field"]>;
type LinkFieldsProps = {
  name: string;
  field: { label: Registered; to: Registered };
  register: ReturnType<ReturnType<typeof useSitePartForm>["register"]>;
};

const useNavigationForm = (props: SitePartFormProps<"navigation">) =>
  useSitePartForm("navigation", navigationSchema, partFields(props.record), props);
type FormOf = ReturnType<typeof useNavigationForm>;

/** The links under a menu link (one level): the dropdown on wide screens, a list in the mobile menu. */
function SubLinks({ form, index, name }: { form: FormOf; index: number; name: string }) {
  const { field, register, control } = form;
  const children = useFieldArray({ control, name: `header.${index}.children` });
  const message = form.getFieldState(`header.${index}.children`).error?.message;
  return (
    <div className="flex flex-col gap-3 border-slate-200 border-l-2 pl-4">
      {message && <p className="text-sm text-red-600">{message}</p>}
      {children.fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {children.fields.map((row, at) => {
            const sub = `${name}, link ${at + 1}`;
            const path = `header.${index}.children.${at}` as const;
            return (
              <li key={row.id} className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start">
                <LinkFields
                  name={sub}
                  field={{ label: field(`${path}.label`), to: field(`${path}.to`) }}
                  register={register(`${path}.external`, { deps: `${path}.to` })}
                />
                <RowMoves name={sub.toLowerCase()} index={at} list={children} />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <AddRowButton
          full={children.fields.length >= NAVIGATION_LIMITS.children}
          onAdd={() => children.append(newLink)}
        >
          {`Add a link under ${name.toLowerCase()}`}
        </AddRowButton>
      </div>
    </div>
  );
}

/**
 * Site › Navigation (issue 54, ADR 0180): the header's items and the footer's links in order, each
 * a path on this site or an outside address; the Services menu is one item, moved or removed like
 * the others.
 */
export function NavigationForm(props: SitePartFormProps<"navigation">) {
  const { site } = props;
  const form = useNavigationForm(props);
  const { field, register, control, errors } = form;
  const header = useFieldArray({ control, name: "header" });
  const footer = useFieldArray({ control, name: "footer.links" });
  const items = form.watch("header") ?? [];
  const hasServices = items.some((item) => item?.kind === "services");

  return (
    <SitePartForm
      form={form}
      label="Navigation"
      grouped
      preview={<NavigationPreview navigation={form.watch()} site={site} />}
    >
      <FieldGroup title="Menu">
        {errors.header?.message && <p className="text-sm text-red-600">{errors.header.message}</p>}
        <ol className="flex flex-col gap-3">
          {header.fields.map((row, index) => {
            const name = `Menu item ${index + 1}`;
            const item = items[index];
            return (
              <li
                key={row.id}
                className="flex flex-col-reverse gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start"
              >
                {item?.kind === "services" ? (
                  <div className="min-w-0 flex-1">
                    <TextField
                      label={`${name} label`}
                      required
                      hint="Opens the services menu: the categories and their services."
                      {...field(`header.${index}.label`)}
                    />
                  </div>
                ) : (
                  <div className="flex min-w-0 flex-1 flex-col gap-4">
                    <LinkFields
                      name={name}
                      field={{ label: field(`header.${index}.label`), to: field(`header.${index}.to`) }}
                      register={register(`header.${index}.external`, { deps: `header.${index}.to` })}
                    />
                    <SubLinks form={form} index={index} name={name} />
                  </div>
                )}
                <RowMoves name={name.toLowerCase()} index={index} list={header} keepOne />
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <AddRowButton full={header.fields.length >= NAVIGATION_LIMITS.header} onAdd={() => header.append(newItem)}>
            Add a menu link
          </AddRowButton>
          {!hasServices && (
            <AddRowButton
              full={header.fields.length >= NAVIGATION_LIMITS.header}
              onAdd={() => header.append({ kind: "services", label: "Services" })}
            >
              Add the Services menu
            </AddRowButton>
          )}
        </div>
      </FieldGroup>
      <FieldGroup title="Footer">
        <TextField label="Footer title" required {...field("footer.title")} />
        {errors.footer?.links?.message && <p className="text-sm text-red-600">{errors.footer.links.message}</p>}
        <ol className="flex flex-col gap-3">
          {footer.fields.map((row, index) => {
            const name = `Footer link ${index + 1}`;
            return (
              <li
                key={row.id}
                className="flex flex-col-reverse gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start"
              >
                <LinkFields
                  name={name}
                  field={{ label: field(`footer.links.${index}.label`), to: field(`footer.links.${index}.to`) }}
                  register={register(`footer.links.${index}.external`, { deps: `footer.links.${index}.to` })}
                />
                <RowMoves name={name.toLowerCase()} index={index} list={footer} />
              </li>
            );
          })}
        </ol>
        <div>
          <AddRowButton full={footer.fields.length >= NAVIGATION_LIMITS.footer} onAdd={() => footer.append(newLink)}>
            Add a footer link
          </AddRowButton>
        </div>
      </FieldGroup>
    </SitePartForm>
  );
}
