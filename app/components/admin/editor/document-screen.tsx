import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { DraftPath } from "../../../lib/admin/endpoints.ts";
import { useRecordLanguages } from "../../../lib/admin/record-languages.ts";
import { useAdminSession } from "../../../lib/admin/session.ts";
import type { DataAnswer, Publication } from "../../../lib/admin/types.ts";
import { useAutosave } from "../../../lib/admin/use-draft.ts";
import type { EditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import type { useFormDraft } from "../../../lib/admin/use-form-draft.ts";
import type { LeaveGuard } from "../../../lib/admin/use-leave-guard.ts";
import type { UnsavedWork } from "../drafts/content-form-modal.tsx";
import { DraftDialogs } from "../drafts/draft-dialogs.tsx";
import { useDraftActions } from "../drafts/use-draft-actions.ts";
import { ConflictPanel } from "../history/conflict-panel.tsx";
import { LeaveDialog, UnsavedWorkNotes } from "../ui/unsaved-work.tsx";
import type { DocumentKind } from "./document-kind.ts";
import { EditorBar } from "./editor-bar.tsx";
import { type SaveState, saveFailure, standingWords } from "./editor-state.ts";
import { PublishingSettings } from "./publishing-settings.tsx";
import { SettingsPanel } from "./settings-panel.tsx";

/** What the screen reads of `useContentForm`'s answer. */
export type DocumentScreenEngine<T> = {
  kind: { path: DraftPath };
  formDraft: ReturnType<typeof useFormDraft>;
  edit: { conflict: EditConflict<T> | null; caught: (error: unknown) => boolean; version: number | undefined };
  form: { formState: { isSubmitting: boolean } };
  filled: () => Record<string, unknown>;
  /** A refused save's field issues under their fields (a taken slug). */
  showIssues: (error: unknown) => void;
  onSaved: () => void;
  resolve: { publishMine: () => void; reloadTheirs: (onReload: ((theirs: T) => void) | undefined) => void };
  leave: LeaveGuard;
  unsavedWork: UnsavedWork;
};

type Props<T> = {
  kind: DocumentKind<T>;
  engine: DocumentScreenEngine<T>;
  /** The record, once one exists. */
  record?: T & { _id: string; isActive: boolean; version: number };
  /** The record's name as typed, as the dialogs say it. */
  name: string;
  api: {
    createDraft: (body: unknown) => Promise<DataAnswer<Publication>>;
    update: (id: string, body: unknown) => Promise<unknown>;
  };
  onDraftCreated: (draft: Publication) => void;
  onReload: (record: T) => void;
  onGone: () => void;
  /** The conflict panel's side of the editor: its values in the record's shape, and the fields compared. */
  conflict: { yours: () => Record<string, unknown>; fields: readonly string[] };
  /** The title field, above the document. */
  title: ReactNode;
  /** The block editor (`restored`: opened again on the browser's copy when it is restored). */
  document: (restored: number) => ReactNode;
  /** The kind's own settings (address, summary, cover, search and sharing…), under Publishing. */
  settings: ReactNode;
};

/**
 * The full-page editor of a page or an article (issue 67), the way Ghost and WordPress write: the
 * document in the middle, its settings beside it (a drawer on narrow screens), and one bar saying
 * where it stands with Preview, Save draft and Publish. Every change goes into the record's draft a
 * couple of seconds after the last keystroke; a new document becomes a draft with its first save,
 * and Publish is its own step.
 */
export function DocumentScreen<T extends Record<string, unknown>>(props: Props<T>) {
  const { kind, engine, record, name, api } = props;
  const { timeZone } = useAdminSession();
  const { formDraft, edit } = engine;
  const Languages = useRecordLanguages();
  const bar = formDraft.bar;
  const panelId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const navigate = useNavigate();
  const leave = engine.leave;
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  // Escape leaves the editor for the list, as it closes a modal: asking first while work is unsaved
  // (ADR 0231). A dialog, the settings drawer or a menu that takes Escape itself keeps it; the
  // document's own Escape only selects the block around the caret, so it leaves too.
  const drawerOpen = useRef(settingsOpen);
  drawerOpen.current = settingsOpen;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || drawerOpen.current || document.querySelector('[role="dialog"]')) return;
      const inDocument = event.target instanceof Element && event.target.closest(".ProseMirror") !== null;
      if (event.defaultPrevented && !inDocument) return;
      leaveRef.current.ask(() => void navigate(kind.list));
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [navigate, kind.list]);

  // A new document is kept as a draft on the server with its first autosave (or Save draft); until
  // then it has no id, no preview and nothing to publish.
  const [creating, setCreating] = useState<SaveState>({ kind: "idle" });
  const inFlight = useRef(false);
  const filled = bar ? null : engine.filled();
  const typed = filled !== null && Object.keys(filled).length > 0 ? filled : null;
  async function create(fields: Record<string, unknown>) {
    if (inFlight.current) return false;
    inFlight.current = true;
    setCreating({ kind: "saving" });
    try {
      props.onDraftCreated((await api.createDraft({ ...fields, draft: true })).data);
      setCreating({ kind: "idle" });
      return true;
    } catch (error) {
      setCreating(saveFailure(error));
      engine.showIssues(error);
      return false;
    } finally {
      inFlight.current = false;
    }
  }
  const firstSave = useAutosave(typed, create);

  const actions = useDraftActions(
    bar && {
      ...bar,
      onPublished: engine.onSaved,
      onPublishFailed: edit.caught,
      onDiscarded: record ? engine.onSaved : props.onGone,
      // Publish puts the document on the site, whatever its switch said before (issue 67).
      publishing: { isActive: true },
    },
  );
  const draft = bar?.draft;
  const publication = draft?.publication;
  const live = record?.isActive ?? false;
  const saveState: SaveState = !bar
    ? creating.kind !== "idle"
      ? creating
      : typed
        ? { kind: "unsaved" }
        : { kind: "idle" }
    : draft?.busy === "saving"
      ? { kind: "saving" }
      : draft?.error
        ? draft.offline
          ? { kind: "offline" }
          : { kind: "failed", message: draft.error }
        : formDraft.pending
          ? { kind: "unsaved" }
          : draft?.savedAt
            ? { kind: "saved", at: draft.savedAt }
            : { kind: "idle" };

  function saveDraft() {
    if (bar) return void actions.saveDraft();
    firstSave.settle();
    if (typed) void create(typed);
  }

  return (
    <div className="flex flex-col gap-6">
      <EditorBar
        list={{ to: kind.list, name: kind.plural }}
        standing={standingWords({ record, publication })}
        save={saveState}
        timeZone={timeZone}
        onPreview={bar ? actions.preview : undefined}
        onSaveDraft={saveDraft}
        saveDraftDisabled={bar ? !formDraft.pending : !typed}
        onPublish={bar ? actions.publish : undefined}
        publishing={draft?.busy === "publishing"}
        // Something to put live: a draft, what is typed, or a record that is not on the site.
        publishDisabled={!(publication?.hasDraft || bar?.unsaved || !live)}
        settings={{ open: settingsOpen, id: panelId, toggle: () => setSettingsOpen((open) => !open) }}
      />
      {Languages && <Languages path={kind.path} record={record} name={name} />}
      <UnsavedWorkNotes copy={engine.unsavedWork.copy} onRestore={engine.unsavedWork.restore} />
      {edit.conflict && (
        <ConflictPanel
          message={edit.conflict.message}
          theirs={edit.conflict.theirs}
          yours={props.conflict.yours()}
          fields={props.conflict.fields}
          busy={draft?.busy === "publishing"}
          onReload={() => engine.resolve.reloadTheirs(props.onReload)}
          onReapply={engine.resolve.publishMine}
        />
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <article aria-label={`The ${kind.noun}`} className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4">
          {props.title}
          {props.document(engine.unsavedWork.restored)}
        </article>
        <SettingsPanel
          id={panelId}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          label={`${kind.noun[0]?.toUpperCase()}${kind.noun.slice(1)} settings`}
        >
          <PublishingSettings
            path={kind.path}
            record={record}
            draft={draft}
            actions={actions}
            unpublish={() =>
              record ? api.update(record._id, { isActive: false, version: edit.version }) : Promise.resolve()
            }
            onSaved={engine.onSaved}
            onConflict={edit.caught}
          />
          {props.settings}
        </SettingsPanel>
      </div>
      <LeaveDialog guard={leave} />
      {bar && (
        <DraftDialogs
          drafts={bar.drafts}
          draft={bar.draft}
          actions={actions}
          id={bar.id}
          name={name}
          canUnpublish={record !== undefined}
        />
      )}
    </div>
  );
}
