import { useFieldArray } from "react-hook-form";
import { NAVIGATION_LIMITS, navigationMessages } from "../../../../domain/navigation.ts";
import { type LinkChoices, LinkFields } from "./navigation-link-fields.tsx";
import { AddRowButton, RowMoves } from "./row-moves.tsx";
import { type LinkListPath, type NavigationFormApi, newLink } from "./use-navigation-form.ts";

/** The two kinds of link list: a menu item's links, a footer column's; how many each takes and how Add says it. */
const kinds = {
  children: {
    limit: NAVIGATION_LIMITS.children,
    fullNote: navigationMessages.childrenTooMany,
    addLabel: (owner: string) => `Add a link under ${owner}`,
  },
  footer: {
    limit: NAVIGATION_LIMITS.footer,
    fullNote: navigationMessages.footerTooMany,
    addLabel: (owner: string) => `Add a link to ${owner}`,
  },
};

type Props = {
  form: NavigationFormApi;
  list: LinkListPath;
  kind: keyof typeof kinds;
  /** The row the list is in ("Menu item 4"): its links are "Menu item 4, link 1", … */
  owner: string;
  choices: LinkChoices | undefined;
};

/** A list of plain links in order: the links under a menu item, or a footer column's. */
export function LinkList({ form, list, kind, owner, choices }: Props) {
  const { limit, fullNote, addLabel } = kinds[kind];
  const rowName = `${owner}, link`;
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
          {addLabel(owner.toLowerCase())}
        </AddRowButton>
      </div>
    </div>
  );
}
