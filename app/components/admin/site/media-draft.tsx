import { Fragment, type ReactNode, useState } from "react";
import type { SiteMediaPart } from "../../../../domain/site.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { useFormDraft } from "../../../lib/admin/use-form-draft.ts";
import { CheckLine } from "../ui/check-line.tsx";
import { SitePartBars } from "./part-bars.tsx";
import { SitePartOpener } from "./part-editor.tsx";

/**
 * The partner strip's and the pictures' drafts (ADR 0123, dated sections) as their screens edit them:
 * each change goes live at once, or, with "Change as a draft" (always while a draft exists), into
 * the part's draft through its item calls with `?draft=true`; the draft bar publishes, discards,
 * previews, shares and schedules it as a whole.
 */

/**
 * Sends one change and tells the answer's message; the answer is handed on (the site, or the draft's
 * publication). Answers the failure's message, or null once saved.
 */
export async function sendChange<T>(
  call: () => Promise<{ message: string; data: T }>,
  onSaved: (data: T) => void,
): Promise<string | null> {
  try {
    const answer = await call();
    notify.success(answer.message);
    onSaved(answer.data);
    return null;
  } catch (error) {
    const message = messageOf(error, "Failed to save. Please try again.");
    notify.error(message);
    return message;
  }
}

type MediaDraftLoaderProps = {
  part: SiteMediaPart;
  /** The draft went live (or was dropped): the screen reads the site again. */
  onPublished: () => void;
  children: (initial: Publication, onPublished: () => void) => ReactNode;
};

/**
 * Reads the part's draft, then shows `children` keyed by the draft's version: publishing or
 * discarding reads it again and starts them afresh.
 */
export function MediaDraftLoader({ part, onPublished, children }: MediaDraftLoaderProps) {
  return (
    <SitePartOpener load={() => adminApi.drafts.site.read(part).then((answer) => answer.data)}>
      {(publication, opened) => (
        <Fragment key={publication.draft?.version ?? 0}>
          {children(publication, () => {
            opened.reload();
            onPublished();
          })}
        </Fragment>
      )}
    </SitePartOpener>
  );
}

/**
 * The part's draft and whether changes go into it: chosen, or forced while a draft exists. Its changes
 * are sent one by one (live or into the draft), never autosaved: nothing is ever unsaved.
 */
export function useMediaDraft(part: SiteMediaPart, initial: Publication) {
  const formDraft = useFormDraft("site", part, initial, null);
  const [drafting, setDrafting] = useState(initial.hasDraft);
  return {
    formDraft,
    /** The draft as the part's calls into it left it. */
    publication: formDraft.bar?.draft.publication,
    /** A change sent into the draft answered the draft's publication: the bar goes on from it. */
    follow: (changed: Publication) => formDraft.bar?.draft.follow(changed),
    hasDraft: formDraft.hasDraft,
    inDraft: drafting || formDraft.hasDraft,
    setDrafting,
  };
}

type MediaDraftChoiceProps = {
  media: ReturnType<typeof useMediaDraft>;
  /** The part as the bar's share and schedule dialogs name it. */
  name: string;
  /** What the choice says while on: where changes go, and what the site shows meanwhile. */
  onText: string;
  onPublished: () => void;
};

/**
 * "Change as a draft" (locked on while a draft exists) and, while on, the part's draft bar; once the
 * draft is published or discarded the choice is off again.
 */
export function MediaDraftChoice({ media, name, onText, onPublished }: MediaDraftChoiceProps) {
  return (
    <>
      <CheckLine lines checked={media.inDraft} disabled={media.hasDraft} onChange={media.setDrafting}>
        <span>
          <span className="font-medium text-slate-900">Change as a draft</span>
          <span className="block text-slate-600">{media.inDraft ? onText : "Off: each change is live at once."}</span>
        </span>
      </CheckLine>
      {media.inDraft && (
        <SitePartBars
          conflict={null}
          formDraft={media.formDraft}
          name={name}
          onPublished={() => {
            // Nothing is drafted any more: changes are live again until the choice is made anew.
            media.setDrafting(false);
            onPublished();
          }}
        />
      )}
    </>
  );
}
