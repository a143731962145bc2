import { useId, useMemo } from "react";
import toast from "react-hot-toast/headless";
import { ToastOutlet, type ToastSkin } from "../../toast-outlet";

/** react-hot-toast durations as the spec gives them (they are also the library's defaults). */
const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

const toastOptions = {
  duration: TOAST_DURATIONS_MS.blank,
  error: { duration: TOAST_DURATIONS_MS.error },
  success: { duration: TOAST_DURATIONS_MS.success },
  loading: { duration: TOAST_DURATIONS_MS.loading },
};

const skin: ToastSkin = {
  list: "flex flex-col items-start gap-2 empty:hidden",
  toast:
    "flex max-w-full items-center gap-2.5 rounded-[0.875rem] bg-white px-3.5 py-2.5 font-medium font-sans text-[#0f1222] text-sm shadow-[0_3px_10px_rgb(0_0_0/0.1),0_3px_3px_rgb(0_0_0/0.05)] ring-1 ring-ink-200 transition duration-300 motion-reduce:transition-none",
  shown: "translate-y-0 opacity-100",
  leaving: "-translate-y-1 opacity-0",
  icon: {
    success: "size-5 shrink-0 text-emerald-600",
    error: "size-5 shrink-0 text-red-600",
    loading: "size-5 shrink-0 animate-spin text-ink-500",
  },
};

/**
 * The toasts of one form (docs/decisions/0077). Each form has its own outlet, placed in the page's
 * flow right under the form: a toast appears where the visitor is looking and never lies over a
 * link or a control (a fixed corner of the screen always covers something: the header's links, the
 * footer's). A form shows one toast at a time: a new one replaces the last (the same toast id), so
 * quick repeated submits never stack identical toasts.
 */
export function useFormToasts(form: string) {
  const toasterId = `${form}${useId()}`;
  return useMemo(
    () => ({
      toasterId,
      success: (message: string) => toast.success(message, { id: toasterId, toasterId }),
      error: (message: string) => toast.error(message, { id: toasterId, toasterId }),
    }),
    [toasterId],
  );
}

/**
 * Where a form's toasts appear. Durations are the spec's (blank and error 4 s, success 2 s, loading
 * until dismissed); react-hot-toast keeps at most 20 toasts, the spec's limit.
 */
export function FormToasts({ toasterId, className }: { toasterId: string; className?: string }) {
  // The list is hidden while empty, so its spacing (className) shows only with a toast.
  const placed = useMemo(() => ({ ...skin, list: `${skin.list} ${className ?? ""}` }), [className]);
  return <ToastOutlet toasterId={toasterId} toastOptions={toastOptions} skin={placed} />;
}
