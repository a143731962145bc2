import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiIssue } from "../../../domain/errors.ts";
import { ApiRequestError, messageOf } from "./api-client.ts";
import type { adminApi, DraftPath } from "./endpoints.ts";
import { uiMessages } from "./messages.ts";
import type { Publication } from "./types.ts";

type Drafts = (typeof adminApi.drafts)[DraftPath];

/** Publishing and discarding are offered only when editing a record: one being added has none. */
function recordOf(id: string | undefined): string {
  if (id === undefined) throw new Error("A record being added has no draft");
  return id;
}

/** The fields a 400 did not name, when it named only some of them; null otherwise. */
function withoutRefused(fields: Record<string, unknown>, failure: unknown): Record<string, unknown> | null {
  if (!(failure instanceof ApiRequestError) || failure.status !== 400 || failure.issues.length === 0) return null;
  const refused = new Set(failure.issues.map((issue) => issue.path));
  if (![...refused].every((path) => path in fields)) return null;
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !refused.has(key)));
  return Object.keys(rest).length > 0 ? rest : null;
}

/** How long after the last change the form saves its draft (issue 67: "within about 2 s"). */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * One record's draft in an edit form (docs/api.md "Drafts, previews and schedules"): its
 * publication, and saving, publishing and discarding it. Saves name the draft version last seen, so
 * a second tab's save is refused (409) instead of overwriting this one's. A record being added (no
 * `id` yet) has no draft: nothing is read, and a save is refused.
 */
