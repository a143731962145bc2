import { z } from "zod";
import { addressOf } from "../../../../domain/addresses.ts";
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
import type { ArticleDto, Publication } from "../../../lib/admin/types.ts";
import { contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { draftOver } from "../../../lib/admin/use-form-draft.ts";
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import type { DocumentKind } from "../editor/document-kind.ts";
import type { DocumentEditorProps } from "../editor/document-route.tsx";
import { DocumentScreen } from "../editor/document-screen.tsx";
import { SettingsSection } from "../editor/settings-panel.tsx";
import { TitleField } from "../editor/title-field.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";
import { ArticleDetails } from "./article-details.tsx";

/** The article's own screen (issue 67): `/admin/articles/:id`, `/admin/articles/new`. */
export const articleDocument: DocumentKind<ArticleDto> = {
  path: "articles",
  noun: "article",
  plural: "Articles",
  list: "/admin/articles",
  notFound: articleMessages.notFound,
  read: (id) => adminApi.articles.read(id).then((answer) => answer.data),
};

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
  path: "articles",
  noun: "Article",
  schema: formSchema,
  shown: shownArticle,
  parse: (record) => articleDtoSchema.parse(record),
  // Publish is its own step (issue 67): the editor never sends isActive with what is typed.
  keys: articleFieldNames.filter((key) => key !== "isActive"),
  sent: (key, value) => (key === "tags" ? tagList(String(value ?? "")) : value),
  updated: articleMessages.updated,
});

/** The article as the editor shows it: the published article with its draft's fields over it. */
function shownArticle(article: ArticleDto | undefined, publication: Publication | undefined) {
  const draft = draftOver(publication);
  const was = article ?? articleDefaults;
  const nullable = (key: string, fallback: string | null) => {
    const value = draft.text(key, fallback ?? "");
    return value === "" ? null : value;
  };
  return {
    title: draft.text("title", was.title),
    slug: draft.text("slug", was.slug),
    summary: draft.text("summary", was.summary ?? ""),
    coverId: nullable("coverId", was.coverId),
    body: draft.parsed("body", (value) => blocksField.safeParse(value), was.body),
    authorId: nullable("authorId", was.authorId) ?? undefined,
    tags: draft.list("tags", was.tags).join(", "),
    projectId: nullable("projectId", was.projectId),
    serviceId: nullable("serviceId", was.serviceId),
    seo: draft.parsed("seo", (value) => searchSettingsFieldsSchema.safeParse(value), was.seo),
  };
}

/**
 * An article written on its own screen: its title and body in the middle; its address, summary,
 * cover, tags, author, what it is a case study of and search and sharing beside them. Every change
 * goes into its draft as it is typed (issue 54, 67).
 */
export function ArticleEditor({
  record,
  publication,
  draftOnly,
  onDraftCreated,
  onSaved,
  onReload,
  onGone,
}: DocumentEditorProps<ArticleDto>) {
  const engine = useContentForm(articleKind, {
    record,
    publication,
    draftOnly,
    onDraftCreated,
    onSaved,
    alwaysDraft: true,
  });
  const { form, field, values } = engine;
  const address = addressOf.article({ slug: values.slug || "…" });
  const nameSlug = useSlugSuggestion(engine, "article", values.title);
  const slugCheck = useSlugCheck(engine, "article", nameSlug);

  return (
    <DocumentScreen
      kind={articleDocument}
      engine={engine}
      record={record}
      name={values.title ?? ""}
      api={adminApi.articles}
      onDraftCreated={onDraftCreated}
      onReload={onReload}
      onGone={onGone}
      conflict={{
        yours: () => ({ ...form.getValues(), tags: tagList(values.tags ?? "") }),
        fields: engine.changed(),
      }}
      title={<TitleField placeholder="Article title" {...field("title")} />}
      document={(restored) => (
        <DocumentField
          key={restored}
          label="Article"
          initial={form.getValues("body")}
          error={form.formState.errors.body?.message}
          onChange={(document) => form.setValue("body", document, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      settings={
        <>
          <SettingsSection title="Address">
            <SlugField
              path={address}
              current={record && addressOf.article(record)}
              suggestion={slugCheck}
              {...field("slug")}
            />
          </SettingsSection>
          <ArticleDetails
            engine={engine}
            cover={record?.cover ? { id: record.coverId, ...record.cover } : null}
            recordAuthor={record?.authorId ?? null}
          />
          <SearchSettingsFields
            at="seo"
            form={engine}
            own={values.seo}
            page={{ title: values.title ?? "", description: values.summary ?? "", path: address }}
          />
        </>
      }
    />
  );
}
