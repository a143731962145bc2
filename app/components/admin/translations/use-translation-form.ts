import { useState } from "react";
import type { ContentPath } from "../../../../domain/content-kinds.ts";
import type { TranslatedLocale } from "../../../../domain/locales.ts";
import { translationEditorWords as words } from "../../../../domain/translation-words.ts";
import type { TranslatableField, TranslationDto } from "../../../../domain/translations.ts";
import { browserCopyKey } from "../../../../domain/unsaved-work.ts";
import { ApiRequestError } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify, toastFailure } from "../../../lib/admin/notify.ts";
import { useBrowserCopy } from "../../../lib/admin/use-browser-copy.ts";
import { useLeaveGuard } from "../../../lib/admin/use-leave-guard.ts";
import {
  changedValues,
  fieldOfIssue,
  openingValues,
  sentValues,
  type TranslationValues,
} from "./translation-values.ts";

export type TranslationTarget = {
  path: ContentPath;
  /** The record's id ("site" for the site's parts). */
  id: string;
  locale: TranslatedLocale;
  fields: readonly TranslatableField[];
};

type Busy = "saving" | "publishing" | "removing" | null;

/**
 * The side-by-side editor's work (issue 74): the translation as typed, kept by the browser from the
 * first keystroke and asked about before it is left (ADR 0231, the back office's one mechanism);
 * Save draft, Publish and Remove through the translations API, a refused save's issues under their
 * fields. `onStatus` tells the opener where the translation stands after each change.
 */
export function useTranslationForm(
  target: TranslationTarget,
  first: TranslationDto,
  onStatus: (answer: TranslationDto | null) => void,
) {
  const { path, id, locale, fields } = target;
  const [answer, setAnswer] = useState(first);
  const [opened, setOpened] = useState(() => openingValues(fields, first));
  const [values, setValues] = useState(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [restored, setRestored] = useState(0);

  const typed = changedValues(values, opened);
  const copy = useBrowserCopy(browserCopyKey(`${path}-translation-${locale}`, id), typed, () => opened);
  const leave = useLeaveGuard(typed !== null, () => copy.clear());

  /** The server's answer is what the editor shows now: what it opened on, and what is typed. */
  function settle(next: TranslationDto) {
    const shown = openingValues(fields, next);
    setAnswer(next);
    setOpened(shown);
    setValues(shown);
    setErrors({});
    onStatus(next);
  }

  function refused(error: unknown, fallback: string) {
    const issues = error instanceof ApiRequestError ? error.issues : [];
    const placed: Record<string, string> = {};
    for (const issue of issues) {
      const name = fieldOfIssue(fields, issue.path);
      if (name && !placed[name]) placed[name] = issue.message;
    }
    // A taken slug (409) names no field of its own: it can only be the slug's.
    const slug = fields.find((field) => field.as === "slug");
    if (error instanceof ApiRequestError && error.status === 409 && slug && Object.keys(placed).length === 0)
      placed[slug.name] = error.message;
    setErrors(placed);
    toastFailure(error, fallback);
  }

  async function run<T>(kind: Exclude<Busy, null>, work: () => Promise<T>, fallback: string): Promise<T | null> {
    setBusy(kind);
    try {
      return await work();
    } catch (error) {
      refused(error, fallback);
      return null;
    } finally {
      setBusy(null);
    }
  }

  const save = () => adminApi.translations.save(path, id, locale, sentValues(fields, values));
  // An outdated translation saved again as it is says it was checked against the English as it is now.
  const savable = typed !== null || answer.status === "outdated";

  return {
    answer,
    values,
    errors,
    busy,
    restored,
    /** Something typed differs from what the server has, or the English changed since it was saved. */
    savable,
    /** A draft to put live, or words that would become one. */
    publishable: answer.draft !== null || savable,
    change(name: string, value: unknown) {
      setValues((was) => ({ ...was, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
    async saveDraft() {
      const saved = await run("saving", save, words.saveFailed);
      if (!saved) return;
      settle(saved);
      notify.success(words.saved);
    },
    /** Saves what is typed first, so Publish puts on the site what the editor shows. */
    async publish() {
      const published = await run(
        "publishing",
        async () => {
          if (savable) await save();
          return adminApi.translations.publish(path, id, locale);
        },
        words.publishFailed,
      );
      if (!published) return;
      settle(published);
      notify.success(words.published);
    },
    async remove() {
      const read = await run(
        "removing",
        async () => {
          await adminApi.translations.remove(path, id, locale);
          return adminApi.translations.read(path, id, locale);
        },
        words.removeFailed,
      );
      if (!read) return;
      copy.clear();
      settle(read);
      setRestored((count) => count + 1);
      notify.success(words.removed);
    },
    leave,
    unsavedWork: {
      copy,
      restore(kept: Record<string, unknown>) {
        setValues((was) => ({ ...was, ...kept }) satisfies TranslationValues);
        setRestored((count) => count + 1);
      },
    },
  };
}

export type TranslationForm = ReturnType<typeof useTranslationForm>;
