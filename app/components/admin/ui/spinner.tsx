import { LoaderCircle } from "lucide-react";

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
