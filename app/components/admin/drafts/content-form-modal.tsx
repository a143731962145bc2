import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import type { DraftPath } from "../../../lib/admin/endpoints.ts";
import { useRecordLanguages } from "../../../lib/admin/record-languages.ts";
import type { useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import type { EditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import type { LeaveGuard } from "../../../lib/admin/use-leave-guard.ts";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { HistoryButton } from "../history/history-button.tsx";
import { Button } from "../ui/button.tsx";
import { FormFooter } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";
import { LeaveDialog, UnsavedWorkNotes } from "../ui/unsaved-work.tsx";
import { UploadProgress } from "../ui/upload-progress.tsx";
import { FormDraftBar } from "./form-draft-bar.tsx";
import { SaveAsDraftOffer } from "./save-as-draft-offer.tsx";
import { VisitorView } from "./visitor-view.tsx";

/** What the modal reads of `useContentForm`'s answer. */
type Engine<T> = ReturnType<typeof useFormDrafts> & {
  kind: { path: DraftPath };
  editing: boolean;
  inDraft: boolean;
  typedAny: boolean;
  edit: { conflict: EditConflict<T> | null; caught: (error: unknown) => boolean };
  form: { formState: { isSubmitting: boolean; isDirty: boolean; isValid: boolean } };
  texts: { title: string; submitLabel: string };
  progress: number | null;
  onSaved: () => void;
  resolve: { publishMine: () => void; reloadTheirs: (onReload: ((theirs: T) => void) | undefined) => void };
  leave: LeaveGuard;
  unsavedWork: UnsavedWork;
};

/** What an editor shows of the browser's copy of its work (`useContentForm`'s `unsavedWork`). */
export type UnsavedWork = {
  copy: ComponentProps<typeof UnsavedWorkNotes>["copy"];
  restore: (values: Record<string, unknown>) => void;
  restored: number;
};

type ContentFormModalProps<T> = {
  engine: Engine<T>;
  size?: ComponentProps<typeof Modal>["size"];
  /** The id of the form, which the add form's footer button sends. */
  id: string;
  /** The record being edited (absent when adding): its History, and the name the dialogs say. */
  record?: T & { _id: string };
  /** The record's name, as the draft bar's share and schedule dialogs say it. */
  name: string;
  canUnpublish: boolean;
  /** Until the add form may be sent (valid, with what the kind requires); the edit form's Update waits for a valid change. */
  disabled: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** "Save as draft" on the add form. */
  onSaveAsDraft: () => void;
  /** The conflict screen: the editor's values in the record's shape, and the fields compared. */
  conflict: {
    theirs?: (record: T) => Record<string, unknown>;
    yours: () => Record<string, unknown>;
    fields: readonly string[];
    labels?: Record<string, string>;
  };
  /** After an edit conflict: edit the record as a colleague saved it. */
  onReload?: (record: T) => void;
  onClose: () => void;
  uploadLabel?: string;
  /** The form's layout of its fields. */
  className: string;
  /** What stands beside the form (a project's pictures). */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * A content kind's add or edit modal (ADR 0130): the edit conflict, the draft bar (or, adding,
 * "Save as draft"), the kind's fields, and the footer. Adding, the footer's button creates the
 * record; editing a record without a draft, it is the spec's "Update …"; in a draft the footer
 * says what visitors see, opens History and closes — the draft bar's Publish is the one way to the site.
 */
export function ContentFormModal<T extends Record<string, unknown>>({
  engine,
  size,
  id,
  record,
  name,
  canUnpublish,
  disabled,
  onSubmit,
  onSaveAsDraft,
  conflict,
  onReload,
  onClose: close,
  uploadLabel = "Uploading",
  className,
  aside,
  children,
}: ContentFormModalProps<T>) {
  const { edit, formDraft, draftCreate, form } = engine;
  const Languages = useRecordLanguages();
  // Escape, Cancel, Close and the backdrop ask first while something typed is not saved (ADR 0231).
  const onClose = () => engine.leave.ask(close);
  const busy = form.formState.isSubmitting || draftCreate.saving;
  const fields = (
    <form id={id} noValidate onSubmit={onSubmit} className={className}>
      <div className="empty:hidden sm:col-span-2">
        <UnsavedWorkNotes copy={engine.unsavedWork.copy} onRestore={engine.unsavedWork.restore} />
        <FormDraftBar
          formDraft={formDraft}
          name={name}
          canUnpublish={canUnpublish}
          onPublished={engine.onSaved}
          onPublishFailed={edit.caught}
        />
        <SaveAsDraftOffer draftCreate={draftCreate} onSave={onSaveAsDraft} disabled={busy} />
      </div>
      {children}
    </form>
  );
  const progress = <UploadProgress value={engine.progress} label={uploadLabel} />;
  // The record's other languages (issue 74) beside its History: after the fields, so the form still opens on its first field.
  const languages = Languages && <Languages path={engine.kind.path} record={record} name={name} />;
  const history = record && (
    <HistoryButton
      path={engine.kind.path}
      id={record._id}
      canRestore
      current={record}
      // A restore is a new version: the editor's is stale, so the screen shows the record afresh.
      onRestored={engine.onSaved}
    />
  );
  // The spec's Update waits for a change, with every field sound, and for no save in progress.
  const sendable = engine.editing ? engine.typedAny && form.formState.isValid : !disabled;
  const footer = engine.inDraft ? (
    <>
      <div className="flex basis-full flex-col gap-2 sm:mr-auto sm:basis-auto">
        <VisitorView live={engine.editing} changed={formDraft.hasDraft || form.formState.isDirty} />
      </div>
      {languages}
      {history}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  ) : (
    <FormFooter
      form={id}
      submitLabel={engine.texts.submitLabel}
      onCancel={onClose}
      submitting={busy}
      disabled={!sendable || busy}
    >
      {progress}
      {languages}
      {history}
    </FormFooter>
  );
  return (
    <Modal title={engine.texts.title} size={size} onClose={onClose} busy={busy} footer={footer}>
      {edit.conflict && (
        <ConflictPanel
          message={edit.conflict.message}
          theirs={conflict.theirs ? conflict.theirs(edit.conflict.theirs) : edit.conflict.theirs}
          yours={conflict.yours()}
          fields={conflict.fields}
          labels={conflict.labels}
          busy={busy}
          onReload={() => engine.resolve.reloadTheirs(onReload)}
          onReapply={engine.resolve.publishMine}
        />
      )}
      {aside ? (
        <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
          <aside className="md:border-r md:border-slate-200 md:pr-6">{aside}</aside>
          {fields}
        </div>
      ) : (
        fields
      )}
      <LeaveDialog guard={engine.leave} />
    </Modal>
  );
}
