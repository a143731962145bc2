import type { ReactNode } from "react";

type Props = {
  title: string;
  /** Buttons at the right of the title (Refresh). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled card holding a list or table edge to edge (API keys, webhook endpoints, the delivery log). */
export function ListCard({ title, actions, children }: Props) {
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {actions ? (
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {actions}
        </div>
      ) : (
        <h2 className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-slate-900 sm:px-6">{title}</h2>
      )}
      {children}
    </section>
  );
}
