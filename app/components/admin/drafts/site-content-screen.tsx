import { Link, useNavigate } from "react-router";
import { useAddressFilters } from "../../../lib/admin/address-filters.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import type { DraftPath, ListAnswer } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { useRights } from "../../../lib/admin/session.ts";
import type { MessageAnswer, RecordPublication } from "../../../lib/admin/types.ts";
import { useListScreen } from "../../../lib/admin/use-list-screen.ts";
import { type ServerPage, useServerPages } from "../../../lib/admin/use-server-pages.ts";
import { ListTable } from "../list-table.tsx";
import { actionsColumn, RowActions } from "../row-actions.tsx";
import { Badge } from "../ui/badge.tsx";
import type { Column } from "../ui/data-table.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import { HeaderCard } from "../ui/header-card.tsx";
import { ContentListScreen } from "./content-list-screen.tsx";
import { useDraftOnlyRecords } from "./draft-only-list.tsx";
import { PublicationFilterSelect, publicationColumn } from "./publication-list.tsx";

type Titled = { _id: string; title: string; isActive: boolean; version: number };
const filterKeys = ["isActive", "publication"] as const;

/**
 * A kind of the site's own writing (pages, articles: issue 54), declared once for its screen: its
 * words, its API, the columns and sorts of its own, and where its full-page editor is (issue 67).
 */
export type SiteContentKind<Saved extends Titled> = {
  path: DraftPath;
  /** The list's own address: a record is written at `<list>/<id>`, a new one at `<list>/new`. */
  list: string;
  /** "page", "article": in the list's and buttons' words. */
  noun: string;
  /** The screen's title and the table's name: "Pages". */
  plural: string;
  description: string;
  api: {
    page: (
      query: ServerPage & { isActive?: string; publication?: string },
    ) => Promise<ListAnswer<Saved & RecordPublication>>;
    delete: (id: string) => Promise<MessageAnswer>;
  };
  /** Its columns between the status and the publication. */
  columns: Column<Saved & RecordPublication>[];
  /** Its sorts, the first the list's own order (value ""). */
  sorts: readonly { value: string; label: string }[];
  /** What else deleting one touches, said in the confirmation (a page in the menu, redirects to it). */
  deleteWarnings?: (row: Saved) => Promise<readonly string[]>;
};

const capital = (word: string) => `${word[0]?.toUpperCase() ?? ""}${word.slice(1)}`;

/**
 * The list screen of a kind the site area's editors write (pages, articles): searched, filtered by
 * status and publication, sorted, paged by the server, with drafts, history and the trash as every
 * content kind has them. Adding and editing open the record's own full-page editor (issue 67).
 */
export function SiteContentScreen<Saved extends Titled>({ kind }: { kind: SiteContentKind<Saved> }) {
  const rights = useRights();
  const navigate = useNavigate();
  const editorOf = (id: string) => `${kind.list}/${id}`;
  const canEdit = rights.can("site", "update");
  const filters = useAddressFilters(filterKeys);
  const pages = useServerPages((page) => kind.api.page({ ...filters.values, ...page }), filters.signature);
  const list = useListScreen(pages.rows, {
    table: pages.table,
    remove: (row) => kind.api.delete(row._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
  const drafts = useDraftOnlyRecords(kind.path, canEdit, filters.values.publication);
  const noun = capital(kind.noun);

  const columns: Column<Saved & RecordPublication>[] = [
    {
      header: "Title",
      role: "name",
      cell: (row) =>
        canEdit ? (
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
    actionsColumn((row) => (
      <RowActions
        name={row.title}
        onView={() => list.open({ kind: "view", row })}
        onEdit={canEdit ? () => void navigate(editorOf(row._id)) : undefined}
        onDelete={rights.canDelete ? () => list.open({ kind: "delete", row }) : undefined}
      />
    )),
  ];

  return (
    <ContentListScreen<Saved>
      path={kind.path}
      list={list}
      drafts={drafts}
      openDraft={(draft) => void navigate(editorOf(draft.recordId))}
      canUpdate={canEdit}
      header={
        <HeaderCard
          title={kind.plural}
          description={kind.description}
          addLabel={`Add ${noun}`}
          onAdd={canEdit ? () => void navigate(editorOf("new")) : undefined}
        />
      }
      draftName={(draft) => String(draft.draft?.fields.title ?? "") || `Untitled ${kind.noun}`}
      table={
        <ListTable
          list={list}
          caption={kind.plural}
          columns={columns}
          emptyText={`No ${kind.plural.toLowerCase()} yet`}
          search={{ placeholder: "Search by title...", label: `Search ${kind.plural.toLowerCase()}` }}
          toolbar={
            <>
              <FilterSelect
                label="Status"
                value={filters.values.isActive ?? ""}
                onChange={(value) => filters.set("isActive", value)}
              >
                <option value="">All</option>
                <option value="true">Published</option>
                <option value="false">Unpublished</option>
              </FilterSelect>
              <PublicationFilterSelect canEdit={canEdit} filters={filters} withDraftOnly />
              <FilterSelect label="Sort" value={pages.sort} onChange={pages.setSort}>
                {kind.sorts.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </FilterSelect>
            </>
          }
        />
      }
      details={{ title: `${noun} details` }}
      deleteWhat={(row) => `${kind.noun} ${row.title}`}
      deleteWarnings={kind.deleteWarnings}
    />
  );
}
