import type { JSONContent } from "@tiptap/core";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { addressOf } from "../../../../domain/addresses.ts";
import type { SearchSettings } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";
import type { DocumentKind } from "./document-kind.ts";
import type { DocumentEditorProps } from "./document-route.tsx";
import { DocumentScreen, type DocumentScreenEngine } from "./document-screen.tsx";
import { SettingsSection } from "./settings-panel.tsx";
import { TitleField } from "./title-field.tsx";

type Field = UseFormRegisterReturn & { error?: string };
const dirtied = { shouldDirty: true, shouldValidate: true };

/**
 * What the editor reads of `useContentForm`'s answer: a document's title, slug, search settings and
 * its block document under `B` (a page's `blocks`, an article's `body`).
 */
type DocumentEngine<T, B extends string> = DocumentScreenEngine<T> & {
  editing: boolean;
  values: { title?: string; slug?: string; seo?: Partial<SearchSettings> };
  field: (name: "title" | "slug" | `seo.${"title" | "description" | "canonical" | "noindex"}`) => Field;
  form: {
    getValues(): Record<string, unknown>;
    getValues(name: B): unknown;
    setValue(name: B, value: JSONContent, options: typeof dirtied): void;
    setValue(name: "slug", value: string, options: { shouldValidate: boolean; shouldDirty?: boolean }): void;
    setError(name: "slug", error: { type: string; message: string }): void;
    formState: { isSubmitting: boolean; errors: { [key in B]?: { message?: string } } };
  };
  changed: () => readonly string[];
};

type Props<T, B extends string> = DocumentEditorProps<T> & {
  kind: DocumentKind<T, B>;
  engine: DocumentEngine<T, B>;
  /** The kind's values as the conflict panel compares them (absent: the form's own). */
  yours?: () => Record<string, unknown>;
  /** The kind's own settings between its address and search and sharing (an article's summary, cover, tags…). */
  details?: ReactNode;
  /** The page's text as search engines show it without a description of its own. */
  description?: string;
};

/**
 * A page or an article written on its own screen (issue 54, 67): its title and block document in the
 * middle; its address, the kind's own details and search and sharing beside them. Every change goes
 * into its draft as it is typed.
 */
/** A record of a document kind, as the screen saves and addresses it. */
type DocumentRecord = Record<string, unknown> & { _id: string; isActive: boolean; version: number; slug: string };

export function DocumentEditor<T extends DocumentRecord, B extends string>({
  kind,
  engine,
  record,
  onDraftCreated,
  onReload,
  onGone,
  yours,
  details,
  description = "",
}: Props<T, B>) {
  const { form, field, values } = engine;
  const address = addressOf[kind.noun]({ slug: values.slug || "…" });
  const nameSlug = useSlugSuggestion(engine, kind.noun, values.title);
  const slugCheck = useSlugCheck(engine, kind.noun, nameSlug);

  return (
    <DocumentScreen
      kind={kind}
      engine={engine}
      record={record}
      name={values.title ?? ""}
      api={adminApi[kind.path]}
      onDraftCreated={onDraftCreated}
      onReload={onReload}
      onGone={onGone}
      conflict={{ yours: yours ?? (() => form.getValues()), fields: engine.changed() }}
      title={<TitleField placeholder={kind.titlePlaceholder} {...field("title")} />}
      document={(restored) => (
        <DocumentField
          key={restored}
          label={kind.body.label}
          initial={form.getValues(kind.body.at)}
          error={form.formState.errors[kind.body.at]?.message}
          onChange={(document) => form.setValue(kind.body.at, document, dirtied)}
        />
      )}
      settings={
        <>
          <SettingsSection title="Address">
            <SlugField
              path={address}
              current={record && addressOf[kind.noun](record)}
              suggestion={slugCheck}
              {...field("slug")}
            />
          </SettingsSection>
          {details}
          <SearchSettingsFields
            at="seo"
            form={engine}
            own={values.seo}
            page={{ title: values.title ?? "", description, path: address }}
          />
        </>
      }
    />
  );
}
