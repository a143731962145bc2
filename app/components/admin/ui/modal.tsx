import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Button } from "./button.tsx";
import { CloseButton } from "./close-button.tsx";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const widths = { sm: "max-w-md", md: "max-w-2xl", lg: "max-w-4xl", xl: "max-w-6xl" } as const;

/** The screens behind every open modal; the toaster lives outside it, so toasts stay on top and readable. */
export const MODAL_BACKGROUND_ID = "admin-app";
let openModals = 0;

function setBackgroundInert(inert: boolean) {
  const background = document.getElementById(MODAL_BACKGROUND_ID);
  if (inert) background?.setAttribute("inert", "");
  else background?.removeAttribute("inert");
  document.documentElement.style.overflow = inert ? "hidden" : "";
}

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** While something is being saved the modal stays open. */
  busy?: boolean;
};

/**
 * A modal dialog: the screen behind is inert, Escape and a click on the backdrop close it, Tab
 * cycles inside it, and focus returns to what opened it. Mount it to open it.
 */
export function Modal({ title, onClose, children, footer, size = "md", busy = false }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    openModals += 1;
    if (openModals === 1) setBackgroundInert(true);
    const first =
      panel.current?.querySelector<HTMLElement>("[data-autofocus]") ??
      panel.current?.querySelector<HTMLElement>(`[data-modal-body] :is(${focusable})`);
    (first ?? panel.current)?.focus();
    return () => {
      openModals -= 1;
      if (openModals === 0) setBackgroundInert(false);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busyRef.current) close.current();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    event.stopPropagation();
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.offsetParent !== null,
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; keyboards close with Escape
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4 backdrop-blur-[2px]"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busyRef.current) close.current();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex max-h-[calc(100dvh-2rem)] w-full ${widths[size]} flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl focus:outline-none`}
      >
        <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <CloseButton label="Close" disabled={busy} onClick={() => close.current()} />
        </header>
        <div data-modal-body className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          {children}
        </div>
        {footer && (
          <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
            {footer}
          </footer>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** A modal that only shows something: its one button closes it. */
export function ViewModal({ title, onClose, size = "lg", children }: Omit<ModalProps, "footer" | "busy">) {
  return (
    <Modal
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
