import { CircleAlert, CircleCheck } from "lucide-react";
import { useState } from "react";
import {
  type ImportDto,
  importCountLabels,
  importCountNames,
  importPhases,
  importStatusLabels,
  isImportActive,
} from "../../../../domain/wordpress-import.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { ProgressBar } from "../ui/progress-bar.tsx";

const statusTones = { queued: "slate", running: "indigo", done: "green", failed: "red", cancelled: "amber" } as const;

/** Problems shown before "Show all": a long report stays readable. */
const FIRST_PROBLEMS = 25;

/** What the count of a kind means where it stands: in the report of a dry run, what would be made. */
const countsNote = (report: ImportDto) =>
  report.dryRun
    ? "What the import would make. Nothing has been changed."
    : report.status === "done"
      ? "What the import made. Menu links are a draft of Site › Navigation: look at them and publish them there."
      : "What the import has made so far.";

export function ImportStatusBadge({ report }: { report: ImportDto }) {
  return <Badge tone={statusTones[report.status]}>{importStatusLabels[report.status]}</Badge>;
}

type ImportReportProps = {
  report: ImportDto;
  onCancel?: () => void;
  cancelling?: boolean;
};

/** One import as it stands: its progress while it runs, then what it made (or would) and what to look at. */
export function ImportReport({ report, onCancel, cancelling }: ImportReportProps) {
  const [allProblems, setAllProblems] = useState(false);
  const active = isImportActive(report.status);
  const problems = allProblems ? report.problems : report.problems.slice(0, FIRST_PROBLEMS);
  const what = report.dryRun ? "Dry run" : "Import";
  return (
    <section
      aria-labelledby="import-report-title"
      aria-busy={active}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="import-report"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="import-report-title" className="text-lg font-semibold tracking-tight text-slate-900">
            {what} of {report.fileName}
          </h2>
          {report.site && <p className="truncate text-sm text-slate-600">From {report.site}</p>}
        </div>
        <ImportStatusBadge report={report} />
      </div>

      {active && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <ProgressBar value={report.progress} label={`${importPhases[report.phase]}…`} />
          </div>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} loading={cancelling} disabled={report.cancelRequested}>
              {report.cancelRequested ? "Cancelling…" : "Cancel"}
            </Button>
          )}
        </div>
      )}
      {report.status === "failed" && report.error && (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> {report.error}
        </p>
      )}
      {report.status === "cancelled" && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Cancelled. What it had made before stays; import the file again to go on.
        </p>
      )}

      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">{countsNote(report)}</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
          {importCountNames.map((name) => (
            <div key={name} className="rounded-xl border border-slate-200 px-3 py-2">
              <dt className="text-xs font-medium text-slate-500">{importCountLabels[name]}</dt>
              <dd className="text-xl font-semibold tabular-nums text-slate-900">
                {report.counts[name].toLocaleString("en-US")}
              </dd>
            </div>
          ))}
        </dl>
        {!report.dryRun && (
          <p className="text-sm text-slate-600" data-testid="import-outcomes">
            {report.created.toLocaleString("en-US")} made, {report.updated.toLocaleString("en-US")} brought up to date,{" "}
            {report.skipped.toLocaleString("en-US")} left as they were.
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {report.problemsTotal === 0
            ? active
              ? "Nothing to look at so far"
              : "Nothing to look at"
            : `To look at (${report.problemsTotal.toLocaleString("en-US")})`}
        </h3>
        {report.problemsTotal === 0 ? (
          !active && (
            <p className="flex items-center gap-2 text-sm text-emerald-700">
              <CircleCheck aria-hidden className="size-4" /> Everything came over as it was.
            </p>
          )
        ) : (
          <ul
            className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200"
            data-testid="import-problems"
          >
            {problems.map((problem) => (
              <li
                key={`${problem.item}|${problem.reason}`}
                className="flex flex-col gap-0.5 px-3 py-2 text-sm md:flex-row md:gap-3"
              >
                <span className="shrink-0 font-medium text-slate-900 md:w-2/5 md:truncate" title={problem.item}>
                  {problem.item}
                </span>
                <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">{problem.reason}</span>
              </li>
            ))}
          </ul>
        )}
        {report.problems.length > FIRST_PROBLEMS && (
          <Button variant="ghost" className="self-start" onClick={() => setAllProblems((all) => !all)}>
            {allProblems ? "Show fewer" : `Show all ${report.problems.length.toLocaleString("en-US")}`}
          </Button>
        )}
        {report.problemsTotal > report.problems.length && (
          <p className="text-xs text-slate-500">
            The report keeps the first {report.problems.length.toLocaleString("en-US")} of them.
          </p>
        )}
      </div>
    </section>
  );
}
