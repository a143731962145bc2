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
