import { useState } from "react";
import { addressOf } from "../../../../domain/addresses.ts";
import type { PortfolioType } from "../../../../domain/enums.ts";
import {
  portfolioCreateSchema,
  portfolioDefaults,
  portfolioDtoSchema,
  portfolioLimits,
  portfolioTypeMessages,
  portfolioUpdateSchema,
} from "../../../../domain/portfolio.ts";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { multipartOf } from "../../../lib/admin/multipart.ts";
import type { CategoryDto, PortfolioDto } from "../../../lib/admin/types.ts";
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import type { DraftFields } from "../../../lib/admin/use-form-draft.ts";
import { useSlugCheck } from "../../../lib/admin/use-slug-check.ts";
import { useSlugSuggestion } from "../../../lib/admin/use-slug-suggestion.ts";
import { CategorySelect } from "../categories/category-select.tsx";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { SearchSettingsFields } from "../search/search-settings-fields.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { SlugField } from "../ui/slug-field.tsx";
import { DraftImagesEditor } from "./draft-images-editor.tsx";
import { type NewImages, NewImagesPicker } from "./new-images-picker.tsx";

/** The add form: the create's fields, the search settings as the form edits them (an object). */
const createSchema = portfolioCreateSchema.extend({ seo: searchSettingsFieldsSchema });
/** The edit form needs the same fields filled as the add form, with the longer description. */
const editSchema = portfolioUpdateSchema.extend({ seo: searchSettingsFieldsSchema }).required({
  category: true,
  name: true,
  client: true,
  technology: true,
  url: true,
  date: true,
  description: true,
});

/** The fields the form edits: the add form's, in its order (domain/portfolio.ts), but the type it is opened for. */
const fieldNames = portfolioCreateSchema
  .keyof()
  .options.filter((key): key is Exclude<typeof key, "type"> => key !== "type");

/** A project or product, added or edited. */
const portfolioKind = (type: PortfolioType, editing: boolean) =>
  contentFormKind({
    record: type,
    // Both forms edit the same fields; only the description's limit and what is required differ.
    schema: editing ? editSchema : createSchema,
    dto: portfolioDtoSchema,
    defaults: portfolioDefaults,
    shown: (draft, was) => shownItem(type, draft, was),
    keys: fieldNames,
    failed: { create: uiMessages.portfolio.addFailed, update: uiMessages.portfolio.updateFailed[type] },
    updated: portfolioTypeMessages[type].updated,
  });

export const typeNoun: Record<PortfolioType, string> = { project: "Project", product: "Product" };

type Props = ContentFormProps<PortfolioDto> & {
  type: PortfolioType;
  categories: CategoryDto[];
  /** Absent: the add form. */
  item?: PortfolioDto;
  canChangeStatus: boolean;
};

/** An item in the form's shape, for the conflict screen to compare like with like. */
const asForm = (item: PortfolioDto) => ({ ...item, date: item.date.slice(0, 10) });

/** The item as the form opens it: the published item (or the defaults) with its draft's fields over it. */
function shownItem(type: PortfolioType, draft: DraftFields, item: PortfolioDto | typeof portfolioDefaults) {
  const was = "_id" in item ? { ...asForm(item), category: item.category._id } : item;
  return {
    type,
    category: draft.text("category", was.category),
    name: draft.text("name", was.name),
    slug: draft.text("slug", was.slug),
    client: draft.text("client", was.client),
    technology: draft.text("technology", was.technology),
    url: draft.text("url", was.url),
    date: draft.text("date", was.date),
    description: draft.text("description", was.description),
    approach: draft.text("approach", was.approach),
    isActive: draft.flag("isActive", was.isActive),
    seo: draft.parsed("seo", searchSettingsFieldsSchema, was.seo),
  };
}

