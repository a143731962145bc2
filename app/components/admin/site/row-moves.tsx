import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "../ui/button.tsx";

type Props = {
  /** The row's name in the buttons' labels: "value 2", "menu item 3". */
  name: string;
  index: number;
  /** The rows (a `useFieldArray`): how many, and how to move and remove one. */
  list: { fields: readonly unknown[]; move: (from: number, to: number) => void; remove: (index: number) => void };
  /** A list that must keep one row disables its last Remove. */
  keepOne?: boolean;
};

/** A list row's Move up, Move down and Remove, each named for a screen reader. */
export function RowMoves({ name, index, list, keepOne }: Props) {
  const { move, remove } = list;
  const count = list.fields.length;
  return (
    <div className="flex shrink-0 gap-1 self-end sm:self-auto">
      <Button
        type="button"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        icon={<ArrowUp aria-hidden className="size-4" />}
      />
      <Button
        type="button"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        icon={<ArrowDown aria-hidden className="size-4" />}
      />
      <Button
        type="button"
        variant="ghost"
        aria-label={`Remove ${name}`}
        disabled={keepOne && count === 1}
        onClick={() => remove(index)}
        icon={<Trash2 aria-hidden className="size-4" />}
      />
    </div>
  );
}

/** A list's "Add …" button below its rows, disabled once the list is full. */
export function AddRowButton({
  full,
  fullNote,
  onAdd,
  children,
}: {
  full: boolean;
  /** Said beside the button while the list is full (issue 67): why it cannot be pressed. */
  fullNote?: string;
  onAdd: () => void;
  children: string;
}) {
  const noteId = useId();
  const said = full && fullNote !== undefined;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button
        type="button"
        variant="secondary"
        disabled={full}
        onClick={onAdd}
        aria-describedby={said ? noteId : undefined}
        icon={<Plus aria-hidden className="size-4" />}
      >
        {children}
      </Button>
      {said && (
        <span id={noteId} className="text-xs text-slate-600">
          {fullNote}
        </span>
      )}
    </span>
  );
}
