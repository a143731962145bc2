import { CircleAlert, CircleCheck, FileUp } from "lucide-react";
import { useRef, useState } from "react";
import { redirectImportFormats } from "../../../../domain/redirect-import.ts";
import type { ImportLine, RedirectImportAnswer } from "../../../../domain/redirects.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify, toastFailure } from "../../../lib/admin/notify.ts";
import { Button } from "../ui/button.tsx";
import { Modal } from "../ui/modal.tsx";

type Result = RedirectImportAnswer["data"];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import did, in words: the counts that are not zero. */
export function importSummary({ taken, skipped, refused }: Pick<Result, "taken" | "skipped" | "refused">) {
  return [
    `${plural(taken, "redirect", "redirects")} imported`,
    skipped > 0 ? `${skipped} skipped` : "",
    refused > 0 ? `${plural(refused, "line", "lines")} refused` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

function LineList({ title, lines }: { title: string; lines: ImportLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 flex max-h-64 flex-col gap-1.5 overflow-y-auto rounded-lg border border-slate-200 p-3 text-sm">
        {lines.map((line) => (
          <li key={`${line.line}-${line.from}`} className="[overflow-wrap:anywhere]">
            <span className="font-semibold">Line {line.line}</span>{" "}
            <span className="font-mono text-slate-700">{line.from || "(empty)"}</span>: {line.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Import redirects (issue 68, ADR 0246): says which files it takes before one is picked — ours and
 * the WordPress plugins' exports, each by its header — then what the file was read as and what became
 * of each line. An import that took nothing is never shown as a success.
 */
export function ImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function importFile(chosen: File) {
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await adminApi.redirects.import(await chosen.text());
      setResult(answer.data);
      const summary = importSummary(answer.data);
      if (answer.data.taken > 0) notify.success(summary);
      else notify.error(`Nothing was imported: ${summary}`);
      if (answer.data.taken > 0) onImported();
    } catch (error) {
      setFailure(toastFailure(error, "The file could not be imported"));
    } finally {
      setBusy(false);
    }
  }

  const nothing = result !== null && result.taken === 0;
  return (
    <Modal
      title="Import redirects"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {result ? "Done" : "Cancel"}
          </Button>
          <Button
            onClick={() => file.current?.click()}
            disabled={busy}
            icon={<FileUp aria-hidden className="size-4" />}
          >
            {busy ? "Importing..." : result || failure ? "Choose another file" : "Choose a CSV file"}
          </Button>
        </>
      }
    >
      <input
        ref={file}
        type="file"
        accept=".csv,text/csv"
        className="hidden"
        aria-label="CSV file of redirects to import"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = "";
          if (chosen) void importFile(chosen);
        }}
      />
      {result ? (
        <div role="status">
          <p
            className={`flex items-start gap-2 rounded-lg p-3 text-sm font-medium ${
              nothing ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"
            }`}
          >
            {nothing ? (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {nothing ? "Nothing was imported. " : ""}
              {importSummary(result)}. Read as: {redirectImportFormats[result.format].name}.
            </span>
          </p>
          <LineList title="Refused" lines={result.lines.filter((line) => line.outcome === "refused")} />
          <LineList title="Skipped" lines={result.lines.filter((line) => line.outcome === "skipped")} />
        </div>
      ) : (
        <div className="text-sm text-slate-700">
          {failure && (
            <p role="alert" className="mb-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 font-medium text-red-800">
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="[overflow-wrap:anywhere]">{failure}</span>
            </p>
          )}
          <p>
            A CSV file of old addresses and where they now go. The first line names the columns; these files are read as
            they come:
          </p>
          <ul className="mt-3 flex flex-col gap-3">
            {Object.entries(redirectImportFormats).map(([key, format]) => (
              <li key={key} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium text-slate-900">{format.name}</p>
                <code className="mt-1 block font-mono text-xs [overflow-wrap:anywhere] text-slate-700">
                  {format.header}
                </code>
                <p className="mt-1 text-xs text-slate-500">{format.more}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-500">
            A line for an address that already has a redirect replaces it; each line is checked as a redirect added by
            hand is.
          </p>
        </div>
      )}
    </Modal>
  );
}
