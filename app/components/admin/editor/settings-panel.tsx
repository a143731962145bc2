import { type ReactNode, useEffect, useRef } from "react";
import { CloseButton } from "../ui/close-button.tsx";

type Props = {
  id: string;
  /** Narrow screens: whether the drawer is out. Wide screens always show the panel beside the document. */
  open: boolean;
  onClose: () => void;
  /** "Page settings". */
  label: string;
  children: ReactNode;
};

/**
 * The settings beside the document (issue 67): a column on wide screens; on narrow ones a drawer the
 * bar's Settings button opens over the document, closed by its own button, Escape or the shade. It
 * stays mounted when closed, so nothing typed in it is dropped.
 */
export function SettingsPanel({ id, open, onClose, label, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  return (
    <>
      {open && (
        <button
          type="button"
          aria-label="Close settings"
          tabIndex={-1}
          onClick={onClose}
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
        />
      )}
      <aside
        ref={panel}
        id={id}
        aria-label={label}
        tabIndex={-1}
        className={`fixed inset-y-0 right-0 z-40 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-200 focus:outline-none motion-reduce:transition-none lg:static lg:z-auto lg:w-auto lg:max-w-none lg:translate-x-0 lg:overflow-visible lg:bg-transparent lg:shadow-none ${
          open ? "translate-x-0" : "invisible translate-x-full lg:visible"
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden">
          <h2 className="text-base font-semibold text-slate-900">{label}</h2>
          <CloseButton label="Close settings" onClick={onClose} />
        </div>
        <div className="flex flex-col gap-4 p-4 lg:sticky lg:top-36 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto lg:p-0 lg:pr-1">
          {children}
        </div>
      </aside>
    </>
  );
}

/** One titled group of settings in the panel. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:shadow-none"
    >
      <h3 className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}
