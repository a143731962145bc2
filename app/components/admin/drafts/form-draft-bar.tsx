import type { useFormDraft } from "../../../lib/admin/use-form-draft.ts";
import { DraftBar } from "./draft-bar.tsx";

type Props = {
  formDraft: ReturnType<typeof useFormDraft>;
  /** The record's name, as the share and schedule dialogs say it. */
  name: string;
  canUnpublish: boolean;
  onPublished: () => void;
  /** A refused Publish the editor shows itself (the edit conflict); true when it did. */
  onPublishFailed?: (error: unknown) => boolean;
};

/** An edit form's draft bar; nothing when adding a record. */
export function FormDraftBar({ formDraft, name, canUnpublish, onPublished, onPublishFailed }: Props) {
  if (!formDraft.bar) return null;
  return (
    <DraftBar
      {...formDraft.bar}
      name={name}
      canUnpublish={canUnpublish}
      onPublished={onPublished}
      onPublishFailed={onPublishFailed}
    />
  );
}
