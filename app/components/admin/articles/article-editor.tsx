import { z } from "zod";
import {
  articleCreateSchema,
  articleDefaults,
  articleDtoSchema,
  articleFieldNames,
  articleMessages,
} from "../../../../domain/articles.ts";
import { blocksField } from "../../../../domain/pages.ts";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import type { ArticleDto } from "../../../lib/admin/types.ts";
import { contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import type { DraftFields } from "../../../lib/admin/use-form-draft.ts";
import { DocumentEditor } from "../editor/document-editor.tsx";
import { documentKind } from "../editor/document-kind.ts";
import type { DocumentEditorProps } from "../editor/document-route.tsx";
import { ArticleDetails } from "./article-details.tsx";

/** The article's own screen (issue 67): `/admin/articles/:id`, `/admin/articles/new`. */
export const articleDocument = documentKind<ArticleDto, "body">({
  noun: "article",
  plural: "Articles",
  notFound: articleMessages.notFound,
  read: (id) => adminApi.articles.read(id).then((answer) => answer.data),
  titlePlaceholder: "Article title",
  body: { at: "body", label: "Article" },
});

/** Tags are typed as words separated by commas; the server makes each normal. */
export const tagList = (value: string) =>
  value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

const formSchema = articleCreateSchema.omit({ isActive: true }).extend({
  tags: z.string().transform(tagList).pipe(articleCreateSchema.shape.tags.unwrap()),
  seo: searchSettingsFieldsSchema,
});

const articleKind = contentFormKind({
  record: "article",
  schema: formSchema,
  dto: articleDtoSchema,
  defaults: articleDefaults,
  shown: shownArticle,
  // Publish is its own step (issue 67): the editor never sends isActive with what is typed.
  keys: articleFieldNames.filter((key) => key !== "isActive"),
  sent: (key, value) => (key === "tags" ? tagList(String(value ?? "")) : value),
  updated: articleMessages.updated,
});

/** The article as the editor shows it: the published article (or the defaults) with its draft's fields over it. */
function shownArticle(draft: DraftFields, was: ArticleDto | typeof articleDefaults) {
  const nullable = (key: string, fallback: string | null) => {
    const value = draft.text(key, fallback ?? "");
    return value === "" ? null : value;
  };
  return {
    title: draft.text("title", was.title),
    slug: draft.text("slug", was.slug),
    summary: draft.text("summary", was.summary ?? ""),
    coverId: nullable("coverId", was.coverId),
    body: draft.parsed("body", blocksField, was.body),
    authorId: nullable("authorId", was.authorId) ?? undefined,
    tags: draft.list("tags", was.tags).join(", "),
    projectId: nullable("projectId", was.projectId),
    serviceId: nullable("serviceId", was.serviceId),
    seo: draft.parsed("seo", searchSettingsFieldsSchema, was.seo),
  };
}

/**
 * An article written on its own screen: beside its title and body, its summary, cover, tags, author and
 * what it is a case study of (issue 54, 67).
 */
export function ArticleEditor(props: DocumentEditorProps<ArticleDto>) {
  const engine = useContentForm(articleKind, { ...props, record: props.record, alwaysDraft: true });
  const { form, values } = engine;
  const { record } = props;
  return (
    <DocumentEditor
      kind={articleDocument}
      engine={engine}
      {...props}
      yours={() => ({ ...form.getValues(), tags: tagList(values.tags ?? "") })}
      description={values.summary ?? ""}
      details={
        <ArticleDetails
          engine={engine}
          cover={record?.cover ? { id: record.coverId, ...record.cover } : null}
          recordAuthor={record?.authorId ?? null}
        />
      }
    />
  );
}
