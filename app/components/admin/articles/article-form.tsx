import { X } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { addressOf } from "../../../../domain/addresses.ts";
import {
  articleCreateSchema,
  articleDefaults,
  articleDtoSchema,
  articleFieldNames,
  articleLimits,
  articleMessages,
} from "../../../../domain/articles.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import { blocksField } from "../../../../domain/pages.ts";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useAdminSession } from "../../../lib/admin/session.ts";
import type { ArticleDto, Publication } from "../../../lib/admin/types.ts";
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { draftOver } from "../../../lib/admin/use-form-draft.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { LibraryButton } from "../media/library-button.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { IconButton } from "../ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";

/** Tags are typed as words separated by commas; the server makes each normal. */
const tagList = (value: string) =>
  value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
const formSchema = articleCreateSchema.extend({
  tags: z.string().transform(tagList).pipe(articleCreateSchema.shape.tags.unwrap()),
  seo: searchSettingsFieldsSchema,
});

type Props = ContentFormProps<ArticleDto> & {
  article?: ArticleDto;
};

const articleKind = contentFormKind({
  path: "articles",
  noun: "Article",
  schema: formSchema,
  shown: shownArticle,
  parse: (record) => articleDtoSchema.parse(record),
  keys: articleFieldNames,
  sent: (key, value) => (key === "tags" ? tagList(String(value ?? "")) : value),
  updated: articleMessages.updated,
});

/** The article as the form shows it: the published article with its draft's fields over it. */
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
    authorId: nullable("authorId", was.authorId) ?? undefined,
    body: draft.parsed("body", (value) => blocksField.safeParse(value), was.body),
    tags: draft.list("tags", was.tags).join(", "),
    projectId: nullable("projectId", was.projectId),
    serviceId: nullable("serviceId", was.serviceId),
    isActive: draft.flag("isActive", was.isActive),
    seo: draft.parsed("seo", (value) => searchSettingsFieldsSchema.safeParse(value), was.seo),
  };
}

/** The author profiles an article may be signed by (ADR 0245), by name. */
function useAuthorChoices() {
  return useResource(async () => (await adminApi.authors.list()).data);
}

/** The projects and services an article may be a case study of. */
function useCaseStudyChoices() {
  return useResource(async () => {
    const [services, projects] = await Promise.all([
      adminApi.services.list(),
      adminApi.portfolio.page({ type: "project", limit: 100, page: 1 }),
    ]);
    return { services: services.services, projects: projects.data };
  });
}

/**
 * Add an article, or edit one: its words in the block editor, a cover from the library, tags, and
 * what it is a case study of; editing, every change goes into its draft as you type (issue 54).
 */
export function ArticleForm(props: Props) {
  const { article, onClose, onReload } = props;
  const engine = useContentForm(articleKind, { ...props, record: article });
  const { form, field, values } = engine;
  const address = addressOf.article({ slug: values.slug || "…" });
  const [cover, setCover] = useState(article?.cover ?? null);
  const choices = useCaseStudyChoices();
  const authors = useAuthorChoices();
  const { user } = useAdminSession();
  // A new article is signed by whoever writes it unless another author is chosen.
  const authorId = values.authorId ?? article?.authorId ?? user.authorId ?? "";
  useSlugSuggestion(engine, "article", values.title);
  const choose = (name: "coverId" | "projectId" | "serviceId", value: string | null) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });

  return (
    <ContentFormModal
      engine={engine}
      size="xl"
      id="article-form"
      name={article?.title ?? values.title ?? ""}
      canUnpublish={!props.draftOnly}
      record={article}
      disabled={!form.formState.isValid}
      {...engine.json(adminApi.articles)}
      conflict={{ yours: () => ({ ...form.getValues(), tags: tagList(values.tags ?? "") }), fields: engine.changed() }}
      onReload={onReload}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField label="Title" required {...field("title")} />
      <SlugField path={address} current={article && addressOf.article(article)} {...field("slug")} />
      <TextAreaField
        label="Summary"
        hint="Shown on the blog's list, in feeds and as the search description"
        rows={2}
        limit={articleLimits.summaryMax}
        length={values.summary?.length ?? 0}
        {...field("summary")}
      />
      <div className="flex flex-wrap items-end gap-3">
        {cover && (
          <img
            {...responsiveImage(cover.url)}
            sizes="12rem"
            alt={cover.alt}
            className="h-24 w-40 rounded-lg object-cover"
          />
        )}
        <LibraryButton
          title="Cover picture"
          label={cover ? "Change cover" : "Choose a cover"}
          chosenUrl={cover?.url}
          onPick={(media) => {
            setCover({ url: media.url, alt: media.alt });
            choose("coverId", media._id);
          }}
        />
        {cover && (
          <IconButton
            label="Remove the cover"
            onClick={() => {
              setCover(null);
              choose("coverId", null);
            }}
          >
            <X aria-hidden className="size-4" />
          </IconButton>
        )}
      </div>
      <DocumentField
        label="Article"
        initial={form.getValues("body")}
        error={form.formState.errors.body?.message}
        onChange={(document) => form.setValue("body", document, { shouldDirty: true, shouldValidate: true })}
      />
      <SelectField
        label="Author"
        hint="Their name, photo and bio sign the article; add writers who do not sign in under Users › Authors"
        value={authorId}
        onChange={(event) =>
          form.setValue("authorId", event.target.value || undefined, { shouldDirty: true, shouldValidate: true })
        }
      >
        {authorId === "" && <option value="">Choose an author</option>}
        {authors.data?.map((author) => (
          <option key={author._id} value={author._id}>
            {author.name}
            {author.userId ? "" : " (no sign-in)"}
          </option>
        ))}
      </SelectField>
      <TextField label="Tags" hint="Words separated by commas, e.g. design, case study" {...field("tags")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Case study of a project"
          value={values.projectId ?? ""}
          onChange={(event) => choose("projectId", event.target.value || null)}
        >
          <option value="">None</option>
          {choices.data?.projects.map((project) => (
            <option key={project._id} value={project._id}>
              {project.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Case study of a service"
          value={values.serviceId ?? ""}
          onChange={(event) => choose("serviceId", event.target.value || null)}
        >
          <option value="">None</option>
          {choices.data?.services.map((service) => (
            <option key={service._id} value={service._id}>
              {service.name}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-4 accent-admin-600" {...form.register("isActive")} />
        Published (shown on the blog)
      </label>
      <SearchSettingsFields
        at="seo"
        form={engine}
        own={values.seo}
        page={{ title: values.title ?? "", description: values.summary ?? "", path: address }}
      />
    </ContentFormModal>
  );
}
