import type { ReactNode } from "react";

type Props = {
  title: string;
  /** Sent on the button or Enter; the browser's own check is off, the form checks itself. */
  onSubmit: () => void;
  children: ReactNode;
};

/** A card above a list that adds one entry to it (an API key, a webhook endpoint). */
export function AddCard({ title, onSubmit, children }: Props) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </section>
  );
}
