import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { buttonClass } from "../ui/button";

type Props = {
  /** The spec's success text, verbatim. */
  title: string;
  children: ReactNode;
  /** The button that brings back an empty form, and its label. */
  again?: { label: string; onClick: () => void };
};

/**
 * What a public form becomes once it was sent (issue 51): a panel that stays, instead of a toast
 * that fades, and takes keyboard focus so a screen reader announces it and the next Tab starts here.
 */
export function SuccessPanel({ title, children, again }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      className="flex flex-col items-center gap-4 rounded-2xl bg-emerald-50 px-6 py-10 text-center outline-none ring-emerald-300 focus-visible:ring-4"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <h3 className="font-bold text-emerald-900 text-xl">{title}</h3>
      <div className="max-w-md space-y-2 text-emerald-900">{children}</div>
      {again && (
        <button type="button" onClick={again.onClick} className={buttonClass("secondary", "md", "mt-2")}>
          {again.label}
        </button>
      )}
    </div>
  );
}
