import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";

export type AddButton = { label: string; onAdd: () => void };

type HeaderCardProps = {
  title: string;
  description?: string;
  /** The add button's words and what it does; left out when the signed-in admin may not create here. */
  add?: AddButton;
  actions?: ReactNode;
};

/**
 * The card at the top of every list screen (spec): what the screen holds, named as one of them
 * ("Project"), a line of description, the add button and exports. The screen's own heading, in the
 * plural, is the page header above it.
 */
export function HeaderCard({ title, description, add, actions }: HeaderCardProps) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {(actions || add) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {actions}
          {add && (
            <Button onClick={add.onAdd} icon={<Plus aria-hidden className="size-4" />}>
              {add.label}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
