import { Toaster } from "react-hot-toast";
import { TOAST_DURATIONS_MS } from "../../../../domain/public-site";

/**
 * The one toast outlet of the public site. Durations are the spec's (blank and error 4 s, success 2 s,
 * loading until dismissed); react-hot-toast keeps at most 20 toasts, the spec's limit.
 */
export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS_MS.blank,
        error: { duration: TOAST_DURATIONS_MS.error },
        success: { duration: TOAST_DURATIONS_MS.success },
        loading: { duration: TOAST_DURATIONS_MS.loading },
        className: "font-sans text-sm font-medium",
        style: { borderRadius: "0.875rem", color: "#0f1222", maxWidth: "26rem" },
      }}
    />
  );
}
