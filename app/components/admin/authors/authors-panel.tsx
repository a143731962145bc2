import { ExternalLink, UserRound, UsersRound } from "lucide-react";
import { useState } from "react";
import { addressOf } from "../../../../domain/addresses.ts";
import type { Author } from "../../../../domain/authors.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { EditDeleteButtons } from "../content-list/edit-delete-buttons.tsx";
import { useConfirmedDelete } from "../content-list/use-confirmed-delete.tsx";
import { usePagedQuery } from "../content-list/use-paged-query.ts";
import { Badge } from "../ui/badge.tsx";
import { type Column, PagedTable, pageRowsOf } from "../ui/data-table.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import { AuthorForm } from "./author-form.tsx";

const PAGE_SIZE = 10;

/** A round thumbnail of the author's photo, or a placeholder. */
export function AuthorThumb({ author, size = "size-10" }: { author: Pick<Author, "photo">; size?: string }) {
  return author.photo ? (
    <img
      {...responsiveImage(author.photo.url)}
      sizes="40px"
      alt=""
      className={`${size} shrink-0 rounded-full border border-slate-200 object-cover`}
    />
  ) : (
    <span className={`${size} flex shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-400`}>
      <UserRound aria-hidden className="size-5" />
    </span>
  );
}

type Editing = { kind: "add" } | { kind: "edit"; author: Author } | null;

/**
 * Users › Authors (ADR 0245): every author profile the blog may name — staff members' and authors who
 * cannot sign in (imported, guest writers) — with their photo, bio and number of articles. A
 * superAdmin adds, edits and deletes them; a staff member's profile is deleted only with its account.
 */
export function AuthorsPanel({ adding, onAddingDone }: { adding: boolean; onAddingDone: () => void }) {
  const { page, q, search, refilter, paging } = usePagedQuery();
  const [account, setAccount] = useState<"" | "with" | "without">("");
  const [editing, setEditing] = useState<Editing>(null);
  const [version, setVersion] = useState(0);
  const list = useResource(
    () => adminApi.authors.page({ page, limit: PAGE_SIZE, q, account: account || undefined }),
    [page, q, account, version],
  );
  const reload = () => setVersion((v) => v + 1);
  const shown: Editing = adding ? { kind: "add" } : editing;
  const close = () => {
    setEditing(null);
    onAddingDone();
  };

  const deleting = useConfirmedDelete({
    what: (author: Author) => `the author ${author.name}`,
    remove: (author) => adminApi.authors.delete(author._id),
    failed: "The author could not be deleted",
    onDeleted: reload,
  });

  const columns: Column<Author>[] = [
    {
      header: "Author",
      role: "name",
      cell: (author) => (
        <div className="flex items-center gap-3">
          <AuthorThumb author={author} />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{author.name}</p>
            <a
              href={addressOf.blogAuthor(author)}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-xs text-admin-700 hover:underline"
            >
              {addressOf.blogAuthor(author)}
              <ExternalLink aria-hidden className="size-3" />
              <span className="sr-only">(opens their page in a new tab)</span>
            </a>
          </div>
        </div>
      ),
    },
    {
      header: "Bio",
      priority: "low",
      wrap: "words",
      cell: (author) => <span className="line-clamp-2 text-slate-600">{author.bio || "—"}</span>,
    },
    {
      header: "Sign-in",
      stacked: "inline",
      cell: (author) => (author.userId ? <Badge tone="indigo">Staff account</Badge> : <Badge>No sign-in</Badge>),
    },
    {
      header: "Articles",
      stacked: "inline",
      cell: (author) => (
        <span className="tabular-nums">
          {author.articles} {author.articles === 1 ? "article" : "articles"}
        </span>
      ),
    },
    {
      header: "Actions",
      role: "actions",
      cell: (author) => (
        <EditDeleteButtons
          name={`author ${author.name}`}
          onEdit={() => setEditing({ kind: "edit", author })}
          // A staff member's profile goes with their account; an author with articles keeps them.
          onDelete={!author.userId && author.articles === 0 ? () => deleting.ask(author) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PagedTable
        caption="Authors"
        search={search("Search by name...", "Search authors")}
        toolbar={
          <FilterSelect
            label="Sign-in"
            value={account}
            onChange={refilter((value: string) => setAccount(value === "with" || value === "without" ? value : ""))}
          >
            <option value="">All</option>
            <option value="with">Staff accounts</option>
            <option value="without">No sign-in</option>
          </FilterSelect>
        }
        columns={columns}
        {...pageRowsOf(list)}
        empty={{
          title: "No authors found",
          description: "Every staff member is an author; add a guest writer who does not sign in.",
          icon: UsersRound,
        }}
        paging={paging(list.data?.pagination)}
      />
      {shown && (
        <AuthorForm
          title={shown.kind === "add" ? "Add author" : `Edit author ${shown.author.name}`}
          submitLabel={shown.kind === "add" ? "Add author" : "Save author"}
          author={shown.kind === "edit" ? shown.author : null}
          withName
          save={(fields) =>
            shown.kind === "add"
              ? adminApi.authors.create({ name: fields.name ?? "", bio: fields.bio, photoId: fields.photoId })
              : adminApi.authors.update(shown.author._id, fields)
          }
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {deleting.question}
    </>
  );
}
