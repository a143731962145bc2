import { useState } from "react";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Button } from "../ui/button.tsx";
import { SelectField } from "../ui/fields.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";

type ChooseCategoryProps = {
  /** What is being restored, as the admin knows it ("project Harbour App"). */
  what: string;
  /** The server's words: why a category is needed. */
  reason: string;
  onChoose: (categoryId: string) => Promise<void>;
  onClose: () => void;
};

/** Restoring a service or item whose category is gone: the admin picks the one it goes into. */
export function ChooseCategory({ what, reason, onChoose, onClose }: ChooseCategoryProps) {
  const categories = useResource(() => adminApi.categories.list());
  const [categoryId, setCategoryId] = useState("");
  const [busy, setBusy] = useState(false);
  async function restore() {
    setBusy(true);
    try {
      await onChoose(categoryId);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      title="Choose a category"
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button onClick={restore} loading={busy} disabled={categoryId === ""}>
            Restore
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-slate-700">
        <strong className="font-semibold text-slate-900">{what}</strong>: {reason}.
      </p>
      <SelectField label="Category" value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
        <option value="">Select a category</option>
        {(categories.data?.data ?? []).map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </SelectField>
    </Modal>
  );
}
