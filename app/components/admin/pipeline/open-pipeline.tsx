import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { stageLabels } from "../../../../domain/pipeline-rules.ts";

type OpenPipelineCardProps<S extends keyof typeof stageLabels> = {
  /** The list screen, whose name titles the card ("Open enquiries by stage"); each stage links to it filtered by that stage. */
  screen: { to: string; label: string; icon: LucideIcon };
  stages: readonly S[];
  /** Undefined while the counts load. */
  counts: Record<S, number> | undefined;
};

/** The dashboard's open leads of one kind, stage by stage, each a link to the list at that stage. */
export function OpenPipelineCard<S extends keyof typeof stageLabels>({
  screen: { to, label, icon: Icon },
  stages,
  counts,
}: OpenPipelineCardProps<S>) {
  const total = counts ? stages.reduce((sum, stage) => sum + counts[stage], 0) : undefined;
  const widest = counts ? Math.max(1, ...stages.map((stage) => counts[stage])) : 1;
  const headingId = `pipeline-${to.replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-3">
        <Icon aria-hidden className="size-5 shrink-0 text-admin-600" />
        <h2 id={headingId} className="min-w-0 flex-1 text-sm font-semibold text-slate-900">
          {`Open ${label.toLowerCase()} by stage`}
        </h2>
        <span className="text-lg font-semibold text-slate-900 tabular-nums">
          {total ?? "–"}
          <span className="sr-only"> open</span>
        </span>
      </div>
      <ul className="flex flex-col gap-1">
        {stages.map((stage) => {
          const count = counts?.[stage];
          return (
            <li key={stage}>
              <Link
                to={`${to}?stage=${stage}`}
                className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500"
              >
                <span className="text-slate-700">{stageLabels[stage]}</span>
                <span aria-hidden className="h-2 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-admin-500"
                    style={{ width: `${count ? Math.max(4, (count / widest) * 100) : 0}%` }}
                  />
                </span>
                <span className="text-right font-semibold text-slate-900 tabular-nums">{count ?? "–"}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