export function PortfolioForm(props: Props) {
  const { type, categories, item, draftOnly, canChangeStatus, onClose, onReload } = props;
  const noun = typeNoun[type];
  const mine = (key: string) => key !== "isActive" || canChangeStatus;
  const engine = useContentForm(portfolioKind(type, item !== undefined), { ...props, record: item, mine });
  const { editing, form, field, values, formDraft, onUploadProgress } = engine;
  const { isValid, isSubmitting } = form.formState;
  const [images, setImages] = useState<NewImages>({ picked: [], files: [] });
  const descriptionMax = editing ? portfolioLimits.descriptionOnUpdateMax : portfolioLimits.descriptionOnCreateMax;
  // The pictures the item's draft names (ADR 0125): changed there, live only once published.
  const drafted = formDraft.fields.image;
  const draftImages = Array.isArray(drafted) ? drafted.map(String) : null;
  const address = addressOf.portfolio({ type, slug: values.slug || "…" });
  const nameSlug = useSlugSuggestion(engine, "portfolio", values.name);
  const slugCheck = useSlugCheck(engine, "portfolio", nameSlug);

  /** The add form's fields and files as the create takes them. */
  function createForm(filled: Record<string, unknown>) {
    const sent = multipartOf(filled);
    sent.append("type", type);
    // Library pictures by id (ADR 0190); the create lists them before the files, as the form shows them.
    for (const media of images.picked) sent.append("imageIds", media._id);
    for (const file of images.files) sent.append("image", file);
    return sent;
  }

  /** "Save as draft": the new item is kept as a draft (any fields filled so far), not created. */
  function saveAsDraft() {
    const sent = createForm(engine.filled());
    sent.append("draft", "true");
    return engine.saveAsDraft(() => adminApi.portfolio.createDraft(sent, { onUploadProgress }));
  }

  /** Adding: the new item goes live at once (editing, every change goes into its draft). */
  function create() {
    onUploadProgress(0);
    return engine.send(() => adminApi.portfolio.create(createForm(engine.filled()), { onUploadProgress }));
  }

  return (
    <ContentFormModal
      engine={engine}
      size="xl"
      id={`portfolio-form-${editing ? "edit" : "add"}`}
      name={item?.name ?? values.name ?? ""}
      canUnpublish={canChangeStatus && !draftOnly}
      record={item}
      disabled={!isValid || images.picked.length + images.files.length === 0}
      onSubmit={engine.submit(create)}
      onSaveAsDraft={saveAsDraft}
      conflict={{
        theirs: asForm,
        // The form's values in the record's shape; the pictures the draft would publish are part of "your changes".
        yours: () => {
          const typed = form.getValues();
          const category = { name: categories.find((c) => c._id === typed.category)?.name ?? "" };
          return { ...typed, category, ...(draftImages && { image: draftImages }) };
        },
        fields: draftImages ? [...engine.changed(), "image"] : engine.changed(),
        labels: { name: `${noun} Name`, url: "URL" },
      }}
      onReload={onReload}
      onClose={onClose}
      uploadLabel="Uploading images"
      className="grid content-start gap-4 sm:grid-cols-2"
      aside={
        // A draft-only item whose draft names its pictures is edited as a published item's draft is
        // (the server lists them in the draft's `image`); before that, the pictures chosen are only said.
        item || draftImages ? (
          <DraftImagesEditor
            images={draftImages ?? item?.image ?? []}
            title={`${noun} images`}
            changed={draftImages !== null}
            onAdd={(file) => {
              const sent = new FormData();
              sent.append("image", file);
              return formDraft.saveNow(sent);
            }}
            onPick={(media) => {
              const sent = new FormData();
              sent.append("imageIds", media._id);
              return formDraft.saveNow(sent);
            }}
            onRemove={(url) =>
              formDraft.saveNow({ image: (draftImages ?? item?.image ?? []).filter((u) => u !== url) })
            }
          />
        ) : draftOnly ? (
          <p className="text-sm text-slate-600">
            {draftOnly.draft?.fields && "The pictures chosen are kept with the draft and go live when it is published."}
          </p>
        ) : (
          <NewImagesPicker images={images} onChange={setImages} title={`${noun} images`} disabled={isSubmitting} />
        )
      }
    >
      <CategorySelect categories={categories} required data-autofocus {...field("category")} />
      <TextField label={`${noun} Name`} required {...field("name")} />
      <SlugField path={address} current={item && addressOf.portfolio(item)} suggestion={slugCheck} {...field("slug")} />
      <TextField label="Client" required {...field("client")} />
      <TextField label="Technology" required {...field("technology")} />
      <TextField label="URL" type="url" inputMode="url" placeholder="https://" required {...field("url")} />
      <TextField label="Date" type="date" required {...field("date")} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          required
          rows={5}
          limit={descriptionMax}
          length={values.description?.length ?? 0}
          {...field("description")}
        />
      </div>
      {type === "project" && (
        <div className="sm:col-span-2">
          <TextAreaField
            label="Approach"
            rows={4}
            limit={portfolioLimits.approachMax}
            length={values.approach?.length ?? 0}
            hint="Shown under “Our approach” on the project's page; left empty, the standard text is shown."
            {...field("approach")}
          />
        </div>
      )}
      {type === "product" && canChangeStatus && (
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-admin-600"
            {...form.register("isActive")}
          />
          Active (shown on the public site)
        </label>
      )}
      <SearchSettingsFields
        className="sm:col-span-2"
        at="seo"
        form={engine}
        own={values.seo}
        page={{ title: values.name, description: values.description, path: address }}
        picture={{ field: engine.field("seo.image"), offered: draftImages ?? item?.image }}
      />
    </ContentFormModal>
  );
}
