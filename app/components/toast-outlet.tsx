import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { type DefaultToastOptions, resolveValue, type Toast, useToaster } from "react-hot-toast/headless";

/**
 * The class names of a toast outlet. They are written in the file that uses the outlet, so each
 * stylesheet (the public site's, the back office's) builds the ones it needs.
 */
export type ToastSkin = {
  list: string;
  toast: string;
  shown: string;
  leaving: string;
  icon: Record<"success" | "error" | "loading", string>;
};

const icons = { success: CircleCheck, error: CircleAlert, loading: LoaderCircle };

function ToastIcon({ toast, skin }: { toast: Toast; skin: ToastSkin }): ReactNode {
  if (toast.icon) return <span aria-hidden="true">{toast.icon}</span>;
  if (toast.type === "blank" || toast.type === "custom") return null;
  const Icon = icons[toast.type];
  return <Icon aria-hidden="true" className={skin.icon[toast.type]} />;
}

/**
 * Where toasts appear. react-hot-toast's headless store (its limit, durations, pause on hover)
 * without its own components, which inject a style element at run time — something the pages'
 * Content-Security-Policy does not allow (docs/decisions/0055).
 */
export function ToastOutlet({
  toasterId,
  toastOptions,
  skin,
}: {
  toasterId?: string;
  toastOptions?: DefaultToastOptions;
  skin: ToastSkin;
}) {
  const { toasts, handlers } = useToaster(toastOptions, toasterId);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the toasts' timers (as react-hot-toast's own outlet does); every toast is also announced by its live region
    <div className={skin.list} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${skin.toast} ${toast.visible ? skin.shown : skin.leaving} ${toast.className ?? ""}`}
          {...toast.ariaProps}
        >
          <ToastIcon toast={toast} skin={skin} />
          <div>{resolveValue(toast.message, toast)}</div>
        </div>
      ))}
    </div>
  );
}
