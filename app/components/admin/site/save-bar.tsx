import { Button } from "../ui/button.tsx";

/** The foot of a Site form: what saving does, and the button (enabled once something changed and is valid). */
export function SaveBar({ dirty, valid, submitting }: { dirty: boolean; valid: boolean; submitting: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        {dirty ? "Unsaved changes. Saving updates the public site at once." : "This is what the site shows now."}
      </p>
      <Button type="submit" loading={submitting} disabled={!dirty || !valid || submitting}>
        Save changes
      </Button>
    </div>
  );
}

/** A titled group of fields inside a Site form. */
export function FieldGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}