export function useDraft(drafts: Drafts, id: string | undefined, initial: Publication | undefined) {
  const [publication, setPublication] = useState<Publication | undefined>(initial);
  const [savedAt, setSavedAt] = useState<string | null>(initial?.draft?.savedAt ?? null);
  const [busy, setBusy] = useState<"saving" | "publishing" | "discarding" | "restoring" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The last save never reached the server (it is down, or the connection is): kept in the browser meanwhile.
  const [offline, setOffline] = useState(false);
  // The fields the last refused save named (a taken slug, issue 67): the form puts each under its field.
  const [issues, setIssues] = useState<readonly ApiIssue[]>([]);
  const version = useRef(initial?.draft?.version ?? 0);
  // A save still on its way when Publish or Discard is pressed lands first, never after them.
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  // A record just saved as a draft on create (the full-page editor's first autosave): its publication
  // is the one to go on from, with no read that could answer after the next save.
  useEffect(() => {
    if (initial && id === initial.recordId && version.current === 0 && initial.draft) {
      version.current = initial.draft.version;
      setSavedAt(initial.draft.savedAt);
      setPublication(initial);
    }
  }, [id, initial]);

  // A record with neither draft nor schedule is missing from the list's publications: read its own.
  // A save waits for that read: answered after it, the read would put back the draft as it was before
  // the save (a new icon's preview showed the published one) and the version the save replaced.
  useEffect(() => {
    if (initial || id === undefined) return;
    let live = true;
    const read = drafts.read(id).then(
      (answer) => {
        if (!live) return;
        version.current = answer.data.draft?.version ?? 0;
        setPublication(answer.data);
      },
      () => {},
    );
    saving.current = saving.current.then(() => read);
    return () => {
      live = false;
    };
  }, [drafts, id, initial]);

  /** Saves the fields as JSON, or a form with new pictures as multipart (ADR 0125). */
  const save = useCallback(
    async (fields: Record<string, unknown> | FormData) => {
      if (id === undefined) return false;
      setBusy("saving");
      try {
        // Saves go one after another, each naming the version the one before it made.
        const sent = saving.current.then(async () => {
          try {
            const answer =
              fields instanceof FormData
                ? await drafts.savePictures(id, fields, version.current)
                : await drafts.save(id, fields, version.current);
            version.current = answer.data.version;
            return answer;
          } catch (failure) {
            // A field the server refuses (a taken slug, issue 67) does not hold the rest back: they are
            // kept without it, and the refusal is still said, under its field.
            const rest = fields instanceof FormData ? null : withoutRefused(fields, failure);
            if (rest) {
              const kept = await drafts.save(id, rest, version.current).catch(() => null);
              if (kept) {
                version.current = kept.data.version;
                setSavedAt(kept.data.savedAt);
                setPublication((now) => now && { ...now, hasDraft: true, draft: kept.data });
              }
            }
            throw failure;
          }
        });
        saving.current = sent.catch(() => {});
        const answer = await sent;
        setSavedAt(answer.data.savedAt);
        setPublication((now) => now && { ...now, hasDraft: true, draft: answer.data });
        setError(null);
        setOffline(false);
        setIssues([]);
        return true;
      } catch (failure) {
        setError(messageOf(failure, uiMessages.generic.wrong));
        setOffline(failure instanceof ApiRequestError && failure.isNetworkError);
        setIssues(failure instanceof ApiRequestError ? failure.issues : []);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [drafts, id],
  );

  /** `recordVersion`: the record's version an edit form publishes over (a stale one is the update's 409). */
  const publish = useCallback(
    async (recordVersion?: number) => {
      setBusy("publishing");
      try {
        await saving.current;
        const answer = await drafts.publish(recordOf(id), version.current, recordVersion);
        version.current = 0;
        setPublication((now) => now && { ...now, hasDraft: false, draft: null, status: "published" });
        return answer;
      } finally {
        setBusy(null);
      }
    },
    [drafts, id],
  );

  const discard = useCallback(async () => {
    setBusy("discarding");
    try {
      await saving.current;
      const answer = await drafts.discard(recordOf(id));
      version.current = 0;
      setSavedAt(null);
      setPublication((now) => now && { ...now, hasDraft: false, draft: null, status: "published", schedule: null });
      // The discarded draft is kept (ADR 0151): read it, so the bar can offer it back. A save made
      // meanwhile waits for that read, which would otherwise put back the state from before the save.
      const read = drafts.read(recordOf(id)).then(
        (answer) => setPublication(answer.data),
        () => {},
      );
      saving.current = saving.current.then(() => read);
      return answer;
    } finally {
      setBusy(null);
    }
  }, [drafts, id]);

  /** Brings the last discarded draft back as the draft (undo Discard, ADR 0151). */
  const restore = useCallback(async () => {
    setBusy("restoring");
    try {
      await saving.current;
      const answer = await drafts.restore(recordOf(id));
      version.current = answer.data.draft?.version ?? 0;
      setSavedAt(answer.data.draft?.savedAt ?? null);
      setPublication(answer.data);
      return answer;
    } finally {
      setBusy(null);
    }
  }, [drafts, id]);

  /** A draft changed by another call (a partner added into it, ADR 0123): its version and time are the ones to go on from. */
  const follow = useCallback((changed: Publication) => {
    version.current = changed.draft?.version ?? 0;
    setSavedAt(changed.draft?.savedAt ?? null);
    setPublication(changed);
  }, []);

  return {
    publication,
    setPublication,
    follow,
    savedAt,
    busy,
    error,
    offline,
    issues,
    save,
    publish,
    discard,
    restore,
  };
}

/**
 * Saves `fields` a few seconds after they last changed, and once more when the form closes or the
 * page is left with a change not yet saved: at most those seconds are lost.
 */
export function useAutosave(
  fields: Record<string, unknown> | null,
  save: (fields: Record<string, unknown>) => unknown,
): { settle: () => void } {
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  const key = fields ? JSON.stringify(fields) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the fields' content
  useEffect(() => {
    // Nothing left to save here (the form was reset, or another save took it over): nothing to flush either.
    if (!fields) {
      pending.current = null;
      return;
    }
    pending.current = fields;
    timer.current = setTimeout(() => {
      pending.current = null;
      saveRef.current(fields);
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [key]);

  useEffect(() => {
    const flush = () => {
      if (pending.current) saveRef.current(pending.current);
      pending.current = null;
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  // Publishing or discarding saves what is pending itself (or drops it): nothing is saved after.
  // The armed timer goes too: a save it made after a discard would bring the draft back.
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  return { settle };
}

/** "Saved a few seconds ago", kept current while the form is open. */
export function useSavedLabel(savedAt: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new save restarts the count
  useEffect(() => setNow(Date.now()), [savedAt]);
  if (!savedAt) return null;
  const seconds = Math.max(0, (now - Date.parse(savedAt)) / 1000);
  if (seconds < 60) return "Saved a few seconds ago";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `Saved ${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  return `Saved at ${new Date(savedAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}`;
}
