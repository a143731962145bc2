import { useState } from "react";
import { messageOf } from "./api-client.ts";
import { notify } from "./notify.ts";
import type { DataAnswer, Publication } from "./types.ts";
import type { useFormDraft } from "./use-form-draft.ts";

/** A field's value that says nothing yet: left out of a draft saved on create. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The fields filled so far, as "Save as draft" sends them (blank ones left out). */
export function filledFields<K extends string>(
  keys: readonly K[],
  value: (key: K) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, value(key)] as const).filter(([, v]) => !isBlank(v)));
}

/**
 * An add form's "Save as draft" and, once it reopens on that draft, its Add button (ADR 0122, dated
 * section "draft: true on create"): the create with `draft` keeps the new record as a draft and the
 * screen reopens the form on it; adding it then saves what was typed since and publishes the draft,
 * which runs the create.
 */
export function useDraftCreate(options: {
  formDraft: ReturnType<typeof useFormDraft>;
  /** The fields typed since the form opened on the draft. */
  unsaved: Record<string, unknown> | null;
  /** "Save as draft" is offered: adding a record, not yet a draft, on a screen that reopens it. */
  offered: boolean;
  onDraftCreated?: (draft: Publication) => void;
  onSaved: () => void;
  /** The message when the server's answer has none. */
  failed: string;
}) {
  const { formDraft, unsaved, onDraftCreated, onSaved, failed } = options;
  const [saving, setSaving] = useState(false);
  return {
    offered: options.offered && onDraftCreated !== undefined,
    saving,
    /** "Save as draft": `send` is the create with `draft`; the screen then reopens the form on the draft. */
    async save(send: () => Promise<DataAnswer<Publication>>) {
      setSaving(true);
      try {
        onDraftCreated?.((await send()).data);
      } catch (error) {
        notify.error(messageOf(error, failed));
      } finally {
        setSaving(false);
      }
    },
    /** A record saved as a draft on create is added by publishing its draft (the create runs then). */
    async publish() {
      const bar = formDraft.bar;
      if (!bar) return;
      bar.settle();
      if (unsaved && !(await bar.draft.save(unsaved))) return;
      try {
        notify.success((await bar.draft.publish()).message);
        onSaved();
      } catch (error) {
        notify.error(messageOf(error, failed));
      }
    },
  };
}
