import { useState } from "react";
import { messageOf } from "./api-client.ts";
import type { DraftPath } from "./endpoints.ts";
import { notify } from "./notify.ts";
import type { DataAnswer, Publication } from "./types.ts";
import { useFormDraft } from "./use-form-draft.ts";

/** What an add or edit form of a draftable kind takes for its drafts (ADR 0122). */
export type DraftFormProps = {
  /** The record's draft and schedule, when editing: the form opens on the draft. */
  publication?: Publication;
  /** A record saved as a draft on create: the add form on its draft, with the draft bar. */
  draftOnly?: Publication;
  /** "Save as draft" kept the new record as a draft: the screen reopens it as one. */
  onDraftCreated?: (draft: Publication) => void;
  onSaved: () => void;
};

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
 * An add or edit form's drafts (ADR 0122): `formDraft`, the record's draft (`useFormDraft`; a record
 * saved as a draft on create is edited through its draft as a record is), and `draftCreate`, the add
 * form's "Save as draft" — the create with `draft` keeps the new record as a draft and the screen
 * reopens the form on it, where the draft bar's Publish runs the create (ADR 0130). `id` is the
 * record's, absent when adding.
 */
export function useFormDrafts(
  path: DraftPath,
  id: string | undefined,
  drafting: DraftFormProps,
  /** The fields typed since the form opened, as the API takes them. */
  unsaved: Record<string, unknown> | null,
  /** The message when the server's answer has none. */
  failed: string,
  /** The record's version the form was loaded with: the draft bar's Publish goes over it only. */
  recordVersion?: number,
  /** Whether typing saves into the draft (`useFormDraft`). */
  autosaving = true,
) {
  const { publication, draftOnly, onDraftCreated } = drafting;
  const formDraft = useFormDraft(
    path,
    id ?? draftOnly?.recordId,
    publication ?? draftOnly,
    unsaved,
    recordVersion,
    autosaving,
  );
  const [saving, setSaving] = useState(false);
  const draftCreate = {
    /** "Save as draft" is offered: adding a record, not yet a draft, on a screen that reopens it. */
    offered: id === undefined && draftOnly === undefined && onDraftCreated !== undefined,
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
  };
  return { formDraft, draftCreate };
}
