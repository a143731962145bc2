import { useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { type ContentRecordKind, contentKindList, kindOfRecord, recordFactsOf } from "../../../domain/content-kinds.ts";
import { browserCopyKey } from "../../../domain/unsaved-work.ts";
import { messageOf } from "./api-client.ts";
import type { DraftPath } from "./endpoints.ts";
import { showIssues } from "./form-issues.ts";
import { uiMessages } from "./messages.ts";
import { notify } from "./notify.ts";
import { saveForm } from "./save-form.ts";
import type { DataAnswer, Publication } from "./types.ts";
import { fieldsOf, formModalTexts, useAdminForm } from "./use-admin-form.ts";
import { useBrowserCopy } from "./use-browser-copy.ts";
import { type DraftFormProps, filledFields, useFormDrafts } from "./use-draft-create.ts";
import { useEditConflict } from "./use-edit-conflict.ts";
import { type DraftFields, draftOver, typedFields } from "./use-form-draft.ts";
import { useLeaveGuard } from "./use-leave-guard.ts";

/** A content record as its edit form opens it: its id and the version its saves name. */
type ContentRecord = { _id: string; version: number };

/** What a content kind's form says of itself; the engine does the rest. */
export type ContentFormDeclaration<
  T extends ContentRecord,
  D,
  Input extends FieldValues,
  Output extends Partial<Record<K, unknown>>,
  K extends Path<Input>,
> = {
  /** The record's word: its kind's path word (the draft calls') and label ("Service") are the content kinds' list's. */
  record: ContentRecordKind;
  schema: z.ZodType<Output, Input>;
  /** Reads the record a 409 carries (the DTO schema). */
  dto: { parse: (record: unknown) => T };
  /** What an add form opens on. */
  defaults: D;
  /** The record (or the defaults, adding) as the form opens it, its draft's fields over it. */
  shown: (draft: DraftFields, was: T | D) => DefaultValues<Input>;
  /** The fields the form edits, in the API's names. */
  keys: readonly K[];
  /** A field as the API takes it (a list typed one entry per line is sent as a list). */
  sent?: (key: K, value: Input[K] | undefined) => unknown;
  /** The toasts when the server's answer says nothing (absent: "Something went wrong"). */
  failed?: { create: string; update: string };
  /** The spec's toast when the edit form's Update put the changes live ("Project updated successfully!"). */
  updated: string;
};

/** A declared kind as the engine uses it: with the word of its draft calls' paths and its noun. */
export type ContentFormKind<
  T extends ContentRecord,
  D,
  Input extends FieldValues,
  Output extends Partial<Record<K, unknown>>,
  K extends Path<Input>,
> = Omit<ContentFormDeclaration<T, D, Input, Output, K>, "record"> & {
  /** The kind's word in the draft calls' paths. */
  path: DraftPath;
  /** The kind as the form's title and buttons name it ("Service"). */
  noun: string;
};

/** A kind declared with its types read from its schema, record parser and fields. */
export const contentFormKind = <
  T extends ContentRecord,
  D,
  Input extends FieldValues,
  Output extends Partial<Record<K, unknown>>,
  K extends Path<Input>,
>({
  record,
  ...kind
}: ContentFormDeclaration<T, D, Input, Output, K>): ContentFormKind<T, D, Input, Output, K> => ({
  ...kind,
  path: contentKindList[kindOfRecord(record)].path,
  noun: recordFactsOf(record).label,
});

/** The add form's calls of a kind the API takes as JSON (a page, article, job). */
type JsonCreate = {
  create(body: unknown): Promise<{ message?: string }>;
  createDraft(body: unknown): Promise<DataAnswer<Publication>>;
};

/** A content kind's form's props: with `DraftFormProps` (its draft, or the draft it was saved as on create, and `onSaved`). */
export type ContentFormProps<T> = DraftFormProps & {
  onClose: () => void;
  /** After an edit conflict: edit the record as a colleague saved it. */
  onReload?: (record: T) => void;
};

type ContentFormOptions<T> = DraftFormProps & {
  record: T | undefined;
  /** Whether this admin may change a field (a job's or product's status needs the right). */
  mine?: (key: string) => boolean;
  /**
   * Every change of a record goes into its draft, with or without one (the full-page editor of pages
   * and articles, issue 67): there is no Update, Publish is the one way live.
   */
  alwaysDraft?: boolean;
};

/**
 * The form engine of the content kinds (category, service, project and product, job): the form
 * checked by the kind's domain schema, opened on the record's draft; the draft saved as the admin
 * types (`formDraft`), "Save as draft" when adding (`draftCreate`), the edit conflict, the upload
 * progress, and the one way a save is sent and answered (`send`).
 *
 * One save model (ADR 0130): a record kept as a draft, or one with a draft (or whose editor pressed
 * Save draft), is `inDraft` — every change goes into the draft, and the draft bar's Publish is the
 * only way to the live site. A record without a draft is edited as the spec's Edit modal does: its
 * "Update …" button puts the changes live at once (nothing is autosaved meanwhile). A new record's
 * add form sends the create, which puts it live at once.
 */
export function useContentForm<
  T extends ContentRecord,
  D,
  Input extends FieldValues,
  Output extends Partial<Record<K, unknown>>,
  K extends Path<Input>,
>(
  kind: ContentFormKind<T, D, Input, Output, K>,
  { record, mine = () => true, alwaysDraft = false, ...given }: ContentFormOptions<T>,
) {
  // A save that took everything, or a new record kept as a draft, leaves nothing to ask about or offer back.
  const settled = () => {
    leave.release();
    copy.clear();
  };
  const drafting: DraftFormProps = {
    ...given,
    onSaved: () => {
      settled();
      given.onSaved();
    },
    onDraftCreated:
      given.onDraftCreated &&
      ((draft) => {
        settled();
        given.onDraftCreated?.(draft);
      }),
  };
  const editing = record !== undefined;
  // Decided on opening, and from then on whenever the record gets a draft (Save draft, a picture).
  const [draftMode, setDraftMode] = useState(alwaysDraft || (drafting.publication?.hasDraft ?? false));
  const inDraft = drafting.draftOnly !== undefined || (editing && draftMode);
  const edit = useEditConflict(record?.version, (answer) => kind.dto.parse(answer));
  const [progress, setProgress] = useState<number | null>(null);
  const opened = drafting.publication ?? drafting.draftOnly;
  const form = useAdminForm(kind.schema, { defaultValues: kind.shown(draftOver(opened), record ?? kind.defaults) });
  const values = form.watch();
  const defaults = form.formState.defaultValues;
  const apiValue = (key: K) => (kind.sent ? kind.sent(key, values[key]) : values[key]);
  // What the draft is missing: the fields that differ from what the form opened on.
  const unsaved = typedFields(
    kind.keys,
    (key) => mine(key) && JSON.stringify(values[key]) !== JSON.stringify(defaults?.[key]),
    apiValue,
  );
  const failed = (editing ? kind.failed?.update : kind.failed?.create) ?? uiMessages.generic.wrong;
  const { formDraft, draftCreate } = useFormDrafts(
    kind.path,
    record?._id,
    drafting,
    unsaved,
    failed,
    edit.version,
    inDraft,
  );
  // The Update keeps what is typed in a draft on its way live: that draft is no reason to switch.
  const updating = useRef(false);
  useEffect(() => {
    if (formDraft.hasDraft && !updating.current) setDraftMode(true);
  }, [formDraft.hasDraft]);
  const typed = (key: K) => unsaved !== null && key in unsaved;

  // The browser's copy of what is typed, in the form's own terms, from the first keystroke (ADR 0231).
  const differing = kind.keys.filter((key) => JSON.stringify(values[key]) !== JSON.stringify(defaults?.[key]));
  const copy = useBrowserCopy(
    browserCopyKey(kind.path, record?._id ?? drafting.draftOnly?.recordId),
    differing.length === 0 ? null : Object.fromEntries(differing.map((key) => [key, values[key]])),
    () => Object.fromEntries(kind.keys.map((key) => [key, defaults?.[key]])),
  );
  // Editors that cannot take a value back (the block editor) open again on the restored one.
  const [restored, setRestored] = useState(0);
  const restore = (kept: Record<string, unknown>) => {
    const known = Object.entries(kept).filter(([key]) => kind.keys.some((name) => name === key));
    form.reset({ ...form.getValues(), ...Object.fromEntries(known) }, { keepDefaultValues: true });
    void form.trigger();
    setRestored((n) => n + 1);
  };
  // What leaving would lose: in a draft, what the server has not confirmed; otherwise anything typed.
  const atRisk = inDraft && formDraft.bar ? formDraft.pending !== null : unsaved !== null;
  const leave = useLeaveGuard(atRisk, () => formDraft.discardUnsaved(copy));
  // A draft save refused on a field (a taken slug, issue 67) marks that field, as an add form's create does.
  const refusedIssues = formDraft.bar?.draft.issues;
  useEffect(() => {
    for (const issue of refusedIssues ?? []) {
      const key = kind.keys.find((name) => name === issue.path);
      if (key) form.setError(key, { message: issue.message });
    }
  }, [refusedIssues, kind.keys, form]);

  /** Publishes the draft over `version` (a colleague's save meanwhile is the conflict). */
  const publishOver = async (version: number | undefined) => {
    try {
      notify.success((await formDraft.publishOver(version)).message);
      drafting.onSaved();
    } catch (error) {
      edit.caught(error);
    }
  };

  /**
   * The spec's Update: what is typed goes live at once, through the same guarded path as Publish (kept
   * in a draft first, so a colleague's save meanwhile leaves it there and shows the conflict).
   */
  const update = async () => {
    updating.current = true;
    try {
      await formDraft.publishOver(edit.version);
      notify.success(kind.updated);
      drafting.onSaved();
    } catch (error) {
      // Refused for a colleague's save meanwhile, the changes stay in the draft, edited from now on as one.
      if (edit.caught(error)) setDraftMode(true);
      else notify.error(messageOf(error, failed));
    } finally {
      updating.current = false;
    }
  };

  /** The fields a save sends: all on add; on edit those typed here or changed in the draft the form opened on. */
  const changed = () => kind.keys.filter((key) => mine(key) && (!editing || typed(key) || key in formDraft.inDraft));
  /** The fields filled so far, as "Save as draft" sends them (`value`: a field as it keeps it). */
  const filled = (value: (key: K) => unknown = apiValue) => filledFields(kind.keys.filter(mine), value);

  /**
   * Sends the add form's create: the server's toast, then `onSaved`; a
   * stale edit becomes the conflict, refused fields get their messages, the form stays open.
   */
  async function send(request: () => Promise<{ message?: string }>) {
    formDraft.settle();
    await saveForm(request, {
      setError: form.setError,
      fields: kind.keys,
      failed: (error) => messageOf(error, failed),
      onSaved: drafting.onSaved,
      conflict: edit.caught,
    });
    setProgress(null);
  }

  /** "Save as draft": the create with `draft`; the screen reopens the form on the draft. */
  function saveAsDraft(request: () => Promise<DataAnswer<Publication>>) {
    const marked = () =>
      request().catch((error: unknown) => {
        showIssues(error, form.setError, kind.keys);
        throw error;
      });
    return draftCreate.save(marked).finally(() => setProgress(null));
  }

  /**
   * Submits the form. In a draft (Enter in a field) it saves the draft now, as "Save draft" does:
   * it never publishes. Editing a record without a draft, it is the Update; adding, `create`
   * sends the create.
   */
  function submit(create: (values: Output) => Promise<void>) {
    if (!inDraft) return form.handleSubmit(editing ? update : create);
    return (event: { preventDefault: () => void }) => {
      event.preventDefault();
      if (unsaved) formDraft.saveNow({});
    };
  }

  return {
    kind,
    editing,
    inDraft,
    /** Something is typed that the form's Update would put live. */
    typedAny: unsaved !== null,
    form,
    /** A field registered, with the reason its value is refused. */
    field: fieldsOf(form),
    values,
    edit,
    formDraft,
    draftCreate,
    progress,
    onSaved: drafting.onSaved,
    /** A refused save's field issues under their fields (the full-page editor's first save). */
    showIssues: (error: unknown) => showIssues(error, form.setError, kind.keys),
    /** Upload progress for the create's and update's requests. */
    onUploadProgress: setProgress,
    texts: formModalTexts(kind.noun, editing),
    changed,
    filled,
    send,
    saveAsDraft,
    submit,
    /**
     * The modal's submit and "Save as draft" for a kind the API takes as JSON: the create sends the
     * changed fields as the schema reads them (trimmed, lists as lists), the draft those filled so far.
     */
    json: (api: JsonCreate) => ({
      onSubmit: submit((output) =>
        send(() => api.create(Object.fromEntries(changed().map((key) => [key, output[key]])))),
      ),
      onSaveAsDraft: () => saveAsDraft(() => api.createDraft({ ...filled(), draft: true })),
    }),
    /** The question before typed work is left (`leave.ask(close)`), and the browser's copy of it (ADR 0231). */
    leave,
    unsavedWork: { copy, restore, restored },
    /** The conflict's two ways on: publish mine over theirs, or drop my draft and edit theirs. */
    resolve: {
      publishMine: () => publishOver(edit.reapply()),
      reloadTheirs: async (onReload: ((theirs: T) => void) | undefined) => {
        const theirs = edit.conflict?.theirs;
        if (!theirs) return;
        await formDraft.drop();
        // Their version, without a draft: edited as any record without one (the spec's Update).
        setDraftMode(alwaysDraft);
        onReload?.(theirs);
      },
    },
  };
}
