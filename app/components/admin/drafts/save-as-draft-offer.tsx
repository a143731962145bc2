import type { useFormDrafts } from "../../../lib/admin/use-draft-create.ts";
import { Button } from "../ui/button.tsx";

type Props = {
  draftCreate: ReturnType<typeof useFormDrafts>["draftCreate"];
  onSave: () => void;
  disabled: boolean;
};

/** The add form's "Save as draft" (ADR 0122): nothing once the form is on a draft, or when editing. */
export function SaveAsDraftOffer({ draftCreate, onSave, disabled }: Props) {
  if (!draftCreate.offered) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3">
      <Button variant="secondary" onClick={onSave} loading={draftCreate.saving} disabled={disabled}>
        Save as draft
      </Button>
      <span className="text-sm text-slate-600">
        Keep it off the site for now: finish it later, preview it, share it or schedule it.
      </span>
    </div>
  );
}

/**
 * Where the add form had its file picker, once it is on a draft: the file chosen when it was saved
 * is kept with the draft (drafts hold no other files, ADR 0122) and goes live when it is published.
 */
export function DraftOnlyFileNote({ file }: { file: string }) {
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
      The {file} chosen when this draft was saved is kept with it and goes live when it is published. Without one,
      adding it asks for the {file}: discard the draft and add the record again with it.
    </p>
  );
}
