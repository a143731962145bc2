import { Pencil, Trash2 } from "lucide-react";
import { RowButton, RowButtons } from "../ui/row-button.tsx";

/**
 * A row's worded Edit and Delete (redirects, authors); `name` is the row as the buttons announce it
 * ("redirect from /old"). Delete is left out when the row may not be deleted.
 */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <RowButtons>
      <RowButton label={`Edit ${name}`} onClick={onEdit} icon={<Pencil aria-hidden className="size-4" />}>
        Edit
      </RowButton>
      {onDelete && (
        <RowButton
          look="danger"
          label={`Delete ${name}`}
          onClick={onDelete}
          icon={<Trash2 aria-hidden className="size-4" />}
        >
          Delete
        </RowButton>
      )}
    </RowButtons>
  );
}
