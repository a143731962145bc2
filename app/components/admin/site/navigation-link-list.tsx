import { useFieldArray } from "react-hook-form";
import { type LinkChoices, LinkFields } from "./navigation-link-fields.tsx";
import { AddRowButton, RowMoves } from "./row-moves.tsx";
import { type LinkListPath, type NavigationFormApi, newLink } from "./use-navigation-form.ts";

type Props = {
  form: NavigationFormApi;
  list: LinkListPath;
  /** The rows' name: "Menu item 4, link" names "Menu item 4, link 1". */
  rowName: string;
  limit: number;
  /** Said beside the disabled Add while the list holds `limit` links. */
  fullNote: string;
  addLabel: string;
  choices: LinkChoices | undefined;
};

/** A list of plain links in order: the links under a menu item, or a footer column's. */
export function LinkList({ form, list, rowName, limit, fullNote, addLabel, choices }: Props) {
  const links = useFieldArray({ control: form.control, name: list });
  const message = form.getFieldState(list).error?.message;
  return (
    <div className="flex flex-col gap-3">
      {message && <p className="text-sm text-red-600">{message}</p>}
      {links.fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {links.fields.map((row, at) => {
            const name = `${rowName} ${at + 1}`;
            return (
              <li key={row.id} className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start">
                <LinkFields form={form} path={`${list}.${at}`} name={name} choices={choices} />
                <RowMoves name={name.toLowerCase()} index={at} list={links} />
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <AddRowButton full={links.fields.length >= limit} fullNote={fullNote} onAdd={() => links.append(newLink)}>
          {addLabel}
        </AddRowButton>
      </div>
    </div>
  );
}
