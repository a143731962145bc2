import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import type { useBrowserCopy } from "../../../lib/admin/use-browser-copy.ts";
import type { LeaveGuard } from "../../../lib/admin/use-leave-guard.ts";
import { VisitorView } from "../drafts/visitor-view.tsx";
import { LeaveDialog, UnsavedWorkNotes } from "../ui/unsaved-work.tsx";
import { SitePartBars, type SitePartBarsProps } from "./part-bars.tsx";

/** What the frame reads of `useSitePartForm`'s answer. */
type OpenedPart = {
  save: FormEventHandler<HTMLFormElement>;
  bars: SitePartBarsProps;
  foot: ComponentProps<typeof VisitorView>;
  leave: LeaveGuard;
  unsavedWork: { copy: ReturnType<typeof useBrowserCopy>; restore: (values: Record<string, unknown>) => void };
};

type SitePartFormProps = {
  form: OpenedPart;
  /** The form's accessible name. */
  label: string;
  /** Named groups of fields (`FieldGroup`) stand further apart than single fields. */
  grouped?: boolean;
  /** Named above the bars, where the part's screen has other drafts too (Home's pictures). */
  heading?: string;
  /** The part as visitors would see it with what is typed. */
  preview: ReactNode;
  children: ReactNode;
};

/**
 * Every Site part's form (ADR 0123, 0130): its conflict and draft bar on top, its fields, the
 * preview of what is typed, and the foot that says what visitors see.
 */
export function SitePartForm({ form, label, grouped, heading, preview, children }: SitePartFormProps) {
  const bars = (
    <>
      <UnsavedWorkNotes copy={form.unsavedWork.copy} onRestore={form.unsavedWork.restore} />
      <SitePartBars {...form.bars} />
      <LeaveDialog guard={form.leave} />
    </>
  );
  return (
    <form noValidate onSubmit={form.save} className={`flex flex-col ${grouped ? "gap-8" : "gap-5"}`} aria-label={label}>
      {heading ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{heading}</h3>
          {bars}
        </div>
      ) : (
        bars
      )}
      {children}
      {preview}
      <div className="border-t border-slate-200 pt-5">
        <VisitorView {...form.foot} />
      </div>
    </form>
  );
}
