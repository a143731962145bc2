import { X } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { articleLimits } from "../../../../domain/articles.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useAdminSession } from "../../../lib/admin/session.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { SettingsSection } from "../editor/settings-panel.tsx";
import { LibraryButton } from "../media/library-button.tsx";
import { IconButton } from "../ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { RecordOptions } from "../ui/options.tsx";
import { useCoverPicture } from "./use-cover-picture.ts";

type Choice = "coverId" | "projectId" | "serviceId";
type SetOptions = { shouldDirty: boolean; shouldValidate: boolean };
type Field = UseFormRegisterReturn & { error?: string };

/** What the details read of the article's form (`useContentForm`'s answer). */
type ArticleForm = {
  values: {
    summary?: string;
    coverId?: string | null;
    projectId?: string | null;
    serviceId?: string | null;
    authorId?: string;
  };
  field: (name: "summary" | "tags") => Field;
  form: {
    setValue(name: Choice, value: string | null, options: SetOptions): void;
    setValue(name: "authorId", value: string | undefined, options: SetOptions): void;
  };
};

/** What an article may be a case study of: a project and a service, each chosen on its own (or none). */
const caseStudies = [
  { of: "project", name: "projectId", records: "projects" },
  { of: "service", name: "serviceId", records: "services" },
] as const;

/** The projects and services an article may be a case study of, and the author profiles that may sign it (ADR 0245). */
function useChoices() {
  return useResource(async () => {
    const [services, projects, authors] = await Promise.all([
      adminApi.services.list(),
      adminApi.portfolio.page({ type: "project", limit: 100, page: 1 }),
      adminApi.authors.list(),
    ]);
    return { services: services.services, projects: projects.data, authors: authors.data };
  });
}

/**
 * The article's own settings in the editor's panel: its summary, cover, tags, author, and what it is
 * a case study of (ADR 0204).
 */
export function ArticleDetails({
  engine,
  cover: savedCover,
  recordAuthor,
}: {
  engine: ArticleForm;
  /** The cover as the record has it (its library id beside it): shown while the field names it. */
  cover: { id: string | null; url: string; alt: string } | null;
  /** The author profile the record is signed by, if it exists. */
  recordAuthor: string | null;
}) {
  const { values, field, form } = engine;
  const { cover, setCover } = useCoverPicture(values.coverId, savedCover);
  const choices = useChoices();
  const { user } = useAdminSession();
  // A new article is signed by whoever writes it unless another author is chosen.
  const authorId = values.authorId ?? recordAuthor ?? user.authorId ?? "";
  const changed = { shouldDirty: true, shouldValidate: true };
  const choose = (name: Choice, value: string | null) => form.setValue(name, value, changed);

  return (
    <>
      <SettingsSection title="Summary and cover">
        <TextAreaField
          label="Summary"
          hint="Shown on the blog's list, in feeds and as the search description"
          rows={3}
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
            label={values.coverId ? "Change cover" : "Choose a cover"}
            chosenUrl={values.coverId ? cover?.url : undefined}
            onPick={(media) => {
              setCover({ id: media._id, url: media.url, alt: media.alt });
              choose("coverId", media._id);
            }}
          />
          {values.coverId && (
            <IconButton label="Remove the cover" onClick={() => choose("coverId", null)}>
              <X aria-hidden className="size-4" />
            </IconButton>
          )}
        </div>
      </SettingsSection>
      <SettingsSection title="Tags and author">
        <TextField label="Tags" hint="Words separated by commas, e.g. design, case study" {...field("tags")} />
        <SelectField
          label="Author"
          hint="Their name, photo and bio sign the article; add writers who do not sign in under Users › Authors"
          value={authorId}
          onChange={(event) => form.setValue("authorId", event.target.value || undefined, changed)}
        >
          {authorId === "" && <option value="">Choose an author</option>}
          {choices.data?.authors.map((author) => (
            <option key={author._id} value={author._id}>
              {author.name}
              {author.userId ? "" : " (no sign-in)"}
            </option>
          ))}
        </SelectField>
      </SettingsSection>
      <SettingsSection title="Case study">
        {caseStudies.map(({ of, name, records }) => (
          <SelectField
            key={name}
            label={`Case study of a ${of}`}
            value={values[name] ?? ""}
            onChange={(event) => choose(name, event.target.value || null)}
          >
            <RecordOptions records={choices.data?.[records]} none="None" />
          </SelectField>
        ))}
      </SettingsSection>
    </>
  );
}
