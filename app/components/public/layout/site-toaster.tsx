import { ToastOutlet, type ToastSkin } from "../../toast-outlet";

/** react-hot-toast durations as the spec gives them (they are also the library's defaults). */
const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;

const skin: ToastSkin = {
  list: "pointer-events-none fixed inset-x-4 top-4 z-[9999] flex flex-col items-center gap-2",
  toast:
    "pointer-events-auto flex max-w-[26rem] items-center gap-2.5 rounded-[0.875rem] bg-white px-3.5 py-2.5 font-medium font-sans text-[#0f1222] text-sm shadow-[0_3px_10px_rgb(0_0_0/0.1),0_3px_3px_rgb(0_0_0/0.05)] transition duration-300 motion-reduce:transition-none",
  shown: "translate-y-0 opacity-100",
  leaving: "-translate-y-2 opacity-0",
  icon: {
    success: "size-5 shrink-0 text-emerald-600",
    error: "size-5 shrink-0 text-red-600",
    loading: "size-5 shrink-0 animate-spin text-ink-500",
  },
};

/**
 * The one toast outlet of the public site. Durations are the spec's (blank and error 4 s, success 2 s,
 * loading until dismissed); react-hot-toast keeps at most 20 toasts, the spec's limit.
 */
export function SiteToaster() {
  return (
    <ToastOutlet
      skin={skin}
      toastOptions={{
        duration: TOAST_DURATIONS_MS.blank,
        error: { duration: TOAST_DURATIONS_MS.error },
        success: { duration: TOAST_DURATIONS_MS.success },
        loading: { duration: TOAST_DURATIONS_MS.loading },
      }}
    />
  );
}
