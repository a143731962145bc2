import { useState } from "react";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { SelectField } from "../ui/fields.tsx";

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
  return (
    <ConfirmModal
      title="Choose a category"
      action="Restore"
      disabled={categoryId === ""}
      onConfirm={() => onChoose(categoryId)}
      onClose={onClose}
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
    </ConfirmModal>
  );
}
