import { LoaderCircle } from "lucide-react";
import { type ReactNode, Suspense } from "react";

export function Spinner({ className = "size-4" }: { className?: string }) {
  return <LoaderCircle aria-hidden className={`animate-spin ${className}`} />;
}

/** The loader shown while a screen's data or the permissions load. */
export function Loader({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-slate-500">
      <Spinner className="size-8 text-admin-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** One line saying what is on its way (the editor, a comparison, a preview). */
export function LoadingLine({ what }: { what: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner /> Loading the {what}…
    </p>
  );
}

/** A part whose code loads on first use (the block editor, a comparison): its loading line until it is there. */
export function LoadingPart({ what, children }: { what: string; children: ReactNode }) {
  return <Suspense fallback={<LoadingLine what={what} />}>{children}</Suspense>;
}
