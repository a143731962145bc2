import { useFieldArray } from "react-hook-form";
import { NAVIGATION_LIMITS, navigationMessages } from "../../../../domain/navigation.ts";
import { TextField } from "../ui/fields.tsx";
import { FieldGroup } from "./field-group.tsx";
import { LinkFields, useLinkChoices } from "./navigation-link-fields.tsx";
import { LinkList } from "./navigation-link-list.tsx";
import { NavigationPreview } from "./preview/part-previews.tsx";
import { AddRowButton, RowMoves } from "./row-moves.tsx";
import { SitePartForm } from "./site-part-form.tsx";
import { newLink, useNavigationForm } from "./use-navigation-form.ts";
import type { SitePartFormProps } from "./use-site-part-form.ts";

const newItem = { kind: "link" as const, ...newLink, children: [] };
const newColumn = { title: "", links: [] };

/**
 * Site › Navigation (issue 54, ADR 0180, 0210): the header's items and the footer's columns of
 * links in order, each link a path on this site, a page or an article, or an outside address; the
 * Services menu is one item, moved or removed like the others.
 */
export function NavigationForm(props: SitePartFormProps<"navigation">) {
  const { site } = props;
  const form = useNavigationForm(props);
  const { field, control, errors } = form;
  const header = useFieldArray({ control, name: "header" });
  const footer = useFieldArray({ control, name: "footer" });
  const choices = useLinkChoices().data;
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
                    <LinkFields form={form} path={`header.${index}`} name={name} choices={choices} />
                    <div className="border-slate-200 border-l-2 pl-4">
                      <LinkList
                        form={form}
                        list={`header.${index}.children`}
                        kind="children"
                        owner={name}
                        choices={choices}
                      />
                    </div>
                  </div>
                )}
                <RowMoves name={name.toLowerCase()} index={index} list={header} keepOne />
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-2">
          <AddRowButton
            full={header.fields.length >= NAVIGATION_LIMITS.header}
            fullNote={navigationMessages.headerTooMany}
            onAdd={() => header.append(newItem)}
          >
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
        {errors.footer?.message && <p className="text-sm text-red-600">{errors.footer.message}</p>}
        <ol className="flex flex-col gap-3">
          {footer.fields.map((row, index) => {
            const name = `Footer column ${index + 1}`;
            return (
              <li
                key={row.id}
                className="flex flex-col-reverse gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-4">
                  <TextField label={`${name} title`} required {...field(`footer.${index}.title`)} />
                  <LinkList form={form} list={`footer.${index}.links`} kind="footer" owner={name} choices={choices} />
                </div>
                <RowMoves name={name.toLowerCase()} index={index} list={footer} />
              </li>
            );
          })}
        </ol>
        <div>
          <AddRowButton
            full={footer.fields.length >= NAVIGATION_LIMITS.columns}
            fullNote={navigationMessages.columnsTooMany}
            onAdd={() => footer.append(newColumn)}
          >
            Add a footer column
          </AddRowButton>
        </div>
      </FieldGroup>
    </SitePartForm>
  );
}
