import toast from "react-hot-toast/headless";
import { messageOf } from "./api-client.ts";

/** The back office has its own toaster, so its toasts never show on (or from) public pages. */
export const ADMIN_TOASTER = "admin";
/** Toast auto-close from the spec: 3000 ms for sign-in, 5000 ms for everything else. */
export const TOAST_MS = 5000;
export const LOGIN_TOAST_MS = 3000;

const base = { toasterId: ADMIN_TOASTER, duration: TOAST_MS };

export const notify = {
  success: (message: string, id?: string) => toast.success(message, { ...base, id }),
  error: (message: string, id?: string) => toast.error(message, { ...base, id }),
  info: (message: string) => toast(message, { ...base, icon: "ℹ️" }),
  /** Plain text with no icon of ours, for messages that carry their own (the re-login bell). */
  plain: (message: string) => toast(message, base),
  /** Stays until replaced by success or error with the returned id. */
  loading: (message: string) =>
    toast.loading(message, { toasterId: ADMIN_TOASTER, duration: Number.POSITIVE_INFINITY }),
  login: {
    success: (message: string) => toast.success(message, { ...base, duration: LOGIN_TOAST_MS }),
    error: (message: string) => toast.error(message, { ...base, duration: LOGIN_TOAST_MS }),
  },
};

/** A failed call's message (the server's, else `fallback`), toasted and handed back for the form that shows it too. */
export function toastFailure(error: unknown, fallback: string): string {
  const message = messageOf(error, fallback);
  notify.error(message);
  return message;
}
