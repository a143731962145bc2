import { useState } from "react";
import type { Media } from "../../../../domain/media.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import type { adminApi, DraftPath } from "../../../lib/admin/endpoints.ts";
import { librarySavesSettled } from "../../../lib/admin/library-saves.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { useDraft } from "../../../lib/admin/use-draft.ts";

/** What a draft's controls need: the record's draft and what the editor holds that it does not yet. */
export type DraftActionsProps = {
  drafts: (typeof adminApi.drafts)[DraftPath];
  draft: ReturnType<typeof useDraft>;
  id: string;
  /** The form's changes not yet in the draft: saved before publishing or previewing. */
  unsaved: Record<string, unknown> | null;
  /**
   * The record's version the form was loaded with: Publish goes over that version only, so a
   * colleague's save meanwhile is refused (the update's 409) instead of overwritten.
   */
  recordVersion?: number;
  /** The draft went live (or was dropped): the screen shows the record afresh. */
  onPublished: () => void;
  /** Stops the autosave before a publish or discard, so nothing is saved after them. */
  settle: () => void;
  /** A refused Publish the form shows itself (a colleague's save meanwhile: the conflict); true when it did. */
  onPublishFailed?: (error: unknown) => boolean;
  /** The draft was discarded (absent: `onPublished`); a record kept only as a draft is gone with it. */
  onDiscarded?: () => void;
  /** Fields Publish keeps in the draft with what is typed (the full-page editor's `isActive: true`). */
  publishing?: Record<string, unknown>;
};

/** The dialogs a draft's controls open. */
export type DraftDialog = "share" | "schedule" | "discard" | null;

/**
 * A draft's actions, shared by the form's draft bar and the full-page editor's bar: Save draft,
 * Publish (asking first for pictures without alt text), Discard (asked in a dialog), bringing a
 * discarded draft back, and Preview of the real page in a new tab.
 */
export function useDraftActions(props: DraftActionsProps | undefined) {
  const [dialog, setDialog] = useState<DraftDialog>(null);
  const [undescribed, setUndescribed] = useState<Media[]>([]);
  const unsaved = props?.unsaved ?? null;
  const saveUnsaved = async (fields = unsaved) => (fields && props ? props.draft.save(fields) : true);

  async function publishNow() {
    if (!props) return;
    try {
      notify.success((await props.draft.publish(props.recordVersion)).message);
      props.onPublished();
    } catch (error) {
      if (!props.onPublishFailed?.(error)) notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  /** Publishes, unless a picture it would show says nothing to a blind visitor: then it asks first. */
  async function publish() {
    if (!props) return;
    props.settle();
    const toSave = props.publishing ? { ...unsaved, ...props.publishing } : unsaved;
    if (!(await saveUnsaved(toSave))) return;
    // Alt text typed in a picture block a moment ago is saved to the library first (ADR 0235).
    await librarySavesSettled();
    // The check only advises: when it cannot be made, Publish goes on as before.
    const missing = await props.drafts.missingAlt(props.id).then(
      (answer) => answer.data,
      () => [],
    );
    if (missing.length > 0) setUndescribed(missing);
    else await publishNow();
  }

  async function discard() {
    if (!props) return;
    props.settle();
    try {
      notify.success((await props.draft.discard()).message);
      setDialog(null);
      (props.onDiscarded ?? props.onPublished)();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  async function bringBack() {
    if (!props) return;
    props.settle();
    try {
      notify.success((await props.draft.restore()).message);
      props.onPublished();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.history.bringBackFailed));
    }
  }

  async function preview() {
    if (!props) return;
    // Opened at once, so the browser does not take it for a pop-up; pointed at the page once saved.
    const tab = window.open("about:blank", "_blank");
    await saveUnsaved();
    if (tab) tab.location.href = props.drafts.previewUrl(props.id);
  }

  return {
    dialog,
    setDialog,
    undescribed,
    clearUndescribed: () => setUndescribed([]),
    saveDraft: () => saveUnsaved(),
    publish,
    publishNow,
    discard,
    bringBack,
    preview,
  };
}
