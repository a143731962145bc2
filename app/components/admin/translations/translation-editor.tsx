import { Languages, Trash2 } from "lucide-react";
import { useState } from "react";
import { translationStatusWords, translationEditorWords as words } from "../../../../domain/translation-words.ts";
import type { TranslationDto } from "../../../../domain/translations.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { AlertLine } from "../ui/alert-line.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { Modal } from "../ui/modal.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { LeaveDialog, UnsavedWorkNotes } from "../ui/unsaved-work.tsx";
import { TranslationRow } from "./translation-row.tsx";
import { type TranslationTarget, useTranslationForm } from "./use-translation-form.ts";

export type TranslationEditorProps = TranslationTarget & {
  /** The record's name, as the title says it. */
  name: string;
  onClose: () => void;
  /** Where the translation stands after a save, a publish or a removal (the button's badge). */
  onStatus: (answer: TranslationDto | null) => void;
};

const statusTones = { missing: "slate", outdated: "amber", done: "green" } as const;

/** Where the translation stands: a badge in words, a sentence, and whether a draft waits. */
export function TranslationStatus({ answer }: { answer: TranslationDto }) {
  const said = translationStatusWords[answer.status];
  return (
    <div data-testid="translation-status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge tone={statusTones[answer.status]}>{said.badge}</Badge>
      {answer.draft !== null && <Badge tone="indigo">{words.unpublishedDraft}</Badge>}
      <span className="min-w-0 basis-64 flex-1">{said.sentence}</span>
    </div>
  );
}

/**
 * The side-by-side translation editor (issue 74, ADR 0290), one for every kind: its rows are the
 * fields the kind declares (`translatableFieldsOf`), the English at the start and the translation at
 * the end. Loaded on demand when a language's button is pressed, so no screen carries it at first.
 */
export default function TranslationEditor(props: TranslationEditorProps) {
  const { path, id, locale, onClose } = props;
  const read = useResource(() => adminApi.translations.read(path, id, locale), [path, id, locale]);
  const title = words.title(locale, props.name);
  if (!read.data)
    return (
      <Modal title={title} size="xl" onClose={onClose}>
        {read.error ? (
          <AlertLine message={messageOf(read.error, words.loadFailed)} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {words.loading}
          </p>
        )}
      </Modal>
    );
  return <TranslationForm {...props} title={title} first={read.data} />;
}

function TranslationForm({
  title,
  first,
  onClose: close,
  onStatus,
  ...target
}: TranslationEditorProps & { title: string; first: TranslationDto }) {
  const form = useTranslationForm(target, first, onStatus);
  const [removing, setRemoving] = useState(false);
  const { answer, busy } = form;
  const { locale } = target;
  // Escape, Close and the backdrop ask first while something typed is not saved (ADR 0231).
  const onClose = () => form.leave.ask(close);
  const hasTranslation = answer.published !== null || answer.draft !== null;
  return (
    <Modal
      title={title}
      size="xl"
      onClose={onClose}
      busy={busy !== null}
      footer={
        <>
          <Button
            variant="danger"
            className="sm:mr-auto"
            onClick={() => setRemoving(true)}
            disabled={!hasTranslation || busy !== null}
            icon={<Trash2 aria-hidden className="size-4" />}
          >
            {words.remove}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            {words.close}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void form.saveDraft()}
            disabled={!form.savable || busy !== null}
            loading={busy === "saving"}
          >
            {words.saveDraft}
          </Button>
          <Button
            onClick={() => void form.publish()}
            disabled={!form.publishable || busy !== null}
            loading={busy === "publishing"}
          >
            {words.publish}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <TranslationStatus answer={answer} />
        <UnsavedWorkNotes copy={form.unsavedWork.copy} onRestore={form.unsavedWork.restore} />
        <div
          aria-hidden
          className="hidden gap-x-6 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid md:grid-cols-2"
        >
          <span>{words.original}</span>
          <span className="flex items-center gap-1.5">
            <Languages className="size-4" />
            {words.translation(locale)}
          </span>
        </div>
        <div data-testid="translation-rows" className="flex flex-col divide-y divide-slate-200">
          {target.fields.map((field) => (
            <div key={field.name} data-field={field.name} className="py-4 first:pt-0">
              <TranslationRow
                field={field}
                locale={locale}
                original={answer.original[field.name]}
                value={form.values[field.name]}
                error={form.errors[field.name]}
                onChange={(value) => form.change(field.name, value)}
                restored={form.restored}
              />
            </div>
          ))}
        </div>
      </div>
      <LeaveDialog guard={form.leave} />
      {removing && (
        <ConfirmModal
          title={words.removeTitle}
          action={words.remove}
          danger
          onConfirm={async () => {
            await form.remove();
            setRemoving(false);
          }}
          onClose={() => setRemoving(false)}
        >
          <p className="text-sm text-slate-700">{words.removeBody(locale)}</p>
        </ConfirmModal>
      )}
    </Modal>
  );
}
