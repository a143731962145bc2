import type { ReactNode } from "react";

const tones = {
  plain: "border-slate-200 bg-white",
  /** Something to look at before working on the person (possible duplicates). */
  warning: "border-amber-200 bg-amber-50/60",
};

type PersonPanelProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  tone?: keyof typeof tones;
  /** Buttons at the right of the heading (Check for answers). */
  actions?: ReactNode;
  /** What comes above the heading (the merges that can still be undone). */
  before?: ReactNode;
  children: ReactNode;
};

/** One titled panel of a person's page: the reply, a logged call, the timeline, merging. */
export function PersonPanel({ id, title, tone = "plain", actions, before, children }: PersonPanelProps) {
  const heading = (
    <h2 id={id} className="text-base font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={`rounded-2xl border ${tones[tone]} p-5 shadow-sm sm:p-6`}>
      {before}
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
