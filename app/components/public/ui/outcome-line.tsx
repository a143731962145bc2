import { CircleAlert, CircleCheck } from "lucide-react";

/** What a page's own form came to: a green line for success, a red one for a refusal (read out as a status). */
export function OutcomeLine({ ok, message, className = "" }: { ok: boolean; message: string; className?: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p
      role="status"
      className={`flex items-center gap-3 rounded-card border p-5 font-semibold ${ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-rose-200 bg-rose-50 text-rose-900"} ${className}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {message}
    </p>
  );
}
