import { Link } from "react-router";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { publicationColumn } from "../drafts/publication-list.tsx";
import { Badge } from "../ui/badge.tsx";
import type { Column } from "../ui/data-table.tsx";
import type { ContentList, ListRow } from "./content-list.ts";

type Titled = { _id: string; title: string; isActive: boolean; version: number };

/** What is a written kind's own: its record word, its words, its API, its columns and its sorts. */
type Written<Saved extends Titled> = Pick<
  ContentList<Saved, "isActive">,
  "record" | "caption" | "description" | "load" | "remove" | "sorts" | "deleteWarnings"
> & {
  /** Its columns between the title and the status. */
  columns: Column<ListRow<Saved>>[];
};

/**
 * The list of a kind the site area's editors write (pages, articles: issue 54): titled, filtered
 * by status (published or not), each record written in its own full-page editor (issue 67), which
 * its title links to.
 */
export function writtenList<Saved extends Titled>(kind: Written<Saved>): ContentList<Saved, "isActive"> {
  const plural = kind.caption.toLowerCase();
  return {
    ...kind,
    area: "site",
    title: kind.caption,
    emptyText: `No ${plural} yet`,
    search: { placeholder: "Search by title...", label: `Search ${plural}` },
    filters: [
      {
        key: "isActive",
        label: "Status",
        choices: [
          { value: "true", label: "Published" },
          { value: "false", label: "Unpublished" },
        ],
      },
    ],
    removeFailed: uiMessages.generic.wrong,
    name: (row) => row.title,
    draftName: "title",
    columns: ({ may, editorOf }) => [
      {
        header: "Title",
        role: "name",
        cell: (row) =>
          may.update ? (
            <Link
              to={editorOf(row._id)}
              className="font-medium text-slate-900 hover:text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500"
            >
              {row.title}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{row.title}</span>
          ),
      },
      ...kind.columns,
      {
        header: "Status",
        cell: (row) => (row.isActive ? <Badge tone="green">Published</Badge> : <Badge>Unpublished</Badge>),
      },
      publicationColumn(),
    ],
  };
}
