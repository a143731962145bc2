import clsx from "clsx";
import type { FormOutcome } from "../../../lib/form-fields";

/** The outcome of a form posted without JavaScript (after hydration, toasts say the same). */
export function FormStatus({ outcome }: { outcome: FormOutcome | undefined }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={clsx(
        "rounded-xl px-4 py-3 font-semibold text-sm",
        outcome.ok ? "bg-emerald-50 text-emerald-800" : "bg-rose-50 text-rose-800",
      )}
    >
      {outcome.message}
    </p>
  );
}
