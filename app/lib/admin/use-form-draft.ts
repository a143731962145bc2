import { useRef } from "react";
import type { Media } from "../../../domain/media.ts";
import type { DraftPath } from "./endpoints.ts";
import { adminApi } from "./endpoints.ts";
import type { Publication } from "./types.ts";
import { useAutosave, useDraft } from "./use-draft.ts";

/**
 * An edit form's draft (ADR 0122): the record's draft, saved a few seconds after the last change
 * (`unsaved`: the fields typed since the form opened, as the API takes them). Adding a record has
 * none (`id` absent): the form saves through the create as before.
 */
export function useFormDraft(
  path: DraftPath,
  id: string | undefined,
  publication: Publication | undefined,
  unsaved: Record<string, unknown> | null,
  /** The record's version the form was loaded with (absent when adding): the bar's Publish names it. */
  recordVersion?: number,
  /** Whether typing saves into the draft (false for an edit of a record without a draft: ADR 0130). */
  autosaving = true,
) {
  const drafts = adminApi.drafts[path];
  const saved = useDraft(drafts, id, publication);
  // Each field's value as the server last confirmed it in the draft: what is typed and not among them
  // is not on the server yet (`pending`), whatever saved it (autosave, Save draft, Publish, Preview).
  const confirmed = useRef(new Map<string, string>());
  const draft = {
    ...saved,
    save: async (fields: Record<string, unknown> | FormData) => {
      const sent = fields instanceof FormData ? textOf(fields) : fields;
      const snapshot = Object.entries(sent).map(([key, value]) => [key, JSON.stringify(value)] as const);
      const ok = await saved.save(fields);
      if (ok) for (const [key, json] of snapshot) confirmed.current.set(key, json);
      return ok;
    },
  };
  const pending = unsaved && pendingOf(unsaved, confirmed.current);
  const autosave = useAutosave(id === undefined || !autosaving ? null : unsaved, (fields) => draft.save(fields));
  const hasDraft = draft.publication?.hasDraft ?? false;
  return {
    /** The draft bar's part; absent when adding. */
    bar:
      id === undefined ? undefined : { drafts, draft, id, unsaved, recordVersion, autosaving, settle: autosave.settle },
    hasDraft,
    /** What is typed and not yet confirmed saved on the server (null: nothing). */
    pending,
    /** The draft's fields the form opened on: a save through the update sends them too. */
    inDraft: publication?.draft?.fields ?? {},
    /** Stops the autosave: the update is about to save what the form shows. */
    settle: autosave.settle,
    /**
     * What is typed is left on purpose: what waits for the autosave goes with the browser's `copy`,
     * or the editor's closing would save the very words the admin chose to drop.
     */
    discardUnsaved: (copy: { clear: () => void }) => {
      copy.clear();
      autosave.settle();
    },
    /**
     * Saves the draft at once with `form` (new pictures as multipart, ADR 0125, or JSON fields, as a
     * removed picture is), together with what is typed and not saved yet; whether it was saved.
     */
    saveNow: async (form: FormData | Record<string, unknown>) => {
      autosave.settle();
      if (!(form instanceof FormData)) return draft.save({ ...unsaved, ...form });
      // Text goes with the pictures; a list (a service's rows) only in a JSON save, right after.
      const lists: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(unsaved ?? {}))
        if (typeof value === "string" || typeof value === "boolean") form.set(key, String(value));
        else lists[key] = value;
      if (!(await draft.save(form))) return false;
      return Object.keys(lists).length === 0 || draft.save(lists);
    },
    /**
     * Publishes the draft, with what is typed, over the record's `version` the editor names (a
     * colleague's save meanwhile is refused, the 409 the editor shows as a conflict). Throws when
     * what is typed could not be saved (the draft bar says why) or the publish is refused.
     */
    publishOver: async (version: number | undefined) => {
      autosave.settle();
      if (unsaved && !(await draft.save(unsaved))) throw new Error("The typed changes could not be saved");
      return draft.publish(version);
    },
    /** Drops the draft, if there is one (reloading a colleague's version in its place). */
    drop: async () => {
      autosave.settle();
      if (draft.publication?.hasDraft) await draft.discard();
    },
    /** The draft's fields now (after saves made in this form). */
    fields: draft.publication?.draft?.fields ?? publication?.draft?.fields ?? {},
  };
}

/**
 * A category's or service's icon in its draft (ADR 0125): the picture the draft names (live once
 * published), and what the icon picker of a form opened on the record or its draft shows and
 * changes: a new icon is saved into the draft at once, with what is typed.
 */
export function draftIconOf(formDraft: ReturnType<typeof useFormDraft>, published: string | null | undefined) {
  const icon = formDraft.fields.icon;
  const current = typeof icon === "string" ? icon : null;
  return {
    current,
    picker: {
      current: current ?? published,
      file: null,
      onChange: (file: File | null) => {
        if (!file) return;
        const form = new FormData();
        form.append("icon", file);
        formDraft.saveNow(form);
      },
      /** A library picture, named by id (ADR 0190): the draft names its file as it would a new one. */
      onPick: (media: Media) => {
        const form = new FormData();
        form.append("iconId", media._id);
        formDraft.saveNow(form);
      },
    },
  };
}

/** A multipart draft save's text fields, as a JSON save would send them. */
function textOf(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "version") fields[key] = value;
  return fields;
}

/** The typed fields whose value is not the one the server last confirmed; null when there are none. */
function pendingOf(unsaved: Record<string, unknown>, confirmed: ReadonlyMap<string, string>) {
  const entries = Object.entries(unsaved).filter(([key, value]) => confirmed.get(key) !== JSON.stringify(value));
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** The record as an edit form opens it: its draft's fields, where they have the right type, over its own. */
export function draftOver(publication: Publication | undefined) {
  const fields = publication?.draft?.fields ?? {};
  return {
    text: (key: string, fallback: string) => {
      const value = fields[key];
      return typeof value === "string" ? value : fallback;
    },
    flag: (key: string, fallback: boolean) => {
      const value = fields[key];
      return typeof value === "boolean" ? value : fallback;
    },
    list: (key: string, fallback: string[]) => {
      const value = fields[key];
      return Array.isArray(value) ? value.map(String) : fallback;
    },
    /** A field the form's own rules read (the service's rows): the draft's when it passes `rule`. */
    parsed: <T>(key: string, rule: FieldRule<T>, fallback: T): T => {
      if (!(key in fields)) return fallback;
      const answer = rule.safeParse(fields[key]);
      return answer.success && answer.data !== undefined ? answer.data : fallback;
    },
  };
}

/** A field's rule as the form's schema has it (a zod schema's `safeParse`). */
type FieldRule<T> = { safeParse: (value: unknown) => { success: boolean; data?: T } };

/** A draft's fields as an edit form reads them over the record's. */
export type DraftFields = ReturnType<typeof draftOver>;

/** The fields typed since the form opened, as the API takes them; null when there are none. */
export function typedFields<K extends string>(
  keys: readonly K[],
  typed: (key: K) => boolean,
  value: (key: K) => unknown,
): Record<string, unknown> | null {
  const changed = keys.filter(typed);
  return changed.length === 0 ? null : Object.fromEntries(changed.map((key) => [key, value(key)]));
}
