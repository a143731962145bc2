import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import type { useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import type { EditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { UploadProgress } from "../ui/upload-progress.tsx";
import { FormDraftBar } from "./form-draft-bar.tsx";
import { SaveAsDraftOffer } from "./save-as-draft-offer.tsx";

/** What the modal reads of `useContentForm`'s answer. */
type Engine<T> = ReturnType<typeof useFormDrafts> & {
  edit: { conflict: EditConflict<T> | null };
  form: { formState: { isSubmitting: boolean } };
  texts: { title: string; submitLabel: string };
  progress: number | null;
  onSaved: () => void;
};

type ContentFormModalProps<T> = {
  engine: Engine<T>;
  size?: ComponentProps<typeof FormModal>["size"];
  /** The id of the form, which the footer's button sends. */
  id: string;
  /** The record's name, as the draft bar's share and schedule dialogs say it. */
  name: string;
  canUnpublish: boolean;
  /** Until the form may be sent (valid, with what the kind requires, and, when editing, changed). */
  disabled: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** "Save as draft" on the add form. */
  onSaveAsDraft: () => void;
  /** The conflict screen: the form's values in the record's shape, and the fields compared. */
  conflict: {
    theirs?: (record: T) => Record<string, unknown>;
    yours: () => Record<string, unknown>;
    fields: readonly string[];
    labels?: Record<string, string>;
    onReapply: () => void;
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
 * A content kind's add or edit modal: the edit conflict, the draft bar (or, adding, "Save as
 * draft"), the kind's fields, and the footer's Cancel and submit.
 */
export function ContentFormModal<T extends Record<string, unknown>>({
  engine,
  size,
  id,
  name,
  canUnpublish,
  disabled,
  onSubmit,
  onSaveAsDraft,
  conflict,
  onReload,
  onClose,
  uploadLabel = "Uploading",
  className,
  aside,
  children,
}: ContentFormModalProps<T>) {
  const { edit, formDraft, draftCreate, form, texts } = engine;
  const busy = form.formState.isSubmitting;
  const fields = (
    <form id={id} noValidate onSubmit={onSubmit} className={className}>
      <div className="empty:hidden sm:col-span-2">
        <FormDraftBar formDraft={formDraft} name={name} canUnpublish={canUnpublish} onPublished={engine.onSaved} />
        <SaveAsDraftOffer draftCreate={draftCreate} onSave={onSaveAsDraft} disabled={busy} />
      </div>
      {children}
    </form>
  );
  return (
    <FormModal
      {...texts}
      size={size}
      form={id}
      onClose={onClose}
      submitting={busy}
      disabled={disabled || busy || draftCreate.saving}
      progress={<UploadProgress value={engine.progress} label={uploadLabel} />}
    >
      {edit.conflict && (
        <ConflictPanel
          message={edit.conflict.message}
          theirs={conflict.theirs ? conflict.theirs(edit.conflict.theirs) : edit.conflict.theirs}
          yours={conflict.yours()}
          fields={conflict.fields}
          labels={conflict.labels}
          busy={busy}
          onReload={() => edit.conflict && onReload?.(edit.conflict.theirs)}
          onReapply={conflict.onReapply}
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
    </FormModal>
  );
}
