import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { storedNavigationSchema } from "../../../../domain/navigation.ts";
import { type Site, type SitePart, type SitePartRecord, sitePartRecordSchemas } from "../../../../domain/site.ts";
import { browserCopyKey } from "../../../../domain/unsaved-work.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { fieldsOf, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { useBrowserCopy } from "../../../lib/admin/use-browser-copy.ts";
import { useEditConflict } from "../../../lib/admin/use-edit-conflict.ts";
import { useFormDraft } from "../../../lib/admin/use-form-draft.ts";
import { useLeaveGuard } from "../../../lib/admin/use-leave-guard.ts";

/** Every path a 400's issue may name in a value: `address`, `address.locality`, `phones.0`, … */
export function issuePaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...issuePaths(item, path)];
  });
}

/**
 * Each part's record schema, typed per part so a generic part's parse reads as that part's record. A
 * navigation draft saved with the one-column footer of ADR 0180 opens as that column (ADR 0210).
 */
const recordSchemas: { [K in SitePart]: z.ZodType<SitePartRecord<K>> } = {
  ...sitePartRecordSchemas,
  navigation: sitePartRecordSchemas.navigation.extend({ footer: storedNavigationSchema.shape.footer }),
};

/** What the Site screen hands each part's form. */
export type SitePartFormProps<P extends SitePart> = {
  /** The site as it shows now (the previews draw the other parts from it). */
  site: Site;
  /** The part as the editor opened it (GET /site/:part), with the version its save names. */
  record: SitePartRecord<P>;
  onSaved: (site: Site) => void;
  /** After an edit conflict: edit the part as the colleague saved it. */
  onReload: (record: SitePartRecord<P>) => void;
  /** The part's draft and schedule; the form opens on the draft (`record` has its fields laid over). */
  publication: Publication;
  /** The draft went live, or was dropped: the screen reads the part and the site afresh. */
  onPublished: () => void;
};

/**
 * The part as its form opens: the draft's fields over the published part, when together they make a
 * sound part (a draft saved under older rules opens the published part instead).
 */
export function withDraftOf<P extends SitePart>(
  part: P,
  record: SitePartRecord<P>,
  publication: Publication,
): SitePartRecord<P> {
  const drafted = recordSchemas[part].safeParse({ ...record, ...publication.draft?.fields });
  return drafted.success ? drafted.data : record;
}

/**
 * One part's form: checked by the part's domain schema as the owner types, prefilled with the part
 * as opened, each sound change saved into the part's draft (ADR 0123); the draft bar's Publish is
 * the one way to the site (ADR 0130). Publish names the version the form was opened with, so a
 * colleague's save meanwhile is shown as a conflict (ADR 0118), never overwritten unseen.
 */
export function useSitePartForm<P extends SitePart, Input extends FieldValues, Output>(
  part: P,
  schema: z.ZodType<Output, Input>,
  current: DefaultValues<Input>,
  { record, onReload, publication, onPublished }: SitePartFormProps<P>,
) {
  const form = useAdminForm(schema, { defaultValues: current });
  // Autosaved as a draft: the whole part as typed, once it passes the part's rules (the server checks
  // a draft by them too, so an unfinished field waits for the next change).
  const typed = form.formState.isDirty ? schema.safeParse(form.watch()) : undefined;
  const unsaved = typed?.success ? toFields(typed.data) : null;
  const edit = useEditConflict(record.version, (saved) => recordSchemas[part].parse(saved));
  const formDraft = useFormDraft("site", part, publication, unsaved, edit.version);
  const [busy, setBusy] = useState(false);
  const { isDirty, isValid } = form.formState;

  // The browser keeps the part as typed from the first keystroke; leaving asks while the draft lacks
  // any of it, an unfinished field included (ADR 0231).
  const watched = form.watch();
  const copy = useBrowserCopy(browserCopyKey("site", part), isDirty ? { ...watched } : null, () => ({ ...current }));
  const leave = useLeaveGuard(isDirty && (unsaved === null || formDraft.pending !== null), () =>
    formDraft.discardUnsaved(copy),
  );
  const unsavedWork = {
    copy,
    restore: (kept: Record<string, unknown>) => {
      form.reset({ ...form.getValues(), ...kept }, { keepDefaultValues: true });
      void form.trigger();
    },
  };
  const published = () => {
    leave.release();
    copy.clear();
    onPublished();
  };

  // Enter in a field saves the draft now, as "Save draft" does: it never publishes.
  const save = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (unsaved) formDraft.saveNow({});
  };
  const conflict = edit.conflict && {
    message: edit.conflict.message,
    theirs: edit.conflict.theirs,
    yours: form.getValues(),
    fields: Object.keys(current),
    busy,
    onReload: async () => {
      const theirs = edit.conflict?.theirs;
      if (!theirs) return;
      await formDraft.drop();
      onReload(theirs);
    },
    onReapply: async () => {
      setBusy(true);
      try {
        notify.success((await formDraft.publishOver(edit.reapply())).message);
        published();
      } catch (error) {
        edit.caught(error);
      } finally {
        setBusy(false);
      }
    },
  };
  const bars = {
    conflict,
    formDraft,
    name: `the site's ${part} settings`,
    onPublished: published,
    onPublishFailed: edit.caught,
  };
  const foot = { live: true, changed: formDraft.hasDraft || isDirty, invalid: isDirty && !isValid };
  return { ...form, errors: form.formState.errors, field: fieldsOf(form), save, bars, foot, leave, unsavedWork };
}

/** The part's own fields, without the bookkeeping the editor's read adds: what the form edits. */
export function partFields<R extends { version: number; updatedAt: string }>(
  record: R,
): Omit<R, "version" | "updatedAt"> {
  const { version: _version, updatedAt: _updatedAt, ...fields } = record;
  return fields;
}

/** A parsed part's fields as the draft calls take them. */
const toFields = (values: unknown): Record<string, unknown> | null =>
  values !== null && typeof values === "object" ? { ...values } : null;
