import { ArticleForm } from "../../components/admin/articles/article-form.tsx";
import { ContentListScreen } from "../../components/admin/drafts/content-list-screen.tsx";
import { useDraftOnlyRecords } from "../../components/admin/drafts/draft-only-list.tsx";
import { PublicationFilterSelect, publicationColumn } from "../../components/admin/drafts/publication-list.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { openingActionsColumn } from "../../components/admin/row-actions.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { AdminArticleDto, ArticleDto } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => [{ title: "Articles · Back office" }];

const filterKeys = ["isActive", "publication"] as const;

/** The blog's articles (issue 54): written in the block editor, with drafts, schedules, history and trash as other content. */
export default function Articles() {
  const rights = useRights();
  const canEdit = rights.can("site", "update");
  const filters = useAddressFilters(filterKeys);
  const pages = useServerPages((page) => adminApi.articles.page({ ...filters.values, ...page }), filters.signature);
  const list = useListScreen(pages.rows, {
    table: pages.table,
    remove: (article) => adminApi.articles.delete(article._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
  const drafts = useDraftOnlyRecords("articles", canEdit, filters.values.publication);

  const columns: Column<AdminArticleDto>[] = [
    {
      header: "Title",
      role: "name",
      cell: (article) => <span className="font-medium text-slate-900">{article.title}</span>,
    },
    { header: "Tags", cell: (article) => article.tags.join(", ") },
    {
      header: "Status",
      cell: (article) => (article.isActive ? <Badge tone="green">Published</Badge> : <Badge>Unpublished</Badge>),
    },
    publicationColumn(),
    { header: "Published", cell: (article) => (article.publishedAt ? formatDate(article.publishedAt) : "—") },
    openingActionsColumn(list, (row) => row.title, { edit: canEdit, delete: rights.canDelete }),
  ];

  return (
    <ContentListScreen<ArticleDto>
      path="articles"
      list={list}
      drafts={drafts}
      canUpdate={canEdit}
      header={
        <HeaderCard
          title="Articles"
          description="The blog: news, insights and case studies, at /blog and in its feeds"
          addLabel="Add Article"
          onAdd={canEdit ? () => list.open({ kind: "add" }) : undefined}
        />
      }
      draftName={(draft) => String(draft.draft?.fields.title ?? "") || "Untitled article"}
      table={
        <ListTable
          list={list}
          caption="Articles"
          columns={columns}
          emptyText="No articles yet"
          search={{ placeholder: "Search by title...", label: "Search articles" }}
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
                <option value="">Newest first</option>
                <option value="-publishedAt">Published lately</option>
                <option value="title">Title A–Z</option>
              </FilterSelect>
            </>
          }
        />
      }
      details={{ title: "Article details" }}
      form={({ record, ...opened }) => <ArticleForm {...opened} article={record} />}
      deleteWhat={(article) => `article ${article.title}`}
    />
  );
}
