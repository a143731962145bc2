import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";

type HeaderCardProps = {
  title: string;
  description?: string;
  addLabel?: string;
  /** Left out when the signed-in admin may not create here. */
  onAdd?: () => void;
  actions?: ReactNode;
};

/** The card at the top of every list screen: title, a line of description, the add button. */
export function HeaderCard({ title, description, addLabel, onAdd, actions }: HeaderCardProps) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {actions}
        {onAdd && addLabel && (
          <Button onClick={onAdd} icon={<Plus aria-hidden className="size-4" />}>
            {addLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
