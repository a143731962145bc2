import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { type ContentRecordKind, contentKindList, recordWordsOf } from "../../../../domain/content-kinds.ts";
import { responsiveImage } from "../../../../domain/images.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { type PlainRecord, plainEndpoints } from "../../../lib/admin/plain-endpoints.ts";
import { type ContentFormProps, contentFormKind, useContentForm } from "../../../lib/admin/use-content-form.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { ContentFormModal } from "../drafts/content-form-modal.tsx";
import { LibraryButton } from "../media/library-button.tsx";
import { IconButton } from "../ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { RecordOptions } from "../ui/options.tsx";
import type { PlainField, PlainScreen } from "./plain-screen.ts";

/** What every record's answer has: what the form's edit conflict reads of it. */
const versioned = z.looseObject({ _id: z.string(), version: z.number() });

const labelOf = (record: Record<string, unknown> | undefined, field: string) =>
  typeof record?.[field] === "string" ? String(record[field]) : "";

/** The picture a field names, read from the library for its thumbnail (none while it names nothing). */
function usePicture(id: unknown) {
  const [picture, setPicture] = useState<{ id: string; url: string; alt: string } | null>(null);
  useEffect(() => {
    if (typeof id !== "string" || picture?.id === id) return;
    let live = true;
    adminApi.media
      .read(id)
      .then((answer) => live && setPicture({ id, url: answer.data.url, alt: answer.data.alt }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, picture?.id]);
  return typeof id === "string" && picture?.id === id ? picture : null;
}

type Props = ContentFormProps<PlainRecord> & { screen: PlainScreen; record?: PlainRecord };

/**
 * A plain kind's add and edit form, made from its screen's fields (ADR 0283): checked by its domain
 * schema, its draft saved as the admin types, published, scheduled or shared like every kind's.
 */
export function PlainKindForm({ screen, record, ...props }: Props) {
  const { path } = contentKindList[screen.kind];
  const api = plainEndpoints(path);
  const keys = screen.fields.map((field) => field.name);
  type Fields = Record<string, unknown>;
  const kind = contentFormKind<PlainRecord, Fields, Fields, Fields, string>({
    record: recordWord(screen),
    schema: screen.create,
    dto: { parse: (answer) => versioned.parse(screen.dto.parse(answer)) },
    defaults: screen.defaults,
    shown: (draft, was: Fields) =>
      Object.fromEntries(
        keys.map((key) => {
          const rule = screen.create.shape[key];
          const value = was[key] ?? screen.defaults[key];
          return [key, rule ? draft.parsed(key, rule, value) : value];
        }),
      ),
    keys,
    updated: screen.updated,
  });
  const engine = useContentForm(kind, { ...props, record });
  const { form, field, values } = engine;
  const projects = useResource(() => adminApi.portfolio.page({ type: "project", limit: 100, page: 1 }));
  const picture = usePicture(values.imageId);
  const changed = { shouldDirty: true, shouldValidate: true };

  const input = (spec: PlainField) => {
    const { name, label, hint, required } = spec;
    if (spec.input === "textarea")
      return (
        <TextAreaField
          key={name}
          label={label}
          hint={hint}
          required={required}
          rows={4}
          limit={spec.limit}
          length={String(values[name] ?? "").length}
          {...field(name)}
        />
      );
    if (spec.input === "number")
      return <TextField key={name} type="number" label={label} hint={hint} {...field(name, { valueAsNumber: true })} />;
    if (spec.input === "switch")
      return (
        <label key={name} className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-4 accent-admin-600" {...form.register(name)} />
          {label}
        </label>
      );
    if (spec.input === "project")
      return (
        <SelectField
          key={name}
          label={label}
          hint={hint}
          value={typeof values[name] === "string" ? String(values[name]) : ""}
          onChange={(event) => form.setValue(name, event.target.value || null, changed)}
        >
          <RecordOptions records={projects.data?.data} none="None" />
        </SelectField>
      );
    if (spec.input === "picture")
      return (
        <div key={name} className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-800">{label}</span>
          <div className="flex flex-wrap items-end gap-3">
            {picture && (
              <img
                {...responsiveImage(picture.url)}
                sizes="6rem"
                alt={picture.alt}
                className="size-20 rounded-lg object-cover"
              />
            )}
            <LibraryButton
              title={label}
              label={values[name] ? "Change picture" : "Choose from library"}
              chosenUrl={picture?.url}
              onPick={(media) => form.setValue(name, media._id, changed)}
            />
            {typeof values[name] === "string" && (
              <IconButton
                label={`Remove the ${label.toLowerCase()}`}
                onClick={() => form.setValue(name, null, changed)}
              >
                <X aria-hidden className="size-4" />
              </IconButton>
            )}
          </div>
        </div>
      );
    return <TextField key={name} label={label} hint={hint} required={required} {...field(name)} />;
  };

  return (
    <ContentFormModal
      engine={engine}
      size="lg"
      id={`${screen.kind}-form`}
      name={labelOf(record, screen.nameField) || labelOf(values, screen.nameField)}
      canUnpublish={!props.draftOnly}
      record={record}
      disabled={!form.formState.isValid}
      {...engine.json(api)}
      conflict={{ yours: () => form.getValues(), fields: engine.changed() }}
      onReload={props.onReload}
      onClose={props.onClose}
      className="flex flex-col gap-4"
    >
      {screen.fields.map(input)}
    </ContentFormModal>
  );
}

/** The word of the kind's records ("testimonial"): its label names them in the form. */
function recordWord(screen: PlainScreen): ContentRecordKind {
  const [word] = recordWordsOf(screen.kind);
  if (!word) throw new Error(`The ${screen.kind} kind has no records to edit`);
  return word;
}
