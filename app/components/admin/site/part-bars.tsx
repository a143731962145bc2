import type { useFormDraft } from "../../../lib/admin/use-form-draft.ts";
import { FormDraftBar } from "../drafts/form-draft-bar.tsx";
import { ConflictPanel, type ConflictPanelProps } from "../history/conflict-panel.tsx";

export type SitePartBarsProps = {
  /** A save refused because a colleague saved the part meanwhile (null otherwise). */
  conflict: ConflictPanelProps | null;
  formDraft: ReturnType<typeof useFormDraft>;
  /** The part as the share and schedule dialogs name it. */
  name: string;
  onPublished: () => void;
  /** A refused Publish the form shows as the conflict; true when it did. */
  onPublishFailed?: (error: unknown) => boolean;
};

/**
 * The top of a Site part's form: the edit conflict, when its last save met one (ADR 0118), and the
 * draft bar every content form has (autosave, Publish, Discard, Preview, Share, Schedule: ADR 0123).
 * A part has no switch to take it off the site, so its bar never offers "Unpublish at".
 */
export function SitePartBars({ conflict, ...bar }: SitePartBarsProps) {
  return (
    <>
      {conflict && <ConflictPanel {...conflict} />}
      <FormDraftBar {...bar} canUnpublish={false} />
    </>
  );
}
